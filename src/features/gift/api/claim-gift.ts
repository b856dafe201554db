/** POST /student (spec §7): claims the gift for a grade; payload gradeId. */
import type { GiftClaimDto } from '@contract/gift';
import { giftApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function claimGift(gradeId: number): Promise<GiftClaimDto> {
  return call(giftApi.claim, { body: { gradeId } });
}
