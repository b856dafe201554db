import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import type { UserWrites } from './repository';

/** A new password may not be any of this many previous ones (nor the current one). */
export const PASSWORD_HISTORY_SIZE = 5;

const samePassword = () =>
  new AppError(400, 'SAME_OLD_PASSWORD', 'The new password must be different from the current one.');

const duplicatePassword = () =>
  new AppError(400, 'DUPLICATE_PASSWORD', 'The new password must not be one of your recent passwords.');

/**
 * Rules every flow that sets a password shares (change, reset, first login). `knownCurrent`
 * is the current password in clear when the caller just verified it, which saves one hash.
 * The history hashes are checked in parallel: scrypt runs on libuv's thread pool.
 */
export async function assertPasswordIsNew(
  writes: Pick<UserWrites, 'recentPasswordHashes'>,
  user: { id: number; passwordHash: string },
  newPassword: string,
  knownCurrent?: string,
): Promise<void> {
  const same =
    knownCurrent !== undefined
      ? knownCurrent.normalize('NFC') === newPassword.normalize('NFC')
      : await verifyPassword(newPassword, user.passwordHash);
  if (same) throw samePassword();
  const previous = await writes.recentPasswordHashes(user.id, PASSWORD_HISTORY_SIZE);
  const matches = await Promise.all(previous.map((hash) => verifyPassword(newPassword, hash)));
  if (matches.some(Boolean)) throw duplicatePassword();
}
