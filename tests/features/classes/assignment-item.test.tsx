import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssignmentItem } from '@/features/classes/components/assignment-item';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { assignment } from './fixtures';

async function renderItem(overrides: Parameters<typeof assignment>[0]) {
  await renderWithProviders(
    <ul>
      <AssignmentItem assignment={assignment(overrides)} now={Date.parse('2026-11-28T03:00:00.000Z')} />
    </ul>,
    { i18n: await createTestI18n('en') },
  );
}

describe('an assigned test', () => {
  it('past its due date and never taken, says a submission now counts as late before offering it', async () => {
    await renderItem({ window: 'PAST_DUE', myStatus: 'MISSED', canStart: true });
    expect(screen.getByText('Past its due date: you can still take it, but it will count as late.')).toBeVisible();
    // Worded as what it is: taking a missed test late, never the Start of an open one.
    expect(screen.queryByRole('link', { name: /^Start/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take it late: Unit 3 15-minute test' })).toHaveAttribute(
      'href',
      '/practice-test/kiem-tra-15-phut-unit-3',
    );
  });

  it('in Vietnamese too, a missed test is taken late, not started', async () => {
    await renderWithProviders(
      <ul>
        <AssignmentItem
          assignment={assignment({ window: 'PAST_DUE', myStatus: 'MISSED', canStart: true })}
          now={Date.parse('2026-11-28T03:00:00.000Z')}
        />
      </ul>,
    );
    expect(screen.getByText('Bỏ lỡ')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Làm muộn: / })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Làm bài: / })).not.toBeInTheDocument();
  });

  it('open and not started, offers it without a late warning', async () => {
    await renderItem({});
    expect(screen.queryByText(/count as late/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start: Unit 3 15-minute test' })).toBeVisible();
  });
});
