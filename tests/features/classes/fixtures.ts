import type { AssignedUnitTestDto } from '@contract/classes-api';

/** An assigned test as GET /student/classes/{slug}/unit-tests-assigned answers it; override what a test needs. */
export function assignment(overrides: Partial<AssignedUnitTestDto> = {}): AssignedUnitTestDto {
  return {
    id: 11,
    classId: 7,
    classSlug: 'tieng-anh-6a2',
    className: 'Tiếng Anh 6A2',
    unitTest: {
      id: 101,
      slug: 'kiem-tra-15-phut-unit-3',
      name: 'Kiểm tra 15 phút Unit 3',
      nameEn: 'Unit 3 15-minute test',
      labels: null,
      testCount: null,
      duration: 15,
      questionCount: 10,
      skills: ['GR', 'VO'],
    },
    note: null,
    openAt: '2026-11-20T01:00:00.000Z',
    dueAt: '2026-11-27T16:00:00.000Z',
    shareResults: true,
    window: 'OPEN',
    myStatus: 'NOT_STARTED',
    myResult: null,
    canStart: true,
    ...overrides,
  };
}
