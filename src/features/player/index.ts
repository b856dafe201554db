/**
 * The player's public entry: what other features and pages may use. It stays light on
 * purpose — the screens themselves are in `lazy/`, one module each, so a page that shows them
 * on demand keeps them out of its first load.
 */
export { InvalidLink } from './components/invalid-link';
export type { CheckInfo } from './components/check-phase';
export { readLocalDraft } from './draft-store';
export { useOpenAttemptOf } from './api/open-attempt';
