import type { UserDto } from '@contract/api';
import { useState } from 'react';
import { splitDisplayName } from '@/lib/display-name';
import { resolveAssetUrl } from '../utils/asset-url';
import styles from './account-avatar.module.scss';

export interface AccountAvatarProps {
  user: Pick<UserDto, 'fullName' | 'avatar'>;
  /** Shown instead of the stored picture (a preview of a file about to be uploaded). */
  src?: string | null;
  /** Text alternative; without it the picture is decorative (the name is printed next to it). */
  alt?: string;
  size?: 'medium' | 'large';
}

/** The profile picture, or the initial of the given name (the last word) when there is none. */
export function AccountAvatar({ user, src, alt, size = 'large' }: AccountAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { last } = splitDisplayName(user.fullName);
  const initial = (last || user.fullName).trim().charAt(0).toLocaleUpperCase('vi');
  const candidate = src ?? resolveAssetUrl(user.avatar);
  const shown = candidate && candidate !== failedSrc ? candidate : null;

  return (
    <span className={styles.avatar} data-size={size}>
      {shown ? (
        // Uploaded pictures live on the API's origin, which next/image is not configured for.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={shown} alt={alt ?? ''} className={styles.image} onError={() => setFailedSrc(shown)} />
      ) : (
        <span className={styles.initial} aria-hidden="true">
          {initial}
        </span>
      )}
    </span>
  );
}
