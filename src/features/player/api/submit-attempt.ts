/** POST /itf/unit-tests-result/submit (students) or …/user-submit (guests): hands the attempt in. */
import { PLAYER_PATHS, type SubmitRequest, type SubmitResultData } from '@contract/player';
import { studentOrUser } from './student-or-user';

export function submitAttempt(body: SubmitRequest): Promise<SubmitResultData> {
  return studentOrUser<SubmitResultData>(PLAYER_PATHS.submit, PLAYER_PATHS.userSubmit, body);
}
