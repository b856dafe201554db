/**
 * SWR keys of the account feature. Keys are the API paths they load, so a getServerSideProps
 * `fallback` and the hook always agree. The profile key is owned by lib/current-user because
 * other features (logout, teacher guard) read the same cache entry.
 */
import { PROFILE_KEY } from '@/lib/current-user';

export const accountKeys = {
  profile: () => PROFILE_KEY,
} as const;
