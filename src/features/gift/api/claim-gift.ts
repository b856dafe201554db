/** POST /student (spec §7): claims the gift for a grade; payload gradeId. */
import type { UserDto } from '@contract/api';
import { giftApi } from '@contract/client-api';
import type { GiftClaimDto } from '@contract/gift';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { call } from '@/lib/api/call';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { profileKeys } from '@/lib/profile/api/keys';

function claimGift(gradeId: number): Promise<GiftClaimDto> {
  return call(giftApi.claim, { body: { gradeId } });
}

/**
 * Claiming from a screen: the gift's tests join the tests owned, and the profile says the gift
 * was received (without asking again, so the gift button goes at once).
 */
export function useClaimGift(): (gradeId: number) => Promise<GiftClaimDto> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (gradeId: number) => {
      const claim = await claimGift(gradeId);
      void mutate(catalogueKeys.ownedUnitTests());
      void mutate<UserDto>(
        profileKeys.profile(),
        (current) => (current ? { ...current, receivedGift: true } : current),
        { revalidate: false },
      );
      return claim;
    },
    [mutate],
  );
}
