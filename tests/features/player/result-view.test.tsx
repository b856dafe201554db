import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultView } from '@/features/player/components/result-view';
import { renderWithProviders } from '../../test-utils';
import { makeResult } from './result-fixtures';

describe('result view', () => {
  it('counts correct answers out of the questions that can be right: flashcards stay out', async () => {
    await renderWithProviders(<ResultView result={makeResult()} title="Làm quen" isOwner={false} />);
    expect(screen.getByText('19/21')).toBeInTheDocument();
    expect(screen.getByText('2 câu Nói/Viết đang chờ giáo viên chấm và chưa tính vào điểm.')).toBeInTheDocument();
  });

  it('counts every question when the test has no flashcards', async () => {
    await renderWithProviders(
      <ResultView
        result={makeResult({ questionCount: 10, correctCount: 7, unscoredCount: 0, pendingReviewCount: 0 })}
        title="Làm quen"
        isOwner={false}
      />,
    );
    expect(screen.getByText('7/10')).toBeInTheDocument();
  });
});
