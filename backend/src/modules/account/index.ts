/**
 * Accounts (users, profiles, avatars, passwords), as the rest of the API sees it. Everything else
 * in this folder is internal: import from here.
 */
import type { UsersRepository } from './repository';

export { accountRoutes } from './routes';
export {
  alreadyRegistered,
  createAccountService,
  createUserDtoMapper,
  type AccountService,
  type ToUserDto,
} from './service';
export {
  createUsersRepository,
  createUserWrites,
  isPhone,
  normalizeUsername,
  type UserRecord,
  type UsersRepository,
} from './repository';
export { assertPasswordIsNew, PASSWORD_HISTORY_SIZE } from './passwords';
export { AVATAR_DIR, detectImageType } from './avatar';
export { markGiftReceived } from './gift-flag';

/** A user by id (whom a result is mailed to): all the test lifecycle reads of the users table. */
export type UserById = Pick<UsersRepository, 'findById'>;
/** A user by username (where a one-time code goes): all the code service reads of the users table. */
export type UserByUsername = Pick<UsersRepository, 'findByUsername'>;
