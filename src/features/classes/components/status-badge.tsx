import { useTranslation } from 'next-i18next/pages';
import type { StatusLabel, StatusTone } from '../utils/assignment-status';
import styles from './classes.module.scss';

/** The student's status on an assigned test, as a coloured word (never colour alone). */
export function StatusBadge({ label, tone }: { label: StatusLabel; tone: StatusTone }) {
  const { t } = useTranslation('classes');
  return (
    <span className={styles.badge} data-tone={tone}>
      {t(`assignment.status.${label}`)}
    </span>
  );
}
