import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useCalendar } from '../api/calendar';
import { useMyClasses } from '../api/my-classes';
import { useJoinRequests } from '../api/join-requests';
import { dueNext } from '../utils/assignment-status';
import { parseDay, toDay } from '../utils/days';
import { AssignmentItem } from './assignment-item';
import { ClassCard } from './class-card';
import { ClassesFrame } from './classes-frame';
import { DataState } from './data-state';
import { JoinClassAction } from './join-class-action';
import { PendingRequests } from './pending-requests';
import styles from './classes.module.scss';

const CLASSES_SHOWN = 3;
const DUE_WINDOW_DAYS = 14;
const DUE_SHOWN = 5;

/** /classes: my classes, my pending requests and what is due next, each with a way to see more. */
export function ClassesOverview() {
  const { t } = useTranslation('classes');
  const classes = useMyClasses();
  const requests = useJoinRequests();
  const [now] = useState(() => Date.now());
  const today = toDay(now);
  const due = useCalendar(today, toDay(parseDay(today).add(DUE_WINDOW_DAYS, 'day')));

  return (
    <ClassesFrame
      title={t('overview.title')}
      description={t('overview.subtitle')}
      action={
        <JoinClassAction
          onJoined={() => {
            void classes.mutate();
            void requests.mutate();
          }}
        />
      }
    >
      <div className={styles.overviewGrid}>
        <section className={styles.section} aria-labelledby="overview-due">
          <div className={styles.sectionHead}>
            <h2 id="overview-due" className={styles.sectionTitle}>
              {t('overview.dueTitle')}
            </h2>
            <AppLink href={paths.testSchedule} className={styles.more}>
              {t('overview.schedule')}
            </AppLink>
          </div>
          <DataState data={due.data} error={due.error} onRetry={() => void due.mutate()}>
            {(items) => {
              const next = dueNext(items, now).slice(0, DUE_SHOWN);
              return next.length === 0 ? (
                <p className={styles.muted}>{t('overview.noDue')}</p>
              ) : (
                <ul className={styles.assignmentList}>
                  {next.map((item) => (
                    <AssignmentItem key={item.id} assignment={item} showClass now={now} />
                  ))}
                </ul>
              );
            }}
          </DataState>
        </section>

        <section className={styles.section} aria-labelledby="overview-classes">
          <div className={styles.sectionHead}>
            <h2 id="overview-classes" className={styles.sectionTitle}>
              {t('overview.classesTitle')}
            </h2>
            <AppLink href={paths.myClasses} className={styles.more}>
              {t('overview.allClasses')}
            </AppLink>
          </div>
          <DataState data={classes.data} error={classes.error} onRetry={() => void classes.mutate()}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState headingLevel={3} title={t('mine.empty.title')} text={t('mine.empty.text')} />
              ) : (
                <ul className={styles.classGrid}>
                  {items.slice(0, CLASSES_SHOWN).map((item) => (
                    <ClassCard key={item.id} item={item} />
                  ))}
                </ul>
              )
            }
          </DataState>
        </section>

        <PendingRequests />
      </div>
    </ClassesFrame>
  );
}
