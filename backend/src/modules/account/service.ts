import type { UpdateAvatarData, UpdateProfileRequest, UserDto } from '@contract/api';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField, unauthorized } from '../../lib/errors';
import { normaliseAvatar, storeAvatar, removeStoredAvatar, type ImageType } from './avatar';
import { isUniqueViolation } from '../../db/database';
import { createUserWrites, type UserRecord, type UsersRepository } from './repository';

export type ToUserDto = (user: UserRecord) => UserDto;

/** Stored avatars are paths under the uploads directory; clients get an absolute URL. */
function avatarUrl(avatar: string | null, publicApiUrl: string): string | null {
  if (avatar === null || avatar === '') return null;
  if (/^https?:\/\//.test(avatar)) return avatar;
  return `${publicApiUrl}/uploads/${avatar}`;
}

export function createUserDtoMapper(publicApiUrl: string): ToUserDto {
  return (user) => ({
    id: user.id,
    roleCode: user.roleCode,
    fullName: user.fullName,
    phone: user.phone,
    email: user.email,
    avatar: avatarUrl(user.avatar, publicApiUrl),
    status: user.status,
    receivedGift: user.receivedGift,
    grade: user.grade,
  });
}

export const alreadyRegistered = () =>
  new AppError(409, 'ALREADY_REGISTERED', 'This phone number or e-mail is already registered.');

export interface AccountServiceDeps {
  db: Database;
  users: UsersRepository;
  clock: Clock;
  toDto: ToUserDto;
  uploadsDir: string;
}

export function createAccountService({ db, users, clock, toDto, uploadsDir }: AccountServiceDeps) {
  const writes = createUserWrites(db);

  async function requireUser(userId: number): Promise<UserRecord> {
    const user = await users.findById(userId);
    // A valid token for a user that no longer exists is treated like a bad token.
    if (!user) throw unauthorized('The account for this token no longer exists.');
    return user;
  }

  return {
    async getProfile(userId: number): Promise<UserDto> {
      return toDto(await requireUser(userId));
    },

    /** `email`/`gradeId` left out stay as they are; null clears them. */
    async updateProfile(userId: number, request: UpdateProfileRequest): Promise<UserDto> {
      const user = await requireUser(userId);
      const email = request.email === undefined || request.email === null ? request.email : request.email.toLowerCase();
      if (email === null && user.phone === null) {
        throw invalidField('email', 'cannot be removed from an account that has no phone number');
      }
      if (typeof email === 'string') {
        const owner = await users.findByEmail(email);
        if (owner && owner.id !== userId) throw alreadyRegistered();
      }
      if (typeof request.gradeId === 'number' && !(await users.gradeExists(request.gradeId))) {
        throw invalidField('gradeId', 'is not a known grade');
      }
      try {
        await writes.updateProfile(
          userId,
          { fullName: request.fullName, email, gradeId: request.gradeId },
          clock.now().toISOString(),
        );
      } catch (error) {
        // Another account took the e-mail between the check and the write.
        if (isUniqueViolation(error)) throw alreadyRegistered();
        throw error;
      }
      return toDto(await requireUser(userId));
    },

    /** Stores the (already type-checked) image under a random name and drops the previous one. */
    async updateAvatar(userId: number, image: { data: Buffer; type: ImageType }): Promise<UpdateAvatarData> {
      const user = await requireUser(userId);
      const pixels = await normaliseAvatar(image.data, image.type);
      if (!pixels) throw invalidField('file', 'is not a readable JPG or PNG image');
      const path = await storeAvatar(uploadsDir, pixels, image.type);
      await writes.updateAvatar(userId, path, clock.now().toISOString());
      // Best effort: the new avatar is saved either way, and an orphaned old file harms nobody.
      await removeStoredAvatar(uploadsDir, user.avatar).catch(() => undefined);
      const url = toDto({ ...user, avatar: path }).avatar;
      if (url === null) throw new Error('An avatar path was stored but yields no URL.');
      return { avatar: url };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
