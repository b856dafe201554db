/** GET /student/gift: the grades a gift list exists for (the modal's choices). */
import type { GiftOptionsDto } from '@contract/gift';
import { giftApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { giftKeys } from './keys';

function getGiftOptions(): Promise<GiftOptionsDto> {
  return call(giftApi.options);
}

export function useGiftOptions() {
  const { data, error, isLoading } = useSWR<GiftOptionsDto>(giftKeys.options(), getGiftOptions, {
    revalidateOnFocus: false,
  });
  return { data, error: error as unknown, isLoading };
}
