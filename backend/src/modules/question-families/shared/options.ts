import type { ChoiceOption } from '@contract/content';
import type { PlayOption } from '@contract/player';
import type { PlayContext } from '../family';

/** Choice options as the player shows them: media as URLs, option audio playable. */
export function playOptions(questionId: string, options: ChoiceOption[], context: PlayContext): PlayOption[] {
  return options.map((option) => ({
    id: option.id,
    ...(option.text === undefined ? {} : { text: option.text }),
    ...(option.image === undefined ? {} : { image: context.url(option.image) }),
    ...(option.audio === undefined
      ? {}
      : { audio: context.audioRef(`option:${questionId}:${option.id}`, option.audio, undefined) }),
    ...(option.colour === undefined ? {} : { colour: option.colour }),
    ...(option.shape === undefined ? {} : { shape: option.shape }),
  }));
}

export const SAMPLE_EXPLANATION = { vi: 'Vì đó là đáp án đúng.', en: 'Because it is the right answer.' };
