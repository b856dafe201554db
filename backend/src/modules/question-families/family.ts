import type { QuestionFamilyName } from '@contract/question-types';
import type { TSchema } from '@sinclair/typebox';
import type { LeafQuestion } from '@contract/content';
import type { PlayAudioRef, PlayerAnswer, PlayLeafQuestion } from '@contract/player';
import type { LeafScore } from './shared/score';

/**
 * What a question family declares, in one place: its authored shape, the content rules a schema
 * cannot express, what the browser may see, the answer shape a draft must have, scoring, the
 * correct answer shown in review and the answer a seeded learner gives. The rest of the API asks
 * the registry (./registry.ts) and never switches over question types itself.
 */

/** Reports a content problem at a JSON path ("$.sections[0].questions[2].answer"). */
export type Report = (path: string, message: string, severity?: 'error' | 'warning') => void;

interface ContentCheckContext {
  /** Where the question sits in its file. */
  path: string;
  report: Report;
  /** Audio, an image or a transcript on the question, its group or its section. */
  hasAudio: boolean;
  hasImage: boolean;
  hasTranscript: boolean;
}

/** The fields every leaf has in the play form (type and the family's own fields come from the family). */
interface PlayBase {
  id: string;
  typeId: number;
  skill: LeafQuestion['skill'];
  number: number;
  maxPoints: number;
  prompt?: string;
  instruction?: { vi: string; en: string };
  image?: string;
  audio?: PlayAudioRef;
}

export interface PlayContext {
  /** The attempt's seed: shuffles and per-attempt ids depend on it only. */
  seed: string;
  /** Absolute URL of a media path. */
  url(path: string): string;
  /** Registers a playable audio (with its play limit) and gives its reference. */
  audioRef(id: string, path: string, playLimit: number | undefined): PlayAudioRef;
}

interface ScoreContext {
  /** What the question is worth (maxPointsOf). */
  max: number;
  /** Whether a speaking answer's upload belongs to the attempt and question. */
  uploadOk(uploadId: number): boolean;
}

/** The keys of PlayerAnswer: the shape a family's answer takes. */
type AnswerKey = 'choice' | 'choices' | 'gaps' | 'text' | 'order' | 'pairs' | 'uploadId' | 'seen';

export interface CorrectAnswer {
  /** In the form the player sends, in the ids the learner saw; null when nothing is right or wrong. */
  correct: PlayerAnswer | null;
  /** Every accepted text, per gap (or `text`), for typed families. */
  accepted: Record<string, string[]> | null;
}

/** Parts of a score (gaps, tokens, left items, positions), keyed by part id. */
type Parts = Record<string, boolean>;

// Method syntax keeps a family of one question type usable where any leaf is expected.
export interface QuestionFamily<Q extends LeafQuestion = LeafQuestion> {
  /** Folder name, e.g. "fill-blank": its key in QUESTION_FAMILY_TYPES (contract/question-types.ts). */
  readonly name: QuestionFamilyName;
  /** The type codes it serves (QUESTION_TYPE_CODES of contract/content.ts). */
  readonly types: readonly Q['type'][];
  /** Its authored shape: one of LEAF_QUESTION_SCHEMAS (contract/content-schema.ts). */
  readonly authored: TSchema;
  /** The key of the answer a draft and a submit carry for it. */
  readonly answerKey: AnswerKey;
  /** Whether it counts in the score (speaking and writing wait for a person; flashcards never count). */
  readonly autoScored: boolean;
  /** A valid question of the family: documentation, and what the registry test plays through. */
  readonly sample: Q;
  /** The content rules beyond the schema. */
  check(question: Q, context: ContentCheckContext): void;
  /** Scoring units (gaps, pairs…); the question is worth `points` (default 1) per unit. */
  units(question: Q): number;
  /** Scores an answer in authored ids; an answer of the wrong shape counts as none. */
  score(question: Q, answer: unknown, context: ScoreContext): LeafScore;
  /** The play form: what the browser may see, never an answer. */
  play(question: Q, base: PlayBase, context: PlayContext): PlayLeafQuestion;
  /** The learner's answer (per-attempt ids) in authored ids; families without such ids leave it. */
  toAuthoredAnswer?(question: Q, answer: unknown, seed: string): unknown;
  /** Score parts in the ids the learner saw. */
  toPublicParts?(question: Q, parts: Parts, seed: string): Parts;
  correct(question: Q, seed: string): CorrectAnswer;
  /** The answer a seeded learner gives, right or wrong; undefined leaves the question unanswered. */
  seedAnswer(question: Q, seed: string, right: boolean): PlayerAnswer | undefined;
}

/** Declares a family (typed by its question type). */
export const defineFamily = <Q extends LeafQuestion>(family: QuestionFamily<Q>): QuestionFamily<Q> => family;
