import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './alert.module.scss';
import { IconAlertCircle, IconAlertTriangle, IconCheckCircle, IconX, IconInfo } from './icons';

type AlertVariant = 'error' | 'info' | 'success' | 'warning';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /** Replaces the variant's default icon; pass `null` for none. */
  icon?: ReactNode;
  /** Shows a dismiss button. */
  onDismiss?: () => void;
  className?: string;
  id?: string;
}

const DEFAULT_ICONS: Record<AlertVariant, ReactNode> = {
  error: <IconAlertCircle size={20} />,
  info: <IconInfo size={20} />,
  success: <IconCheckCircle size={20} />,
  warning: <IconAlertTriangle size={20} />,
};

/** Inline message box. Errors interrupt assistive technology (role="alert"); the rest are polite. */
export function Alert({ variant = 'info', title, children, icon, onDismiss, className, id }: AlertProps) {
  const { t } = useTranslation('controls');
  const shownIcon = icon === undefined ? DEFAULT_ICONS[variant] : icon;
  return (
    <div
      id={id}
      role={variant === 'error' ? 'alert' : 'status'}
      className={[styles.alert, className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      {shownIcon && <span className={styles.icon}>{shownIcon}</span>}
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.message}>{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t('alert.dismiss')}>
          <IconX size={18} />
        </button>
      )}
    </div>
  );
}
