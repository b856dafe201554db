import type { EventStatus } from '@contract/event-rules';
import type { EventDto } from '@contract/events';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useHasSession } from '@/lib/current-user';
import { useProfile } from '@/lib/profile/api/profile';
import { notify } from '@/lib/toast';
import { joinEvent, useEvents } from '../api/events';
import { EventCard, type EventViewer } from './event-card';
import styles from './events-screen.module.scss';

// In the list's order: what is on first.
const FILTERS = ['all', 'ONGOING', 'UPCOMING', 'ENDED'] as const satisfies readonly ('all' | EventStatus)[];
type Filter = (typeof FILTERS)[number];

const subscribeSecond = (onChange: () => void) => {
  const timer = setInterval(onChange, 1000);
  return () => clearInterval(timer);
};
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
const noTick = () => null;

/** The device's clock, to the second (null in the server render: no countdown ticks there). */
function useTick(): number | null {
  return useSyncExternalStore(subscribeSecond, currentSecond, noTick);
}

/**
 * /practice-test/event (spec §2, public): the events with their status and countdown, joining
 * (a guest is sent to log in and back), each event's tests (open while it is on, for those who
 * joined) and the ranking of an ended event.
 */
export function EventsScreen() {
  const { t, i18n } = useTranslation('events');
  const { t: tCommon } = useTranslation('common');
  const signedIn = useHasSession();
  const { data: user } = useProfile();
  const [filter, setFilter] = useState<Filter>('all');
  const status: EventStatus | undefined = filter === 'all' ? undefined : filter;
  const { data: read, error, mutate } = useEvents(status, signedIn);
  const data = read?.list;
  const [joining, setJoining] = useState<number | null>(null);
  const tick = useTick();

  // Countdowns follow the server's clock: the device's, moved by the offset measured with the list.
  const now = tick === null || !read ? (data ? Date.parse(data.now) : 0) : tick + read.offsetMs;

  const viewer: EventViewer = !signedIn ? 'guest' : !user || user.roleCode === 'STUDENT' ? 'student' : 'other';

  const refresh = useCallback(() => {
    void mutate();
  }, [mutate]);

  const join = async (event: EventDto, name: string) => {
    setJoining(event.id);
    try {
      await joinEvent(event.id);
      notify.success(t('join.success', { name }));
      await mutate();
    } catch (err) {
      notify.error(apiErrorMessage(tCommon, err));
      await mutate();
    } finally {
      setJoining(null);
    }
  };

  let content;
  if (error && !data) {
    content = (
      <Alert variant="error">
        <p>{t('loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={refresh}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else if (!data) {
    content = (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
      </div>
    );
  } else if (data.items.length === 0) {
    content = <EmptyState title={t('title')} text={t(`empty.${filter}`)} />;
  } else {
    content = (
      <ul className={styles.list}>
        {data.items.map((event) => {
          const name = (i18n.language === 'en' ? event.name.en : event.name.vi) || event.name.vi;
          return (
            <li key={event.id}>
              <EventCard
                event={event}
                now={now}
                language={i18n.language}
                viewer={viewer}
                joining={joining === event.id}
                onJoin={() => void join(event, name)}
                onTurn={refresh}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <div className={styles.filters} role="group" aria-label={t('filter.label')}>
        {FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.filter}
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
          >
            {t(`filter.${key}`)}
          </button>
        ))}
      </div>
      {content}
    </div>
  );
}
