/**
 * The authored form of a test: what `backend/content/tests/*.json` holds. The seed checks every
 * file against this model (structure and meaning) before writing it to the database. Answers
 * live here and in the database only; the play payload the browser receives strips them.
 *
 * Text conventions (passages, prompts, options):
 * - Plain text. Paragraphs are separated by a blank line ("\n\n"). Markers %b%…%b%, %i%…%i%,
 *   %u%…%u% give bold, italic and underline (spec §5). Never HTML.
 * - A gap inside a text is written [[id]] where id is the gap's id (e.g. "I [[1]] to school.").
 * Media paths are relative to `backend/content/media/` (e.g. "audio/ket-1-part1.mp3",
 * "images/cat.svg") and are served by the main API under `/media/`.
 */
import type { SchoolLevel, Skill } from './constants';
import type { AccessTier, LocalizedText, UnitTestType } from './catalogue';

export const QUESTION_TYPE_CODES = [
  'MC1',
  'MC2',
  'MC3',
  'MC4',
  'MC5',
  'MC6',
  'MC7',
  'MC8',
  'MC9',
  'MC10',
  'MC11',
  'FB1',
  'FB2',
  'FB3',
  'FB4',
  'FB5',
  'FB6',
  'FB7',
  'FB8',
  'SL',
  'DD',
  'SA',
  'TF',
  'MG',
  'MR',
  'LS',
  'MIX',
  'SO',
  'DS',
  'FC',
  'SP1',
  'SP2',
  'SP3',
  'SP4',
  'WR1',
] as const;
export type QuestionTypeCode = (typeof QUESTION_TYPE_CODES)[number];

/** Numeric type ids (spec §3: codes map to numeric ids, values not shown; chosen here). */
export const QUESTION_TYPE_IDS: Record<QuestionTypeCode, number> = {
  MC1: 1,
  MC2: 2,
  MC3: 3,
  MC4: 4,
  MC5: 5,
  MC6: 6,
  MC7: 7,
  MC8: 8,
  MC9: 9,
  MC10: 10,
  MC11: 11,
  FB1: 21,
  FB2: 22,
  FB3: 23,
  FB4: 24,
  FB5: 25,
  FB6: 26,
  FB7: 27,
  FB8: 28,
  SL: 31,
  DD: 32,
  SA: 33,
  TF: 34,
  MG: 35,
  MR: 36,
  LS: 37,
  MIX: 38,
  SO: 39,
  DS: 40,
  FC: 41,
  SP1: 51,
  SP2: 52,
  SP3: 53,
  SP4: 54,
  WR1: 61,
};

/** Young-learner items may use these (spec §9). */
export const HIGHLIGHT_COLOURS = ['red', 'yellow', 'green', 'blue', 'purple', 'black'] as const;
export type HighlightColour = (typeof HIGHLIGHT_COLOURS)[number];
export const SHAPES = ['circle', 'triangle', 'square', 'star', 'rectangle', 'oval'] as const;
export type Shape = (typeof SHAPES)[number];

export interface ChoiceOption {
  /** 'A', 'B', 'C'… */
  id: string;
  text?: string;
  image?: string;
  audio?: string;
  colour?: HighlightColour;
  shape?: Shape;
}

interface QuestionBase {
  /** Unique within the test, e.g. "q1", "p2-q3". */
  id: string;
  skill: Skill;
  /** The question text in English (markers allowed). */
  prompt?: string;
  /** Short task instruction, both languages, e.g. "Chọn đáp án đúng." / "Choose the correct answer." */
  instruction?: LocalizedText;
  image?: string;
  audio?: string;
  /** Required with audio. Shown only in review. */
  transcript?: string;
  /** How many times the audio may be played (default: unlimited). */
  playLimit?: number;
  /** Default 1. */
  points?: number;
  /** Why the answer is right, shown in review. */
  explanation: LocalizedText;
}

/**
 * Multiple choice, one answer. Variants:
 * MC1 text question, text options · MC2 picture options · MC3 listen and choose (audio prompt)
 * MC4 look at a picture and choose · MC5 sentence completion (prompt has "___")
 * MC6 pronunciation: the underlined part (%u%) pronounced differently · MC7 word stress
 * MC8 error identification (prompt with %u%-marked parts labelled A–D) · MC9 closest meaning
 * MC10 opposite meaning · MC11 communicative response (dialogue completion).
 */
export interface ChoiceQuestion extends QuestionBase {
  type: 'MC1' | 'MC2' | 'MC3' | 'MC4' | 'MC5' | 'MC6' | 'MC7' | 'MC8' | 'MC9' | 'MC10' | 'MC11';
  options: ChoiceOption[];
  answer: string;
}

/** MR: choose all that apply; partial credit. */
export interface MultipleResponseQuestion extends QuestionBase {
  type: 'MR';
  options: ChoiceOption[];
  answer: string[];
}

/** TF: true / false, or true / false / not given when `notGiven` is set. */
export interface TrueFalseQuestion extends QuestionBase {
  type: 'TF';
  notGiven?: boolean;
  answer: 'TRUE' | 'FALSE' | 'NOT_GIVEN';
}

export interface Gap {
  id: string;
  /** Accepted answers; scoring ignores case, extra spaces and end punctuation. */
  accepted: string[];
  /** Shown beside the gap: the root word (FB3), the given letters (FB4, e.g. "b _ _ k"). */
  hint?: string;
}

/**
 * Fill in the blank; `text` holds the [[id]] gaps, one point per gap. Variants:
 * FB1 typed gap in sentences · FB2 word bank (`bank`, may hold distractors) · FB3 word formation
 * (hint = root word) · FB4 given letters (hint) · FB5 listen and fill (audio) · FB6 look and
 * write (image) · FB7 sentence transformation (prompt = original, text = new start with a gap)
 * · FB8 open cloze in a passage.
 */
