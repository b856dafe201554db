import type { JoinRequestDto } from '@contract/classes-api';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatDateTime } from '@/lib/dates';
import { notify } from '@/lib/toast';
import { cancelJoinRequest } from '../api/cancel-join-request';
import styles from './classes.module.scss';

const TONE = { PENDING: 'warning', ACCEPTED: 'success', REJECTED: 'danger' } as const;

/**
 * One join request: the class, when it was sent and decided, its state; a pending one can be
 * cancelled, once the student confirms it in a dialog (Escape or "keep" leaves it waiting).
 */
export function RequestItem({ item, onChanged }: { item: JoinRequestDto; onChanged: () => void }) {
  const { t } = useTranslation('classes');
  const { t: tCommon } = useTranslation('common');
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const cancel = async () => {
    setCancelling(true);
    try {
      await cancelJoinRequest(item.id);
      notify.success(t('requests.cancelled', { name: item.class.name }));
    } catch (error) {
      notify.error(apiErrorMessage(tCommon, error));
    } finally {
      setCancelling(false);
      setConfirming(false);
      onChanged();
    }
  };
  const keep = () => {
    if (!cancelling) setConfirming(false);
  };

  return (
    <li className={styles.request}>
      <div className={styles.requestMain}>
        <h3 className={styles.requestTitle}>
          {item.status === 'ACCEPTED' ? (
            <AppLink href={paths.classDetail(item.class.slug)} className={styles.inlineLink}>
              {item.class.name}
            </AppLink>
          ) : (
            item.class.name
          )}
        </h3>
        <p className={styles.muted}>{t('card.teacher', { name: item.class.teacher.fullName })}</p>
        <p className={styles.muted}>
          {t('requests.sentAt', { date: formatDateTime(item.createdAt) })}
          {item.decidedAt && ` · ${t('requests.decidedAt', { date: formatDateTime(item.decidedAt) })}`}
        </p>
      </div>
      <div className={styles.requestSide}>
        <span className={styles.badge} data-tone={TONE[item.status]}>
          {t(`requests.status.${item.status}`)}
        </span>
        {item.status === 'PENDING' && (
          <Button
            size="small"
            variant="outline"
            onClick={() => setConfirming(true)}
            aria-label={`${t('requests.cancel')}: ${item.class.name}`}
          >
            {t('requests.cancel')}
          </Button>
        )}
      </div>
      <Modal
        open={confirming}
        onClose={keep}
        size="small"
        closeOnOverlayClick={!cancelling}
        closeOnEscape={!cancelling}
        title={t('requests.confirmCancel.title')}
        description={t('requests.confirmCancel.description', { name: item.class.name })}
        footer={
          <>
            <Button variant="ghost" size="medium" onClick={keep} disabled={cancelling}>
              {t('requests.confirmCancel.keep')}
            </Button>
            <Button variant="danger" size="medium" loading={cancelling} onClick={() => void cancel()}>
              {t('requests.confirmCancel.confirm')}
            </Button>
          </>
        }
      />
    </li>
  );
}
