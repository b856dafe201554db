import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import styles from './brand-logo.module.scss';

export interface BrandLogoProps {
  /** `inverse` for dark backgrounds (the footer). */
  tone?: 'default' | 'inverse';
  /** Hide the word mark, e.g. where space is tight. */
  markOnly?: boolean;
  className?: string;
}

/**
 * The logo mark — an "E" whose middle arm is the warm accent, read as both the letter and a row
 * of progress bars — followed by the product name as live text.
 */
export function BrandLogo({ tone = 'default', markOnly = false, className }: BrandLogoProps) {
  const { t } = useTranslation('common');
  const gradientId = `${useId()}-logo-gradient`;
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')} data-tone={tone}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="40" y2="40" gradientUnits="userSpaceOnUse">
            <stop offset="0" className={styles.stopStart} />
            <stop offset="1" className={styles.stopEnd} />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
        <rect x="11" y="10" width="5" height="20" rx="2.5" className={styles.bar} />
        <rect x="11" y="10" width="17" height="5" rx="2.5" className={styles.bar} />
        <rect x="11" y="17.5" width="12" height="5" rx="2.5" className={styles.accent} />
        <rect x="11" y="25" width="19" height="5" rx="2.5" className={styles.bar} />
      </svg>
      {!markOnly && <span className={styles.word}>{t('brand.name')}</span>}
    </span>
  );
}
