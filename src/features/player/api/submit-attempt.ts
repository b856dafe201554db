/** POST /itf/unit-tests-result/submit (students) or …/user-submit (guests): hands the attempt in. */
import { resultsApi } from '@contract/client-api';
import type { SubmitRequest, SubmitResultData } from '@contract/player';
import { studentOrUser } from './student-or-user';

export function submitAttempt(body: SubmitRequest): Promise<SubmitResultData> {
  return studentOrUser(resultsApi.submit, resultsApi.userSubmit, body);
}