export interface FillBlankQuestion extends QuestionBase {
  type: 'FB1' | 'FB2' | 'FB3' | 'FB4' | 'FB5' | 'FB6' | 'FB7' | 'FB8';
  text: string;
  gaps: Gap[];
  bank?: string[];
}

/** SO: a drop-down in each gap of `text`. One point per gap. */
export interface SelectOptionQuestion extends QuestionBase {
  type: 'SO';
  text: string;
  gaps: { id: string; options: string[]; answer: string }[];
}

/** SA: a short typed answer to the prompt. */
export interface ShortAnswerQuestion extends QuestionBase {
  type: 'SA';
  accepted: string[];
  /** Longest answer the input takes (default 100). */
  maxLength?: number;
}

/** DS: dictation — type what the audio says; scored by words right. */
export interface DictationQuestion extends QuestionBase {
  type: 'DS';
  audio: string;
  transcript: string;
  accepted: string[];
}

/** SL: put the items in order. Authored in the correct order; the API shuffles them. */
export interface SortQuestion extends QuestionBase {
  type: 'SL';
  items: { id: string; text: string }[];
  /** How the sorted items read as one text (' ' for words into a sentence, '\n' for lines). */
  joiner?: string;
}

/**
 * DD: drag tokens to targets — into the [[id]] gaps of `text` (targets are the gaps) or into
 * labelled groups. `answer` maps each token id to its target id; tokens not in it are
 * distractors. Gaps mode: one point per gap; groups mode: one point per token, a distractor
 * earning its point by being left out (docs/question-types.md).
 */
export interface DragDropQuestion extends QuestionBase {
  type: 'DD';
  mode: 'gaps' | 'groups';
  text?: string;
  targets: { id: string; label?: string }[];
  tokens: { id: string; text?: string; image?: string }[];
  answer: Record<string, string>;
}

/** MG: match each left item to one right item (right may have extras). One point per pair. */
export interface MatchingQuestion extends QuestionBase {
  type: 'MG';
  left: { id: string; text?: string; image?: string }[];
  right: { id: string; text?: string; image?: string }[];
  answer: Record<string, string>;
}

/** FC: a set of flashcards to flip through; practice only, never scored. */
export interface FlashcardQuestion extends QuestionBase {
  type: 'FC';
  cards: { id: string; front: string; back: LocalizedText; image?: string; audio?: string }[];
}

/**
 * Speaking, stored and marked "awaiting review", never auto-scored. SP1 read aloud (`text`) ·
 * SP2 listen and repeat (audio) · SP3 answer a question · SP4 describe a picture (image).
 */
export interface SpeakingQuestion extends QuestionBase {
  type: 'SP1' | 'SP2' | 'SP3' | 'SP4';
  text?: string;
  /** Recording limit in seconds (30 for the short games). */
  maxSeconds: number;
  /** What a good answer covers, shown in review. */
  sampleAnswer?: string;
}

/** WR1: free writing, stored and marked "awaiting review". */
export interface WritingQuestion extends QuestionBase {
  type: 'WR1';
  minWords: number;
  maxWords: number;
  sampleAnswer?: string;
}

export type LeafQuestion =
  | ChoiceQuestion
  | MultipleResponseQuestion
  | TrueFalseQuestion
  | FillBlankQuestion
  | SelectOptionQuestion
  | ShortAnswerQuestion
  | DictationQuestion
  | SortQuestion
  | DragDropQuestion
  | MatchingQuestion
  | FlashcardQuestion
  | SpeakingQuestion
  | WritingQuestion;

/** LS: one recording with several questions about it. */
export interface ListeningGroup {
  id: string;
  type: 'LS';
  skill: 'LI';
  audio: string;
  transcript: string;
  playLimit?: number;
  instruction?: LocalizedText;
  image?: string;
  items: LeafQuestion[];
}

/** MIX: one passage with sub-questions of different types. */
export interface MixedGroup {
  id: string;
  type: 'MIX';
  skill: Skill;
  passage: string;
  title?: string;
  instruction?: LocalizedText;
  image?: string;
  items: LeafQuestion[];
}

export type AuthoredQuestion = LeafQuestion | ListeningGroup | MixedGroup;

export interface AuthoredSection {
  id: string;
  title: LocalizedText;
  instruction?: LocalizedText;
  /** A reading passage for the whole section. */
  passage?: string;
  audio?: string;
  transcript?: string;
  playLimit?: number;
  image?: string;
  questions: AuthoredQuestion[];
}

export interface AuthoredUnitTest {
  /** Stable numeric id (links and results depend on it). */
  id: number;
  /** URL-safe, unique: /practice-test/{slug}. */
  slug: string;
  name: string;
  nameEn: string;
  labels?: string | null;
  testCount?: number | null;
  scope: 'SYSTEM';
  unitType: 'PRACTICE' | 'TEST';
  unitTestType: UnitTestType;
  testKind: 'HAVE_LEVEL' | 'NONE_LEVEL' | 'LINEAR' | 'ADAPTIVE';
  isInternationalExam: boolean;
  subject: 'ENGLISH';
  schoolLevel: SchoolLevel | null;
  /** Grade codes G1–G13. */
  grades: string[];
  practiceModeId?: number | null;
  examId?: number | null;
  certificateId?: number | null;
  topic?: LocalizedText | null;
  unit?: { number: number; title: LocalizedText } | null;
  /** Minutes, or null for none. */
  duration: number | null;
  accessTier: AccessTier;
  price?: number | null;
  featured?: boolean;
  description: LocalizedText;
  sections: AuthoredSection[];
}
