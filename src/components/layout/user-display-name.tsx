import { splitDisplayName } from '@/lib/display-name';
import styles from './user-display-name.module.scss';

export interface UserDisplayNameProps {
  fullName: string;
  className?: string;
}

/** Spec §3: the displayed name splits into the last word (emphasised) and the rest before it. */
export function UserDisplayName({ fullName, className }: UserDisplayNameProps) {
  const { rest, last } = splitDisplayName(fullName);
  return (
    <span className={[styles.name, className].filter(Boolean).join(' ')}>
      {rest && <span className={styles.rest}>{rest}</span>}
      {rest && ' '}
      <strong className={styles.last}>{last}</strong>
    </span>
  );
}
