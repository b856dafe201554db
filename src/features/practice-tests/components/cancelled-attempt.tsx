import { useTranslation } from 'next-i18next/pages';
import type { IntegrityEventKind } from '@contract/player';
import type { ResultDto } from '@contract/results';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { formatTimeDate } from '@/lib/dates';
import styles from './cancelled-attempt.module.scss';

export interface CancelledAttemptProps {
  /** A signed-in learner's cancelled result: why, when, and its own page. */
  result: Pick<ResultDto, 'id' | 'voidReason' | 'submittedAt'> | null;
  /** Else a guest's, as this browser remembers it: "reason|at". */
  guest: string | null;
  /** The test is assigned in one of the learner's classes (its result page says so). */
  assigned: boolean;
}

/**
 * The learner's last attempt at this exam was cancelled (left, reloaded, opened elsewhere): why
 * and when, said before they start again, in the words the cancelled result itself uses.
 */
export function CancelledAttempt({ result, guest, assigned }: CancelledAttemptProps) {
  const { t } = useTranslation('catalogue');
  const { t: tPlayer } = useTranslation('player');
  const [guestReason, guestAt] = guest ? guest.split('|') : [];
  const reason = (result ? result.voidReason : guestReason) ?? 'LEAVE';
  const at = result ? result.submittedAt : guestAt;
  return (
    <Alert variant="warning" title={t('detail.cancelled.title')}>
      <p className={styles.line}>{tPlayer(`result.voided.${reason as IntegrityEventKind}`)}</p>
      {at && <p className={styles.line}>{tPlayer('result.voided.when', { when: formatTimeDate(at) })}</p>}
      <p className={styles.line}>{t('detail.cancelled.again')}</p>
      {result && (
        <AppLink href={paths.myTestResult(String(result.id), { assigned })} className={styles.link}>
          {t('detail.cancelled.open')}
        </AppLink>
      )}
    </Alert>
  );
}
