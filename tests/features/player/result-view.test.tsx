import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultDto } from '@contract/player';
import { ResultView } from '@/features/player/components/result-view';
import { renderWithProviders } from '../../test-utils';

const NOW = '2026-11-22T08:00:00.000Z';

function makeResult(overrides: Partial<ResultDto> = {}): ResultDto {
  return {
    id: 90,
    attemptId: 12,
    unitTest: { id: 4019, slug: 'tour', name: 'Làm quen', nameEn: null, scope: 'SYSTEM', labels: null, testCount: null, isExam: false },
    status: 'COMPLETED',
    voidReason: null,
    closedBy: 'USER',
    lateAnswersIgnored: false,
    reviewStatus: 'AWAITING_REVIEW',
    score: 10,
    percent: 100,
    earnedPoints: 33,
    maxPoints: 33,
    questionCount: 22,
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

describe('result view', () => {
  it('counts correct answers out of the questions that can be right: flashcards stay out', async () => {
    await renderWithProviders(<ResultView result={makeResult()} title="Làm quen" isOwner={false} />);
    expect(screen.getByText('19/21')).toBeInTheDocument();
    expect(screen.getByText('2 câu Nói/Viết đang chờ giáo viên chấm và chưa tính vào điểm.')).toBeInTheDocument();
  });

  it('counts every question when the test has no flashcards', async () => {
    await renderWithProviders(
      <ResultView result={makeResult({ questionCount: 10, correctCount: 7, unscoredCount: 0, pendingReviewCount: 0 })} title="Làm quen" isOwner={false} />,
    );
    expect(screen.getByText('7/10')).toBeInTheDocument();
  });
});
