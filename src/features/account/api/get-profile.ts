/**
 * GET /account/profile. The request and hook are implemented in lib/current-user (shared by
 * several features, which may not import each other); this is the account feature's entry.
 */
export { getProfile, useHasSession, useProfile } from '@/lib/current-user';
