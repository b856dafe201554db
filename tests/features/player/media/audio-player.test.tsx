import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayAudioRef } from '@contract/player';
import { AudioPlayer } from '@/features/player/media/audio-player';
import type { AudioPlayback } from '@/features/player/questions/types';
import { renderWithProviders } from '../../../test-utils';

const limited: PlayAudioRef = { id: 'question:q1', url: 'http://localhost:4000/media/a.mp3', playLimit: 2 };

function playbackWith(initialUsed: number, allow = true) {
  let used = initialUsed;
  const playback: AudioPlayback = {
    requestPlay: vi.fn(async () => {
      if (!allow || used >= 2) return false;
      used += 1;
      return true;
    }),
    playsUsed: vi.fn(() => used),
  };
  return playback;
}

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('AudioPlayer', () => {
  it('asks for a play, plays, pauses and resumes within the same play', async () => {
    const playback = playbackWith(0);
    const user = userEvent.setup();
    const { rerender } = await renderWithProviders(
      <AudioPlayer audio={limited} playback={playback} label="Nghe câu 1" />,
    );
    expect(screen.getByRole('group', { name: 'Nghe câu 1' })).toBeInTheDocument();
    expect(screen.getByText('Còn 2 lượt nghe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Phát bài nghe' }));
    expect(playback.requestPlay).toHaveBeenCalledWith(limited);
    expect(play).toHaveBeenCalledTimes(1);
    rerender(<AudioPlayer audio={limited} playback={playback} label="Nghe câu 1" />);
    expect(screen.getByText('Còn 1 lượt nghe')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tạm dừng' }));
    await user.click(screen.getByRole('button', { name: 'Nghe tiếp' }));
    expect(playback.requestPlay).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('is operable by keyboard and refuses past the limit with a message', async () => {
    const playback = playbackWith(2);
    const user = userEvent.setup();
    await renderWithProviders(<AudioPlayer audio={limited} playback={playback} />);
    expect(screen.getByText('Còn 0 lượt nghe')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Phát bài nghe' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã dùng hết lượt nghe của bài này.');
    expect(playback.requestPlay).not.toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
  });

  it('says so when the server refuses the play for another reason', async () => {
    const playback = playbackWith(0, false);
    const user = userEvent.setup();
    await renderWithProviders(<AudioPlayer audio={limited} playback={playback} />);
    await user.click(screen.getByRole('button', { name: 'Phát bài nghe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Chưa phát được bài nghe'));
    expect(play).not.toHaveBeenCalled();
  });

  it('plays an unlimited recording freely, with a seek slider', async () => {
    const playback = playbackWith(0);
    const user = userEvent.setup();
    await renderWithProviders(<AudioPlayer audio={{ ...limited, playLimit: null }} playback={playback} />);
    expect(screen.getByText('Nghe không giới hạn')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Tiến độ bài nghe' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Phát bài nghe' }));
    expect(play).toHaveBeenCalledTimes(1);
  });
});
