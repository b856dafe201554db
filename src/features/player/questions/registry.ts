/**
 * Question type → family component, each loaded on demand (next/dynamic) so the player ships
 * only the families a test uses. The family files are written to the contract in ./types.ts.
 */
import dynamic from 'next/dynamic';
import type { QuestionTypeCode } from '@contract/content';
import type { QuestionComponent } from './types';

type FamilyName =
  | 'choice'
  | 'multiple-response'
  | 'true-false'
  | 'fill-blank'
  | 'select-option'
  | 'short-answer'
  | 'dictation'
  | 'writing'
  | 'sort'
  | 'drag-drop'
  | 'matching'
  | 'flashcards'
  | 'speaking';

function familyOf(type: QuestionTypeCode): FamilyName | null {
  if (/^MC\d+$/.test(type)) return 'choice';
  if (/^FB\d+$/.test(type)) return 'fill-blank';
  if (/^SP\d+$/.test(type)) return 'speaking';
  switch (type) {
    case 'MR':
      return 'multiple-response';
    case 'TF':
      return 'true-false';
    case 'SO':
      return 'select-option';
    case 'SA':
      return 'short-answer';
    case 'DS':
      return 'dictation';
    case 'WR1':
      return 'writing';
    case 'SL':
      return 'sort';
    case 'DD':
      return 'drag-drop';
    case 'MG':
      return 'matching';
    case 'FC':
      return 'flashcards';
    default:
      return null;
  }
}

const FAMILIES: Record<FamilyName, QuestionComponent> = {
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
  flashcards: dynamic(() => import('./families/flashcards'), { ssr: false }),
  speaking: dynamic(() => import('./families/speaking'), { ssr: false }),
};

/** The component answering a question type, or null for a type the player does not know. */
export function questionComponent(type: QuestionTypeCode): QuestionComponent | null {
  const family = familyOf(type);
  return family ? FAMILIES[family] : null;
}
