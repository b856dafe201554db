/**
 * Question family → its component, each loaded on demand (next/dynamic) so the player ships
 * only the families a test uses. Which family answers a type is the contract's
 * QUESTION_FAMILY_TYPES, the map the API's families are keyed by too. The family files are
 * written to the contract in ./types.ts.
 */
import dynamic from 'next/dynamic';
import { questionFamilyOf, type QuestionFamilyName, type QuestionTypeCode } from '@contract/content';
import type { QuestionComponent } from './types';

const FAMILIES: Record<QuestionFamilyName, QuestionComponent> = {
  choice: dynamic(() => import('./families/choice'), { ssr: false }),
  'multiple-response': dynamic(() => import('./families/multiple-response'), { ssr: false }),
  'true-false': dynamic(() => import('./families/true-false'), { ssr: false }),
  'fill-blank': dynamic(() => import('./families/fill-blank'), { ssr: false }),
  'select-option': dynamic(() => import('./families/select-option'), { ssr: false }),
  'short-answer': dynamic(() => import('./families/short-answer'), { ssr: false }),
  dictation: dynamic(() => import('./families/dictation'), { ssr: false }),
  writing: dynamic(() => import('./families/writing'), { ssr: false }),
  sort: dynamic(() => import('./families/sort'), { ssr: false }),
  'drag-drop': dynamic(() => import('./families/drag-drop'), { ssr: false }),
  matching: dynamic(() => import('./families/matching'), { ssr: false }),
  flashcard: dynamic(() => import('./families/flashcards'), { ssr: false }),
  speaking: dynamic(() => import('./families/speaking'), { ssr: false }),
};

/** The component answering a question type, or null for a type the player does not know. */
export function questionComponent(type: QuestionTypeCode): QuestionComponent | null {
  const family = questionFamilyOf(type);
  return family ? FAMILIES[family] : null;
}
