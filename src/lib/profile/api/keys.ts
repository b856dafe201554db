/**
 * SWR key of the signed-in user's profile, shared by every feature that reacts to the session
 * (the shell and header, sign-in, logout, the teacher guard, the home, the account). It lives in
 * lib because features may not import each other. The key is the path it loads, so an SSR
 * `fallback` can use it as is.
 */
import { accountApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

export const profileKeys = {
  /** GET /account/profile; PUT /account/update-profile and the avatar upload populate it. */
  profile: () => keyOf(accountApi.profile),
} as const;
