/** POST /itf/unit-tests-result/send-mail: sends the result to an e-mail address. */
import { PLAYER_PATHS, type SendMailData, type SendMailRequest } from '@contract/player';
import { apiClient, postData } from '@/lib/api-client';

export function sendResultMail(body: SendMailRequest): Promise<SendMailData> {
  return postData<SendMailData>(apiClient, PLAYER_PATHS.sendMail, body);
}
