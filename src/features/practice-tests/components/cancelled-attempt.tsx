import { useTranslation } from 'next-i18next/pages';
import type { IntegrityEventKind } from '@contract/player';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { formatTimeDate } from '@/lib/dates';
import styles from './cancelled-attempt.module.scss';

export interface CancelledAttemptProps {
  reason: IntegrityEventKind;
  /** When it was cancelled (ISO date-time). */
  at: string;
  /** The cancelled attempt's own page, for a signed-in learner; a guest's stays in the player. */
  resultHref: string | null;
}

/**
 * The learner's last attempt at this exam was cancelled (left, reloaded, opened elsewhere): why
 * and when, said before they start again, in the words the cancelled result itself uses.
 */
export function CancelledAttempt({ reason, at, resultHref }: CancelledAttemptProps) {
  const { t } = useTranslation('catalogue');
  const { t: tPlayer } = useTranslation('player');
  return (
    <Alert variant="warning" title={t('detail.cancelled.title')}>
      <p className={styles.line}>{tPlayer(`result.voided.${reason}`)}</p>
      <p className={styles.line}>{tPlayer('result.voided.when', { when: formatTimeDate(at) })}</p>
      <p className={styles.line}>{t('detail.cancelled.again')}</p>
      {resultHref && (
        <AppLink href={resultHref} className={styles.link}>
          {t('detail.cancelled.open')}
        </AppLink>
      )}
    </Alert>
  );
}
