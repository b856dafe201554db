import { useTranslation } from 'next-i18next/pages';
import { forwardRef, type ReactNode } from 'react';
import styles from './auth-layout.module.scss';

export interface AuthLayoutProps {
  /** Id of the card's heading (labels the card region). */
  headingId: string;
  /** A roomier card for long forms (registration). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of every sign-in page: the brand panel (hidden on phones) beside the card that holds
 * the current step.
 */
export function AuthLayout({ headingId, wide = false, children }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  const points = t('panel.points', { returnObjects: true }) as string[];
  return (
    <div className={[styles.screen, wide && styles.wide].filter(Boolean).join(' ')}>
      {/* Marketing copy only: the card carries everything needed to act. */}
      <section className={[styles.panel, wide && styles.panelSticky].filter(Boolean).join(' ')} aria-hidden="true">
        <h2 className={styles.panelTitle}>{t('panel.title')}</h2>
        <p className={styles.panelSubtitle}>{t('panel.subtitle')}</p>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby={headingId}>
        {children}
      </section>
    </div>
  );
}

export interface StepHeadingProps {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
}

/**
 * The card's heading. Focusable by script only, so focus can be moved to it when a step
 * changes and a screen reader announces the new step.
 */
export const StepHeading = forwardRef<HTMLHeadingElement, StepHeadingProps>(function StepHeading(
  { id, title, lead },
  ref,
) {
  return (
    <>
      <h1 id={id} ref={ref} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
    </>
  );
});

/** The "Already have an account? Log in" line under a card. */
export function AuthFooter({ children }: { children: ReactNode }) {
  return <p className={styles.footer}>{children}</p>;
}

export const authLinkClass = styles.link;
