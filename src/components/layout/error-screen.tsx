import type { ReactNode } from 'react';
import styles from './error-screen.module.scss';

export interface ErrorScreenProps {
  /** Short status line shown above the title, e.g. "Error 404". */
  code: string;
  title: string;
  description: string;
  illustration: ReactNode;
  /** Buttons or links that get the user moving again. */
  actions: ReactNode;
}

/** Full-page explanation for 403/404-type states, with a drawing and next steps. */
export function ErrorScreen({ code, title, description, illustration, actions }: ErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="error-screen-title">
      <div className={styles.inner}>
        <div className={styles.art}>{illustration}</div>
        <div className={styles.text}>
          <p className={styles.code}>{code}</p>
          <h1 id="error-screen-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.description}>{description}</p>
          <div className={styles.actions}>{actions}</div>
        </div>
      </div>
    </section>
  );
}
