import type { GradeDto, UserDto } from '@contract/api';
import type {
  MembershipPackageDto,
  UnitTestFacetsDto,
  UnitTestListData,
  UnitTestSummaryDto,
} from '@contract/catalogue';
import { GRADES } from '@contract/constants';
import type { OpenAttemptDto, ResultSummaryDto } from '@contract/player';
import { HttpResponse } from 'msw';
import { server } from '../../msw/server';
import { attemptsEndpoints } from '@contract/attempts';
import { dailyGoalEndpoints, type DailyGoalDto } from '@contract/daily-goal';
import { gradesEndpoints } from '@contract/grades';
import { mistakesEndpoints, type MistakesSummaryDto } from '@contract/mistakes';
import { resultsEndpoints } from '@contract/results';
import { saleAssetsEndpoints } from '@contract/sale-assets';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { handle } from '../../msw/handlers';

export const grades: GradeDto[] = GRADES.map((g) => ({ ...g }));

export function unitTest(id: number, overrides: Partial<UnitTestSummaryDto> = {}): UnitTestSummaryDto {
  return {
    id,
    slug: `de-${id}`,
    name: `Đề kiểm tra số ${id}`,
    nameEn: `Practice test ${id}`,
    scope: 'SYSTEM',
    labels: null,
    testCount: null,
    isInternationalExam: false,
    unitTestType: 'UNIT',
    unitType: 'PRACTICE',
    testKind: 'LINEAR',
    subject: 'ENGLISH',
    schoolLevel: 'SECONDARY',
    grades: ['G6'],
    practiceModeId: 1,
    examId: null,
    certificateId: null,
    topic: null,
    unit: null,
    skills: ['GR', 'VO'],
    duration: 15,
    questionCount: 12,
    accessTier: 'FREE',
    price: null,
    featured: true,
    description: { vi: 'Mô tả', en: 'Description' },
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export const facets: UnitTestFacetsDto = {
  total: 73,
  schoolLevels: { PRIMARY: 15, SECONDARY: 30, HIGH: 20, UNIVERSITY: 8 },
  grades: { G6: 9 },
  practiceModes: { '1': 21, '2': 12, '3': 7 },
  exams: { '4': 6, '6': 5, '7': 4, '8': 3, '10': 2, '9': 1 },
  certificates: { '11': 2, '14': 1, '30': 2, '45': 1, '70': 3 },
  certificateFamilies: { STARTERS: 2, KET: 1, IELTS: 3, VSTEP: 3 },
  subjects: { ENGLISH: 73 },
  skills: { LI: 10, RE: 14, GR: 20, VO: 18, WR: 4 },
  accessTiers: { FREE: 41, MEMBERSHIP: 25, PAID: 7 },
};

export const plans: MembershipPackageDto[] = [
  {
    id: 1,
    code: 'SILVER',
    name: { vi: 'Bạc', en: 'Silver' },
    description: { vi: 'Một tháng luyện tập', en: 'One month of practice' },
    price: 200_000,
    originalPrice: null,
    durationDays: 30,
    quantities: [{ kind: 'QUANTITY_SILVER', amount: 20 }],
    features: [{ vi: 'Toàn bộ đề luyện', en: 'Every practice set' }],
    highlighted: false,
    roleCode: 'STUDENT',
  },
  {
    id: 2,
    code: 'GOLD',
    name: { vi: 'Vàng', en: 'Gold' },
    description: { vi: 'Ba tháng', en: 'Three months' },
    price: 400_000,
    originalPrice: 500_000,
    durationDays: 90,
    quantities: [],
    features: [
      { vi: 'Toàn bộ đề luyện', en: 'Every practice set' },
      { vi: 'Đề thi quốc gia', en: 'National exams' },
    ],
    highlighted: true,
    roleCode: 'STUDENT',
  },
  {
    id: 3,
    code: 'DIAMOND',
    name: { vi: 'Kim cương', en: 'Diamond' },
    description: { vi: 'Cả năm học', en: 'A whole year' },
    price: 699_000,
    originalPrice: null,
    durationDays: 365,
    quantities: [],
    features: [{ vi: 'Chứng chỉ quốc tế', en: 'International certificates' }],
    highlighted: false,
    roleCode: 'STUDENT',
  },
];

export const student: UserDto = {
  id: 9,
  roleCode: 'STUDENT',
  fullName: 'Trần Minh Khoa',
  phone: '0912345678',
  email: null,
  avatar: null,
  status: 'ACTIVE',
  receivedGift: true,
  grade: grades.find((g) => g.code === 'G6') ?? null,
};

export function listOf(items: UnitTestSummaryDto[], total = items.length): UnitTestListData {
  return { items, page: 1, pageSize: 8, total, totalPages: 1 };
}

const ok = (data: unknown) => HttpResponse.json({ result: true, data });
const okPage = (data: { total: number }) => HttpResponse.json({ result: true, data, totalRecords: data.total });
const down = () => HttpResponse.json({ result: false, code: 'INTERNAL_ERROR', message: 'down' }, { status: 500 });

export interface HomeApi {
  listRequests: URLSearchParams[];
  membershipRequests: URLSearchParams[];
}

/** The home page's endpoints; `failing` lists the ones that answer 500. */
export function serveHomeApi({
  failing = [],
  gradeTests = [unitTest(101, { name: 'Đề lớp 6 số 1' })],
}: { failing?: ('grades' | 'facets' | 'list' | 'memberships')[]; gradeTests?: UnitTestSummaryDto[] } = {}): HomeApi {
  const api: HomeApi = { listRequests: [], membershipRequests: [] };
  server.use(
    handle(gradesEndpoints.list, () => (failing.includes('grades') ? down() : ok(grades))),
    handle(unitTestsEndpoints.facets, () => (failing.includes('facets') ? down() : ok(facets))),
    handle(unitTestsEndpoints.list, ({ request }) => {
      const params = new URL(request.url).searchParams;
      api.listRequests.push(params);
      if (failing.includes('list')) return down();
      if (params.get('grade') === 'G6') return okPage(listOf(gradeTests, 9));
      return okPage(
        listOf([unitTest(1, { name: 'Ngữ pháp thì hiện tại' }), unitTest(2, { name: 'Đọc hiểu chủ đề gia đình' })]),
      );
    }),
    handle(saleAssetsEndpoints.memberships, ({ request }) => {
      api.membershipRequests.push(new URL(request.url).searchParams);
      return failing.includes('memberships') ? down() : ok(plans);
    }),
  );
  return api;
}

/** A signed-in student's own endpoints: open attempts and the latest results (none by default). */
/** A student's daily goal as the API answers it: 3 of 10 questions today, a 2-day streak. */
export function dailyGoal(overrides: Partial<DailyGoalDto> = {}): DailyGoalDto {
  return {
    goal: 10,
    timeZone: 'Asia/Ho_Chi_Minh',
    today: '2026-11-27',
    answeredToday: 3,
    streak: { current: 2, longest: 2, todayDone: false, lastActiveDate: '2026-11-26' },
    ...overrides,
  };
}

export function serveStudentHome({
  openAttempts = [],
  results = [],
  mistakes = { count: 0, dueCount: 0, today: '2026-11-28' },
}: { openAttempts?: OpenAttemptDto[]; results?: ResultSummaryDto[]; mistakes?: MistakesSummaryDto } = {}) {
  server.use(
    handle(dailyGoalEndpoints.get, () => ok(dailyGoal())),
    handle(mistakesEndpoints.summary, () => ok(mistakes)),
    handle(attemptsEndpoints.openAttempts, () => ok(openAttempts)),
    handle(resultsEndpoints.mine, ({ request }) => {
      const pageSize = Number(new URL(request.url).searchParams.get('pageSize'));
      const data = { items: results.slice(0, pageSize), page: 1, pageSize, total: results.length, totalPages: 1 };
      return okPage(data);
    }),
  );
}
