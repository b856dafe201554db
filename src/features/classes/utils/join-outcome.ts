/**
 * The six outcomes of the join-class request (spec §4), by answer code. The code may come in a
 * success answer or in a refusal; either way the code alone decides.
 */
export type JoinOutcome =
  | { kind: 'requestSent' }
  | { kind: 'joined' }
  | { kind: 'alreadyMember' }
  | { kind: 'alreadyRequested' }
  | { kind: 'classFull' }
  | { kind: 'invalidCode' };

const OUTCOME_OF_CODE: Record<string, JoinOutcome['kind']> = {
  REQUEST_JOIN_CLASS_SUCCESSFUL: 'requestSent',
  JOIN_CLASS_SUCCESSFUL: 'joined',
  JOINED_CLASS: 'alreadyMember',
  REQUESTED_JOIN_CLASS: 'alreadyRequested',
  REACH_LIMIT_STUDENT_PER_CLASS: 'classFull',
};

export function joinOutcome(code: string | null | undefined): JoinOutcome {
  return { kind: (code && Object.hasOwn(OUTCOME_OF_CODE, code) && OUTCOME_OF_CODE[code]) || 'invalidCode' };
}
