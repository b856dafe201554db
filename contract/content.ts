/**
 * The authored form of a test: what `backend/content/tests/*.json` holds. The model is declared
 * once, in TypeBox (./content-schema.ts); the types here are derived from it, and the values the
 * web app may use come from ./question-types.ts (this module stays free of TypeBox). The seed
 * checks every file against the model (structure and meaning) before writing it to the database.
 * Answers live here and in the database only; the play payload the browser receives strips them.
 *
 * Text conventions (passages, prompts, options):
 * - Plain text. Paragraphs are separated by a blank line ("\n\n"). Markers %b%…%b%, %i%…%i%,
 *   %u%…%u% give bold, italic and underline (spec §5). Never HTML.
 * - A gap inside a text is written [[id]] where id is the gap's id (e.g. "I [[1]] to school.").
 * Media paths are relative to `backend/content/media/` (e.g. "audio/ket-1-part1.mp3",
 * "images/cat.svg") and are served by the main API under `/media/`.
 */
import type { Static } from '@sinclair/typebox';
import type {
  AuthoredQuestionSchema,
  AuthoredSectionSchema,
  AuthoredUnitTestSchema,
  ChoiceOptionSchema,
  ChoiceQuestionSchema,
  DictationQuestionSchema,
  DragDropQuestionSchema,
  FillBlankQuestionSchema,
  FlashcardQuestionSchema,
  LeafQuestionSchema,
  ListeningGroupSchema,
  MatchingQuestionSchema,
  MixedGroupSchema,
  MultipleResponseQuestionSchema,
  SelectOptionQuestionSchema,
  ShortAnswerQuestionSchema,
  SortQuestionSchema,
  SpeakingQuestionSchema,
  TrueFalseQuestionSchema,
  WritingQuestionSchema,
} from './content-schema';

export {
  GROUP_TYPE_CODES,
  HIGHLIGHT_COLOURS,
  QUESTION_TYPE_CODES,
  QUESTION_TYPE_IDS,
  questionFamilyOf,
  SHAPES,
  type HighlightColour,
  type QuestionFamilyName,
  type QuestionTypeCode,
  type Shape,
} from './question-types';

export type ChoiceOption = Static<typeof ChoiceOptionSchema>;
export type ChoiceQuestion = Static<typeof ChoiceQuestionSchema>;
export type MultipleResponseQuestion = Static<typeof MultipleResponseQuestionSchema>;
export type TrueFalseQuestion = Static<typeof TrueFalseQuestionSchema>;
export type FillBlankQuestion = Static<typeof FillBlankQuestionSchema>;
export type SelectOptionQuestion = Static<typeof SelectOptionQuestionSchema>;
export type ShortAnswerQuestion = Static<typeof ShortAnswerQuestionSchema>;
export type DictationQuestion = Static<typeof DictationQuestionSchema>;
export type SortQuestion = Static<typeof SortQuestionSchema>;
export type DragDropQuestion = Static<typeof DragDropQuestionSchema>;
export type MatchingQuestion = Static<typeof MatchingQuestionSchema>;
export type FlashcardQuestion = Static<typeof FlashcardQuestionSchema>;
export type SpeakingQuestion = Static<typeof SpeakingQuestionSchema>;
export type WritingQuestion = Static<typeof WritingQuestionSchema>;
/** One of the leaf families (docs/question-types.md). */
export type LeafQuestion = Static<typeof LeafQuestionSchema>;
export type ListeningGroup = Static<typeof ListeningGroupSchema>;
export type MixedGroup = Static<typeof MixedGroupSchema>;
export type AuthoredQuestion = Static<typeof AuthoredQuestionSchema>;
export type AuthoredSection = Static<typeof AuthoredSectionSchema>;
export type AuthoredUnitTest = Static<typeof AuthoredUnitTestSchema>;
