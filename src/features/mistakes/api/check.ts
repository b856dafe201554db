/**
 * POST /itf/mistakes/:id/check: the server scores one answer and answers the review (correct
 * answer, explanation) and where the question stands; the summary it carries refreshes the count.
 */
import { mistakesApi } from '@contract/client-api';
import type { CheckMistakeDto } from '@contract/mistakes';
import type { PlayerAnswer } from '@contract/player';
import { call } from '@/lib/api/call';

export function checkMistake(id: number, answer: PlayerAnswer): Promise<CheckMistakeDto> {
  return call(mistakesApi.check, { params: { id }, body: { answer } });
}
