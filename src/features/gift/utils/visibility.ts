/** When the gift icon shows (spec §2, §4, §6). */
import type { UserDto } from '@contract/api';
import { showsGiftIcon } from '@/features/floating-buttons';

export interface GiftIconState {
  /** The signed-in user's profile; undefined for a guest or while it loads. */
  user: Pick<UserDto, 'roleCode' | 'receivedGift'> | undefined;
  pathname: string;
  /** Claimed already in this page session. */
  claimed: boolean;
  /** The international edition never offers the gift. */
  isInternational: boolean;
}

/**
 * A signed-in student who has not received the gift, not on login, the practice tests or their
 * index, who has not claimed it in this page session; never on the international edition.
 */
export function showsGiftButton({ user, pathname, claimed, isInternational }: GiftIconState): boolean {
  if (isInternational || claimed || !user) return false;
  if (user.roleCode !== 'STUDENT' || user.receivedGift) return false;
  return showsGiftIcon(pathname);
}

/** The grade the modal starts with: the user's own, unless it has no gift list. */
export function defaultGiftGrade(userGradeId: number | null | undefined, enabled: readonly number[]): number | null {
  return userGradeId != null && enabled.includes(userGradeId) ? userGradeId : null;
}
