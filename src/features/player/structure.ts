/**
 * The play payload seen as the player walks it: every leaf question in play order with the
 * group (LS/MIX) and section around it, and what counts as "answered".
 */
import type { PlayLeafQuestion, PlayListeningGroup, PlayMixedGroup, PlaySectionDto } from '@contract/player';

/** What counts as answered is shared with the API (the home page's "continue" progress). */
export { isAnswered } from '@contract/player';

export interface LeafEntry {
  question: PlayLeafQuestion;
  group: PlayListeningGroup | PlayMixedGroup | null;
  section: PlaySectionDto;
  sectionIndex: number;
}

type SectionLike = Omit<PlaySectionDto, 'questions'> & { questions: readonly unknown[] };

function isGroup(q: { type: string }): q is PlayListeningGroup | PlayMixedGroup {
  return q.type === 'LS' || q.type === 'MIX';
}

/** Leaves in the payload's `questionOrder` (falling back to document order for anything missing). */
export function flattenSections<S extends SectionLike>(sections: readonly S[], order?: readonly string[]): LeafEntry[] {
  const entries: LeafEntry[] = [];
  sections.forEach((section, sectionIndex) => {
    for (const raw of section.questions as (PlayLeafQuestion | PlayListeningGroup | PlayMixedGroup)[]) {
      if (isGroup(raw)) {
        for (const item of raw.items) {
          entries.push({ question: item, group: raw, section: section as unknown as PlaySectionDto, sectionIndex });
        }
      } else {
        entries.push({ question: raw, group: null, section: section as unknown as PlaySectionDto, sectionIndex });
      }
    }
  });
  if (!order || order.length === 0) return numberScored(entries);
  const byId = new Map(entries.map((e) => [e.question.id, e]));
  const ordered = order.map((id) => byId.get(id)).filter((e): e is LeafEntry => Boolean(e));
  const seen = new Set(ordered.map((e) => e.question.id));
  return numberScored([...ordered, ...entries.filter((e) => !seen.has(e.question.id))]);
}

/**
 * Questions are numbered 1…n in play order, counting only what is scored: an unscored item
 * (a flashcard deck) gets number 0 and is shown without a question number (`isNumbered`), so
 * "Question 1" and "x/n answered" mean the same questions as the score does.
 */
function numberScored(entries: LeafEntry[]): LeafEntry[] {
  let number = 0;
  return entries.map((entry) => {
    const shown = needsAnswer(entry.question) ? (number += 1) : 0;
    return shown === entry.question.number ? entry : { ...entry, question: { ...entry.question, number: shown } };
  });
}

/** Whether the question shows a number and counts in the progress (see numberScored). */
export function isNumbered(question: PlayLeafQuestion): boolean {
  return question.number > 0;
}

/** Flashcards are never scored: the navigator and the unanswered list leave them out. */
export function needsAnswer(question: PlayLeafQuestion): boolean {
  return question.type !== 'FC';
}
