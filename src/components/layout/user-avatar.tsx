import { useState } from 'react';
import type { UserDto } from '@contract/api';
import { splitDisplayName } from '@/lib/display-name';
import styles from './user-avatar.module.scss';

export interface UserAvatarProps {
  user: Pick<UserDto, 'fullName' | 'avatar'>;
  size?: 'small' | 'large';
}

/** The profile picture, or the initial of the given name (the last word) when there is none. */
export function UserAvatar({ user, size = 'small' }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { last } = splitDisplayName(user.fullName);
  const initial = (last || user.fullName).trim().charAt(0).toLocaleUpperCase('vi');
  const src = user.avatar && user.avatar !== failedSrc ? user.avatar : null;

  return (
    <span className={styles.avatar} data-size={size} aria-hidden="true">
      {src ? (
        // Avatars come from the sign-in service's storage, whose host next/image is not configured for.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={src} alt="" className={styles.image} onError={() => setFailedSrc(src)} />
      ) : (
        <span className={styles.initial}>{initial}</span>
      )}
    </span>
  );
}
