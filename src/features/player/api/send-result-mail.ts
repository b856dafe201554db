/** POST /itf/unit-tests-result/send-mail: sends the result to an e-mail address. */
import { resultsApi } from '@contract/client-api';
import type { SendMailData, SendMailRequest } from '@contract/player';
import { call } from '@/lib/api/call';

export function sendResultMail(body: SendMailRequest): Promise<SendMailData> {
  return call(resultsApi.sendMail, { body });
}
