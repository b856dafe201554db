import type { ResultDto, ResultSummaryDto } from '@contract/player';

const NOW = '2026-11-22T08:00:00.000Z';

/** A whole result as the API answers it; tests override what they are about. */
export function makeResult(overrides: Partial<ResultDto> = {}): ResultDto {
  return {
    id: 90,
    attemptId: 12,
    unitTest: {
      id: 4019,
      slug: 'tour',
      name: 'Làm quen',
      nameEn: null,
      scope: 'SYSTEM',
      labels: null,
      testCount: null,
      isExam: false,
    },
    status: 'COMPLETED',
    voidReason: null,
    closedBy: 'USER',
    lateAnswersIgnored: false,
    reviewStatus: 'AWAITING_REVIEW',
    score: 10,
    band: null,
    percent: 100,
    earnedPoints: 33,
    maxPoints: 33,
    questionCount: 22,
    scoredQuestionCount: 19,
    correctCount: 19,
    partialCount: 0,
    incorrectCount: 0,
    unansweredCount: 0,
    pendingReviewCount: 2,
    unscoredCount: 1,
    skills: [],
    questions: [],
    recommendations: [],
    startedAt: NOW,
    submittedAt: NOW,
    timeTakenSeconds: 600,
    timeLimitSeconds: 1800,
    ...overrides,
  };
}

/** A result as it appears in a list of results (no per-question outcomes). */
export function makeResultSummary(overrides: Partial<ResultSummaryDto> = {}): ResultSummaryDto {
  const { questions: _questions, ...summary } = makeResult();
  return { ...summary, ...overrides };
}
