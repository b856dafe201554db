import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { ORDER_COLUMN_ID } from '../utils/reveal-order';
import styles from './checkout.module.scss';

type Step = 'choose' | 'pay' | 'done';
const STEPS: readonly Step[] = ['choose', 'pay', 'done'];

export interface CheckoutLayoutProps {
  title: string;
  subtitle?: string;
  metaTitle: string;
  metaDescription: string;
  step: Step;
  /** The main column (what is bought); omitted for a one-column page. */
  main?: ReactNode;
  /** The order and payment column. */
  aside: ReactNode;
}

/** The frame of the checkout pages: heading, the three purchase steps, and the two columns. */
export function CheckoutLayout({
  title,
  subtitle,
  metaTitle,
  metaDescription,
  step,
  main,
  aside,
}: CheckoutLayoutProps) {
  const { t } = useTranslation('commerce');
  const current = STEPS.indexOf(step);
  return (
    <div className={styles.page} data-single={main ? undefined : true}>
      <PageMeta title={metaTitle} description={metaDescription} />
      <header className={styles.header}>
        <ol className={styles.steps} aria-label={t('checkout.steps.label')}>
          {STEPS.map((name, index) => (
            <li
              key={name}
              className={styles.step}
              data-state={index < current ? 'done' : index === current ? 'current' : 'upcoming'}
              aria-current={index === current ? 'step' : undefined}
            >
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {t(`checkout.steps.${name}`)}
            </li>
          ))}
        </ol>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </header>
      {main ? (
        <div className={styles.columns}>
          <div className={styles.main}>{main}</div>
          <div className={styles.aside} id={ORDER_COLUMN_ID}>
            {aside}
          </div>
        </div>
      ) : (
        <div className={styles.single}>{aside}</div>
      )}
    </div>
  );
}
