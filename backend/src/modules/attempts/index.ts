/**
 * The test lifecycle (attempts and their results), as the rest of the API sees it. Everything
 * else in this folder is internal: import from here.
 */
export {
  createLifecycle,
  type AttemptsService,
  type RecordingAccess,
  type ResultsService,
  type SingleQuestions,
} from './service';
export { attemptsRoutes } from './routes';
export { resultsRoutes } from './results-routes';
export { callerOf, secretHeaderOf, type Caller } from './caller';
export { parseOutcome, scoreAttempt, storedOutcomeOf, toResultDto, type StoredOutcome } from './outcome';
export { readTestContent } from './content';
export { buildPlayView, leavesOf, toAuthoredAnswer } from './attempt-view';
