import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';
import { IconUsers } from '@/components/layout/layout-icons';
import { useMyClasses } from '../api/my-classes';
import { ClassCard } from './class-card';
import { ClassesFrame } from './classes-frame';
import { DataState } from './data-state';
import { JoinClassAction } from './join-class-action';
import { PendingRequests } from './pending-requests';
import styles from './classes.module.scss';

/** /classes/mine: every class the student is in, after the requests still waiting for a teacher. */
export function MyClassesPage() {
  const { t } = useTranslation('classes');
  const { data, error, mutate } = useMyClasses();
  return (
    <ClassesFrame
      title={t('mine.title')}
      description={t('mine.subtitle')}
      action={<JoinClassAction onJoined={() => void mutate()} />}
    >
      <PendingRequests onlyWhenWaiting />
      <DataState data={data} error={error} onRetry={() => void mutate()}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon={<IconUsers size={28} />} title={t('mine.empty.title')} text={t('mine.empty.text')} />
          ) : (
            <ul className={styles.classGrid} aria-label={t('mine.title')}>
              {items.map((item) => (
                <ClassCard key={item.id} item={item} />
              ))}
            </ul>
          )
        }
      </DataState>
    </ClassesFrame>
  );
}
