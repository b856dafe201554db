/**
 * POST /itf/mistakes/:id/check: the server scores one answer and answers the review (correct
 * answer, explanation) and where the question stands; the summary it carries refreshes the count.
 */
import { mistakesApi } from '@contract/client-api';
import type { CheckMistakeDto } from '@contract/mistakes';
import type { PlayerAnswer } from '@contract/player';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { call } from '@/lib/api/call';
import { mistakesKeys } from './keys';

function checkMistake(id: number, answer: PlayerAnswer): Promise<CheckMistakeDto> {
  return call(mistakesApi.check, { params: { id }, body: { answer } });
}

/** Checking from a screen: the summary the answer carries goes into the cache as it is. */
export function useCheckMistake(): (id: number, answer: PlayerAnswer) => Promise<CheckMistakeDto> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, answer: PlayerAnswer) => {
      const checked = await checkMistake(id, answer);
      await mutate(mistakesKeys.summary(), checked.summary, { revalidate: false });
      return checked;
    },
    [mutate],
  );
}
