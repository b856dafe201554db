/**
 * Which of the two HTTP listeners a route plugin is being registered on: the main API
 * (API_PORT) or the central sign-in service (AUTH_PORT). Some paths exist on both with
 * small differences (spec §7), so the plugins take this instead of many flags.
 */
export type Listener = 'main' | 'sign-in';
