/**
 * SWR keys of the account feature. Keys are the API paths they load, so a getServerSideProps
 * `fallback` and the hook always agree. The profile key is owned by lib/profile because other
 * features (sign-in, logout, teacher guard, home) read the same cache entry, and the credits
 * (GET /account/quantity-use) by lib/commerce/api/quantities (the test pages spend credits). The
 * grade list is loaded with lib/catalogue/api/grades.
 */
import { accountApi, messagingApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';
import { profileKeys } from '@/lib/profile/api/keys';

export const accountKeys = {
  profile: () => profileKeys.profile(),
  loginSessions: (userId: number) => keyOf(accountApi.loginSessions, { params: { userId } }),
  /** POST /account/update-avatar (a mutation: nothing is cached under it). */
  updateAvatar: () => keyOf(accountApi.updateAvatar),
  /** GET /zalo/link: the account's messaging (Zalo) link. */
  messagingLink: () => keyOf(messagingApi.link),
} as const;
