/**
 * "Practise my mistakes": the review set's runtime values without TypeBox, so the web app can
 * import them. The request and response shapes are schemas in `mistakes.ts`.
 */

export const MISTAKES_PATH = '/itf/mistakes';

export const MISTAKES_RULES = {
  /** Questions in one practice round. */
  ROUND_SIZE: 10,
  /** Right answers on this many different days (the student's time zone) take a question out of the set. */
  RIGHT_DAYS_TO_CLEAR: 2,
} as const;
