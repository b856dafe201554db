import type { UserDto } from '@contract/api';
import { unauthorized } from '../../lib/errors';
import type { UserRecord, UsersRepository } from './repository';

export function toUserDto(user: UserRecord): UserDto {
  return {
    id: user.id,
    roleCode: user.roleCode,
    fullName: user.fullName,
    phone: user.phone,
    email: user.email,
    avatar: user.avatar,
    status: user.status,
    receivedGift: user.receivedGift,
    grade: user.grade,
  };
}

export function createAccountService(users: UsersRepository) {
  return {
    async getProfile(userId: number): Promise<UserDto> {
      const user = await users.findById(userId);
      // A valid token for a user that no longer exists is treated like a bad token.
      if (!user) throw unauthorized('The account for this token no longer exists.');
      return toUserDto(user);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
