import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayWritingQuestion } from '@contract/player';
import Writing from '@/features/player/questions/families/writing';
import { renderFamily, reviewOf } from './text-family-harness';

vi.mock('@/features/player/media/audio-player', async () =>
  (await import('./text-family-harness')).mockAudioPlayerModule(),
);

const question: PlayWritingQuestion = {
  id: 'q15',
  type: 'WR1',
  typeId: 61,
  skill: 'WR',
  number: 15,
  maxPoints: 0,
  minWords: 3,
  maxWords: 5,
  prompt: 'Tell us why you want to join the club.',
};

describe('Writing (WR1)', () => {
  it('counts words live the way the server does and says how far from the range', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(Writing, question);
    await user.tab();
    const box = screen.getByRole('textbox', { name: 'Bài viết của bạn' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('0 từ Yêu cầu: 3–5 từ');
    await user.keyboard('I love   cooking');
    expect(last()).toEqual({ text: 'I love   cooking' });
    expect(screen.getByText('3 từ')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Số từ đã đạt yêu cầu.');
    await user.keyboard(' food from many countries');
    expect(screen.getByText('7 từ')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Bài viết dài hơn giới hạn 2 từ.');
  });

  it('asks for more words under the minimum (mouse) and restores saved text', async () => {
    const user = userEvent.setup();
    await renderFamily(Writing, question, { value: { text: 'Hello' } });
    const box = screen.getByRole('textbox', { name: 'Bài viết của bạn' });
    expect(box).toHaveValue('Hello');
    expect(screen.getByText('1 từ')).toBeInTheDocument();
    expect(screen.getByText('Cần viết thêm ít nhất 2 từ.')).toBeInTheDocument();
    await user.click(box);
    await user.type(box, ' there friend');
    expect(screen.queryByText(/Cần viết thêm/)).not.toBeInTheDocument();
  });

  it('review shows the text read-only, the server’s word count, the pending note and the sample', async () => {
    await renderFamily(Writing, question, {
      value: { text: 'I like to cook.' },
      readOnly: true,
      review: reviewOf({
        outcome: 'PENDING_REVIEW',
        wordCount: 4,
        sampleAnswer: 'I want to join because I love cooking.',
      }),
    });
    expect(screen.getByRole('textbox', { name: 'Bài viết của bạn' })).toHaveAttribute('readonly');
    expect(screen.getByText('4 từ')).toBeInTheDocument();
    expect(
      screen.getByText('Bài viết được lưu cùng kết quả. Phần này không được chấm tự động và không tính vào điểm.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bài viết mẫu' })).toHaveTextContent('I love cooking');
  });
});
