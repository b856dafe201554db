import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';
import { useJoinRequests } from '../api/join-requests';
import { ClassesFrame } from './classes-frame';
import { DataState } from './data-state';
import { JoinClassAction } from './join-class-action';
import { RequestItem } from './request-item';
import styles from './classes.module.scss';

/** /classes/mine/request: the student's join requests with their states; pending ones can be cancelled. */
export function JoinRequestsPage() {
  const { t } = useTranslation('classes');
  const { data, error, mutate } = useJoinRequests();
  return (
    <ClassesFrame
      title={t('requests.title')}
      description={t('requests.subtitle')}
      action={<JoinClassAction onJoined={() => void mutate()} />}
    >
      <DataState data={data} error={error} onRetry={() => void mutate()}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState title={t('requests.empty.title')} text={t('requests.empty.text')} />
          ) : (
            <ul className={styles.requestList} aria-label={t('requests.title')}>
              {items.map((item) => (
                <RequestItem key={item.id} item={item} onChanged={() => void mutate()} />
              ))}
            </ul>
          )
        }
      </DataState>
    </ClassesFrame>
  );
}
