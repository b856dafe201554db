import type { SpeakingQuestion } from '@contract/content';
import type { SpeakingScoreDto } from '@contract/player';

interface SpeakingScoringInput {
  uploadId: number;
  /** Absolute path of the recording on disk. */
  filePath: string;
  mimeType: string;
  question: SpeakingQuestion;
}

/**
 * Scores a speaking recording (POST /itf/right-edu/submit). A partner's pronunciation engine
 * would implement this; without one, the local provider answers "awaiting review" and never a
 * made-up score, so a teacher reviews the recording.
 */
export interface ScoringProvider {
  readonly name: string;
  score(input: SpeakingScoringInput): Promise<Omit<SpeakingScoreDto, 'uploadId' | 'provider'>>;
}

export function createLocalScoringProvider(): ScoringProvider {
  return {
    name: 'local',
    async score() {
      return { status: 'AWAITING_REVIEW', score: null, feedback: null };
    },
  };
}
