import type { ReactNode } from 'react';
import styles from './empty-state.module.scss';

export interface EmptyStateProps {
  title: string;
  text: string;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  /** What the user can do next (e.g. clear filters, explore tests). */
  action?: ReactNode;
}

/** "Nothing here" panel for lists and search results, with one way forward. */
export function EmptyState({ title, text, icon, headingLevel = 2, action }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.empty}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.text}>{text}</p>
      {action}
    </div>
  );
}
