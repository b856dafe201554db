/** Scoring of answers (pure functions), as the rest of the API sees it. Import from here. */
export { isAutoScored, maxPointsOf, percentOf, scoreLeaf, summarize, type ScoredLeaf } from './score';
export { ieltsBandOf } from './band';
