/**
 * POST /itf/mistakes/practice: a new round of the review set. A mutation, never a `useSWR`: a
 * focus or a remount must not swap the questions under the learner's hands.
 */
import { mistakesApi } from '@contract/client-api';
import type { MistakesRoundDto } from '@contract/mistakes';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { mistakesKeys } from './keys';

export function useStartPractice() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<MistakesRoundDto, ApiError, string>(
    mistakesKeys.practice(),
    async () => {
      const round = await call(mistakesApi.practice);
      await mutate(mistakesKeys.summary(), round.summary, { revalidate: false });
      return round;
    },
    { throwOnError: false },
  );
}
