import type { ReactNode } from 'react';
import styles from './edit-section.module.scss';

export interface EditSectionProps {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of the edit page, labelled by its heading so it is a named region. */
export function EditSection({ id, title, description, children }: EditSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      {children}
    </section>
  );
}
