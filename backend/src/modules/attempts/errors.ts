import { AppError } from '../../lib/errors';

/** The refusals of the test lifecycle, shared by its parts. */

export const attemptNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such attempt.');
export const testNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such unit test.');
export const resultNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such result.');
export const notYours = () =>
  new AppError(
    403,
    'FORBIDDEN',
    'This attempt belongs to someone else: sign in as its owner or send its attemptSecret.',
  );
export const notYourResult = () =>
  new AppError(
    403,
    'FORBIDDEN',
    'This result belongs to someone else: sign in as its owner, or use its attemptSecret or a share code.',
  );
export const ownedByAnother = () =>
  new AppError(409, 'ATTEMPT_ALREADY_OWNED', 'This attempt already belongs to another account.');
export const attemptClosed = () =>
  new AppError(409, 'ATTEMPT_CLOSED', 'This attempt was already submitted or voided: open its result instead.');
export const noOpenAttempt = () =>
  new AppError(
    409,
    'NO_OPEN_ATTEMPT',
    'There is no open attempt of this test to continue: it was submitted, voided or its time ran out.',
  );
export const attemptExpired = () =>
  new AppError(
    409,
    'ATTEMPT_EXPIRED',
    'The time for this attempt is over: nothing more can be saved; submit it to see the result.',
  );
