/** The limits of the third-party practice tests (no TypeBox: the web app loads it). */

export const THIRD_PARTY_PAGE_SIZE = { DEFAULT: 20, MAX: 50 } as const;
