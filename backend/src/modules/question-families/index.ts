/**
 * Question families (one folder each: authored shape, content checks, play view, answer shape,
 * scoring, correct and seeded answers), as the rest of the API sees them. Import from here.
 */
export { familyOf, familyOfType, QUESTION_FAMILIES } from './registry';
export type { CorrectAnswer, QuestionFamily, Report } from './family';
export type { LeafScore } from './shared/score';
export { round2 } from './shared/score';
export { duplicates, gapMarkers, list } from './shared/checks';
