/** Renders a family component as the player does: it keeps the answer and records each change. */
import { useState } from 'react';
import { vi } from 'vitest';
import type { PlayerAnswer, PlayLeafQuestion, QuestionReviewDto } from '@contract/player';
import type { AudioPlayback, QuestionComponent } from '@/features/player/questions/types';
import { renderWithProviders } from '../../../test-utils';

export const playback: AudioPlayback = {
  requestPlay: vi.fn(async () => true),
  playsUsed: () => 0,
};

interface HarnessOptions {
  value?: PlayerAnswer;
  readOnly?: boolean;
  review?: QuestionReviewDto;
}

export async function renderFamily(
  Family: QuestionComponent,
  question: PlayLeafQuestion,
  options: HarnessOptions = {},
) {
  const changes: (PlayerAnswer | undefined)[] = [];
  function Harness() {
    const [value, setValue] = useState<PlayerAnswer | undefined>(options.value);
    return (
      <Family
        question={question}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        readOnly={options.readOnly}
        review={options.review}
        audio={playback}
        locale="vi"
      />
    );
  }
  const view = await renderWithProviders(<Harness />);
  return { ...view, changes, last: () => changes[changes.length - 1] };
}

export function reviewOf(partial: Partial<QuestionReviewDto>): QuestionReviewDto {
  return {
    outcome: 'INCORRECT',
    earnedPoints: 0,
    maxPoints: 1,
    inScore: true,
    userAnswer: null,
    correctAnswer: null,
    acceptedAnswers: null,
    parts: null,
    explanation: { vi: '', en: '' },
    transcript: null,
    sampleAnswer: null,
    recordingUrl: null,
    wordCount: null,
    ...partial,
  };
}

/** Stands in for the media AudioPlayer (tested with the media pieces): a named button. */
export function mockAudioPlayerModule() {
  return {
    AudioPlayer: ({ label, audio }: { label?: string; audio: { id: string } }) => (
      <button type="button" data-audio-id={audio.id}>
        {label}
      </button>
    ),
  };
}
