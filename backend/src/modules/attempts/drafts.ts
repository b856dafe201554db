import type { LeafQuestion } from '@contract/content';
import type { DraftSavedDto, DraftSaveRequest, DraftStateDto, PlayerAnswer } from '@contract/player';
import { invalidField } from '../../lib/errors';
import { familyOf } from '../question-families';
import type { Access } from './access';
import type { Caller } from './caller';
import type { AttemptClock } from './clock';
import type { ContentStore } from './content';
import { attemptClosed } from './errors';
import type { AttemptRow, AttemptsRepository } from './repository';

/** 400 unless every answer, the current question and every flag name a question of the test, with the family's answer shape. */
export function checkDraft(
  leaves: Map<string, LeafQuestion>,
  input: { answers?: Record<string, PlayerAnswer>; currentQuestionId?: string | null; flags?: string[] },
): void {
  for (const [id, answer] of Object.entries(input.answers ?? {})) {
    const question = leaves.get(id);
    if (!question) throw invalidField(`answers.${id}`, 'is not a question of this test');
    const shape = familyOf(question).answerKey;
    if (!(shape in answer)) throw invalidField(`answers.${id}`, `must be { ${shape} } for a ${question.type} question`);
  }
  if (
    input.currentQuestionId !== undefined &&
    input.currentQuestionId !== null &&
    !leaves.has(input.currentQuestionId)
  ) {
    throw invalidField('currentQuestionId', 'is not a question of this test');
  }
  const unknownFlag = input.flags?.find((flag) => !leaves.has(flag));
  if (unknownFlag !== undefined)
    throw invalidField('flags', `names "${unknownFlag}", which is not a question of this test`);
}

/** The stored draft of an attempt, as the player reads it back. */
export function draftOf(attempt: AttemptRow): DraftStateDto {
  return {
    answers: JSON.parse(attempt.answers_json) as Record<string, PlayerAnswer>,
    currentQuestionId: attempt.current_question,
    flags: JSON.parse(attempt.flags_json) as string[],
    revision: attempt.draft_revision,
    savedAt: attempt.draft_saved_at,
  };
}

export interface DraftsDeps {
  attempts: AttemptsRepository;
  access: Access;
  clock: AttemptClock;
  content: ContentStore;
}

/** Saving drafts: only a newer revision of an open attempt within its time is stored. */
export function createDrafts({ attempts, access, clock, content }: DraftsDeps) {
  return {
    async saveDraft(request: DraftSaveRequest, caller: Caller): Promise<DraftSavedDto> {
      const attempt = await access.owned(request.attemptId, caller, request.attemptSecret);
      clock.assertWritable(attempt);
      const { leaves } = await content.contentOf(await content.testOf(attempt));
      checkDraft(leaves, request);
      const savedAt = clock.now().toISOString();
      const stored = await attempts.saveDraft(attempt.id, {
        answers_json: JSON.stringify(request.answers),
        current_question: request.currentQuestionId,
        flags_json: JSON.stringify([...new Set(request.flags)]),
        draft_revision: request.revision,
        draft_saved_at: savedAt,
      });
      const after = (await attempts.findAttempt(attempt.id)) ?? attempt;
      // Closed between the check and the write (a submit in another tab): say so.
      if (!stored && after.status !== 'OPEN') throw attemptClosed();
      return {
        attemptId: attempt.id,
        revision: after.draft_revision,
        stored,
        savedAt: after.draft_saved_at ?? savedAt,
        deadline: attempt.deadline_at,
        now: clock.now().toISOString(),
      };
    },
  };
}
