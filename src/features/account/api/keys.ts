/**
 * SWR keys of the account feature. Keys are the API paths they load, so a getServerSideProps
 * `fallback` and the hook always agree. The profile key is owned by lib/profile because other
 * features (sign-in, logout, teacher guard, home) read the same cache entry. The grade list is
 * loaded with lib/grades (GRADES_KEY), shared with the other features.
 */
import { API_PATHS } from '@contract/api';
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import { profileKeys } from '@/lib/profile/keys';

export const accountKeys = {
  profile: () => profileKeys.profile(),
  loginSessions: (userId: number) => API_PATHS.loginSession(userId),
  quantityUse: () => COMMERCE_PATHS.quantityUse,
  /** POST /account/update-avatar (a mutation: nothing is cached under it). */
  updateAvatar: () => API_PATHS.updateAvatar,
} as const;
