/**
 * Public entry for screens outside the player that show one question the way the player does
 * (the review set of "Practise my mistakes"): the question view, with its context, and the shapes
 * it takes.
 */
export { QuestionView } from '../components/question-view';
export type { LeafEntry } from '../structure';
export type { AudioPlayback } from '../questions/types';
