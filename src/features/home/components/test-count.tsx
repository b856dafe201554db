import { useTranslation } from 'next-i18next/pages';
import styles from './test-count.module.scss';

export interface TestCountProps {
  count: number | undefined;
  tone?: 'default' | 'inverse' | 'subtle';
  className?: string;
}

/** "12 đề": a test count from the API, or nothing while it is unknown. */
export function TestCount({ count, tone = 'default', className }: TestCountProps) {
  const { t } = useTranslation('home');
  if (count === undefined) return null;
  return (
    <span className={[styles.count, className].filter(Boolean).join(' ')} data-tone={tone}>
      {t('counts.tests', { count })}
    </span>
  );
}
