/**
 * The contract between the player and the question-family components. Each family component
 * renders one leaf question (contract/player.ts PlayLeafQuestion) and reports the learner's
 * answer in the family's shape (one of PlayerAnswer's members). The player owns state, saving, the
 * navigator and audio limits; a family component owns only how the question is answered.
 */
import type { ComponentType } from 'react';
import type { PlayAudioRef, PlayerAnswer, PlayLeafQuestion, QuestionReviewDto } from '@contract/player';

export interface AudioPlayback {
  /**
   * Asks the server for one play of a limited recording (or allows it at once when unlimited).
   * Resolves true when the recording may be played now; false when the limit is reached or the
   * request failed (the player shows why).
   */
  requestPlay(audio: PlayAudioRef): Promise<boolean>;
  /** Plays used so far for this recording (0 when unlimited or never played). */
  playsUsed(audio: PlayAudioRef): number;
  /**
   * Where an unfinished play of a limited recording stopped when its player left the screen
   * (the learner moved to another part), so coming back resumes that play instead of spending
   * another; null when no play is under way. Optional: without it every new player starts idle.
   */
  pausedAt?(audio: PlayAudioRef): number | null;
  /** Records (seconds) or clears (null) the unfinished play of a recording. */
  keepPausedAt?(audio: PlayAudioRef, seconds: number | null): void;
  /** Every recording plays freely, whatever its limit (the review, once the attempt is over). */
  unlimited?: boolean;
}

export interface QuestionProps<Q extends PlayLeafQuestion = PlayLeafQuestion> {
  question: Q;
  /** The saved answer, or undefined when unanswered. */
  value: PlayerAnswer | undefined;
  /** Called on every change with the whole new answer (undefined clears it). */
  onChange(value: PlayerAnswer | undefined): void;
  /** Review mode: answers cannot change; `review` holds the outcome, correct answer, explanation. */
  readOnly?: boolean;
  review?: QuestionReviewDto;
  audio: AudioPlayback;
  /** Attempt identity for uploads (speaking). */
  attempt?: { id: number; secret: string | null };
  /** Interface locale, for the localized instruction/back texts. */
  locale: string;
}

export type QuestionComponent = ComponentType<QuestionProps>;
