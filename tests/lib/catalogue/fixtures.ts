import type {
  OwnedUnitTestDto,
  UnitTestDetailDto,
  UnitTestFacetsDto,
  UnitTestListData,
  UnitTestSummaryDto,
} from '@contract/catalogue';

let nextId = 100;

/** A plausible summary; override what a test is about. */
export function makeSummary(overrides: Partial<UnitTestSummaryDto> = {}): UnitTestSummaryDto {
  nextId += 1;
  return {
    id: nextId,
    slug: `test-${nextId}`,
    name: 'Kiểm tra giữa kỳ I – Tiếng Anh 6',
    nameEn: 'Mid-term test 1 – English 6',
    scope: 'SYSTEM',
    labels: null,
    testCount: null,
    isInternationalExam: false,
    unitTestType: 'MID_TERM_EXAM',
    unitType: 'TEST',
    testKind: 'LINEAR',
    subject: 'ENGLISH',
    schoolLevel: 'SECONDARY',
    grades: ['G6'],
    practiceModeId: null,
    examId: 6,
    certificateId: null,
    topic: null,
    unit: null,
    skills: ['RE', 'GR', 'VO'],
    duration: 45,
    questionCount: 30,
    accessTier: 'FREE',
    price: null,
    featured: false,
    description: {
      vi: 'Đề kiểm tra giữa học kỳ I bám sát chương trình lớp 6.',
      en: 'A mid-term test that follows the Grade 6 syllabus.',
    },
    createdAt: '2025-09-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<UnitTestDetailDto> = {}): UnitTestDetailDto {
  return {
    ...makeSummary(),
    sections: [
      { id: 's1', title: { vi: 'Phần 1: Đọc hiểu', en: 'Part 1: Reading' }, skill: 'RE', questionCount: 10 },
      { id: 's2', title: { vi: 'Phần 2: Ngữ pháp', en: 'Part 2: Grammar' }, skill: 'GR', questionCount: 20 },
    ],
    hasListening: false,
    hasSpeaking: false,
    owned: false,
    canTake: true,
    openWith: null,
    assigned: false,
    inCart: false,
    pendingOrder: null,
    ...overrides,
  };
}

export function makeList(items: UnitTestSummaryDto[], overrides: Partial<UnitTestListData> = {}): UnitTestListData {
  return { items, page: 1, pageSize: 12, total: items.length, totalPages: 1, ...overrides };
}

export function makeFacets(overrides: Partial<UnitTestFacetsDto> = {}): UnitTestFacetsDto {
  return {
    total: 64,
    schoolLevels: { PRIMARY: 14, SECONDARY: 20, HIGH: 16, UNIVERSITY: 8, OTHER: 6 },
    grades: { G1: 2, G3: 3, G6: 8, G7: 4, G10: 5, G12: 6 },
    practiceModes: { '1': 12, '2': 8, '3': 10 },
    exams: { '4': 4, '6': 5, '7': 4, '8': 3, '10': 3 },
    certificates: { '11': 2, '14': 2, '30': 3, '70': 2 },
    certificateFamilies: { STARTERS: 2, KET: 2, VSTEP: 5, IELTS: 4, TOEIC: 3 },
    subjects: { ENGLISH: 64 },
    skills: { LI: 18, RE: 30, GR: 25, VO: 22, PR: 6, SP: 5, WR: 9 },
    accessTiers: { FREE: 40, MEMBERSHIP: 18, PAID: 6 },
    ...overrides,
  };
}

export function makeOwned(overrides: Partial<OwnedUnitTestDto> = {}): OwnedUnitTestDto {
  return {
    unitTest: makeSummary(),
    source: 'FREE',
    acquiredAt: '2025-10-05T09:30:00.000Z',
    ...overrides,
  };
}

export const ok = <T>(data: T) => ({ result: true as const, data });
/** A page of a list, as the API answers it: the envelope carries the total too. */
export const okPage = <T extends { total: number }>(data: T) => ({
  result: true as const,
  data,
  totalRecords: data.total,
});
