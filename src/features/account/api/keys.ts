/**
 * SWR keys of the account feature. Keys are the API paths they load, so a getServerSideProps
 * `fallback` and the hook always agree. The profile key is owned by lib/current-user because
 * other features (logout, teacher guard) read the same cache entry; the grades key is the one the
 * catalogue feature uses, so both share one cached list.
 */
import { API_PATHS } from '@contract/api';
import { PROFILE_KEY } from '@/lib/current-user';

export const accountKeys = {
  profile: () => PROFILE_KEY,
  grades: () => API_PATHS.grades,
  loginSessions: (userId: number) => API_PATHS.loginSession(userId),
} as const;
