import type { LeafQuestion, QuestionTypeCode } from '@contract/content';
import { choice } from './choice';
import { dictation } from './dictation';
import { dragDrop } from './drag-drop';
import type { QuestionFamily } from './family';
import { fillBlank } from './fill-blank';
import { flashcard } from './flashcard';
import { matching } from './matching';
import { multipleResponse } from './multiple-response';
import { selectOption } from './select-option';
import { shortAnswer } from './short-answer';
import { sort } from './sort';
import { speaking } from './speaking';
import { trueFalse } from './true-false';
import { writing } from './writing';

/** Every leaf question family. A new family is a folder beside these, listed here. */
export const QUESTION_FAMILIES: readonly QuestionFamily[] = [
  choice,
  multipleResponse,
  trueFalse,
  fillBlank,
  selectOption,
  shortAnswer,
  dictation,
  sort,
  dragDrop,
  matching,
  flashcard,
  speaking,
  writing,
];

const byType = new Map<string, QuestionFamily>(
  QUESTION_FAMILIES.flatMap((family) => family.types.map((type) => [type, family] as const)),
);

/** The family of a type code; undefined for a group code (LS, MIX) or an unknown one. */
export function familyOfType(type: QuestionTypeCode | string): QuestionFamily | undefined {
  return byType.get(type);
}

/** The family of an authored leaf question (the content check guarantees one). */
export function familyOf(question: LeafQuestion): QuestionFamily {
  const family = byType.get(question.type);
  if (!family) throw new Error(`No question family serves type ${question.type}`);
  return family;
}
