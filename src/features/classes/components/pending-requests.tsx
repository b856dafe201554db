import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useJoinRequests } from '../api/join-requests';
import { DataState } from './data-state';
import { RequestItem } from './request-item';
import styles from './classes.module.scss';

/**
 * The join requests still waiting for a teacher, each cancellable, with a link to all requests.
 * The overview always has the section (saying when none waits); My classes shows it only while
 * one waits, so a request sent from there is seen at once.
 */
export function PendingRequests({ onlyWhenWaiting = false }: { onlyWhenWaiting?: boolean }) {
  const { t } = useTranslation('classes');
  const requests = useJoinRequests();
  const pending = requests.data?.filter((item) => item.status === 'PENDING');
  if (onlyWhenWaiting && !pending?.length) return null;
  return (
    <section className={styles.section} aria-labelledby="pending-requests">
      <div className={styles.sectionHead}>
        <h2 id="pending-requests" className={styles.sectionTitle}>
          {t('overview.requestsTitle')}
        </h2>
        <AppLink href={paths.myClassRequests} className={styles.more}>
          {t('overview.allRequests')}
        </AppLink>
      </div>
      <DataState data={pending} error={requests.error} onRetry={() => void requests.mutate()}>
        {(items) =>
          items.length === 0 ? (
            <p className={styles.muted}>{t('overview.noPending')}</p>
          ) : (
            <ul className={styles.requestList}>
              {items.map((item) => (
                <RequestItem key={item.id} item={item} onChanged={() => void requests.mutate()} />
              ))}
            </ul>
          )
        }
      </DataState>
    </section>
  );
}
