import { useTranslation } from 'react-i18next';
import styles from './spinner.module.scss';

type SpinnerSize = 'small' | 'medium' | 'large';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced text; defaults to the translated "Loading...". */
  label?: string;
  /**
   * Purely visual spinner (e.g. inside a busy button that already says aria-busy):
   * no role and hidden from assistive technology.
   */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'medium', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('controls');
  const classes = [styles.spinner, className].filter(Boolean).join(' ');

  if (decorative) {
    return <span className={classes} data-size={size} aria-hidden="true" />;
  }
  return (
    <span className={classes} data-size={size} role="status">
      <span className={styles.label}>{label ?? t('spinner.label')}</span>
    </span>
  );
}
