import type { LeafQuestion, QuestionTypeCode } from '@contract/content';
import { questionFamilyOf, type QuestionFamilyName } from '@contract/question-types';
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

/**
 * Every leaf question family, by its name in QUESTION_FAMILY_TYPES: a family missing here, or
 * one the contract does not name, fails the typecheck. A new family is a folder beside these.
 */
const FAMILIES: { readonly [Name in QuestionFamilyName]: QuestionFamily } = {
  choice,
  'multiple-response': multipleResponse,
  'true-false': trueFalse,
  'fill-blank': fillBlank,
  'select-option': selectOption,
  'short-answer': shortAnswer,
  dictation,
  sort,
  'drag-drop': dragDrop,
  matching,
  flashcard,
  speaking,
  writing,
};

export const QUESTION_FAMILIES: readonly QuestionFamily[] = Object.values(FAMILIES);

/** The family of a type code; undefined for a group code (LS, MIX) or an unknown one. */
export function familyOfType(type: QuestionTypeCode | string): QuestionFamily | undefined {
  const name = questionFamilyOf(type);
  return name && FAMILIES[name];
}

/** The family of an authored leaf question (the content check guarantees one). */
export function familyOf(question: LeafQuestion): QuestionFamily {
  const family = familyOfType(question.type);
  if (!family) throw new Error(`No question family serves type ${question.type}`);
  return family;
}
