import type { EventDto } from '@contract/events';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { countdownParts } from '../utils/countdown';
import styles from './event-card.module.scss';

/** Who looks at the page: a guest, a student (may join), or another signed-in account. */
export type EventViewer = 'guest' | 'student' | 'other';

export interface EventCardProps {
  event: EventDto;
  /** The server's clock now, in ms (the countdowns follow it, not the device's). */
  now: number;
  language: string;
  viewer: EventViewer;
  joining: boolean;
  onJoin: () => void;
  /** A countdown reached zero: the statuses are read again. */
  onTurn: () => void;
}

const textOf = (text: { vi: string; en: string }, language: string) =>
  (language === 'en' ? text.en : text.vi) || text.vi;

function Countdown({ event, now, onTurn }: Pick<EventCardProps, 'event' | 'now' | 'onTurn'>) {
  const { t } = useTranslation('events');
  const target = event.status === 'UPCOMING' ? event.startsAt : event.status === 'ONGOING' ? event.endsAt : null;
  const parts = target === null ? null : countdownParts(Date.parse(target) - now);
  const done = parts?.done ?? false;
  useEffect(() => {
    if (done) onTurn();
  }, [done, onTurn]);
  if (parts === null) {
    return (
      <p className={styles.countdown} data-testid="event-countdown">
        {t('countdown.endedAt', { time: formatDateTime(event.endsAt) })}
      </p>
    );
  }
  return (
    <p className={styles.countdown} data-testid="event-countdown">
      <span className={styles.countdownLabel}>
        {event.status === 'UPCOMING' ? t('countdown.startsIn') : t('countdown.endsIn')}
      </span>{' '}
      <span className={styles.countdownValue} role="timer" aria-live="off">
        {parts.days > 0 && <>{t('countdown.days', { count: parts.days })} </>}
        {t('countdown.clock', { hours: parts.hours, minutes: parts.minutes, seconds: parts.seconds })}
      </span>
    </p>
  );
}

function JoinArea({
  event,
  name,
  viewer,
  joining,
  onJoin,
}: Pick<EventCardProps, 'event' | 'viewer' | 'joining' | 'onJoin'> & { name: string }) {
  const { t } = useTranslation('events');
  if (event.status === 'ENDED') return null;
  if (event.joined) {
    return (
      <p className={styles.joined} data-testid="event-joined">
        <span aria-hidden="true">✓</span> {t('join.joined')}
      </p>
    );
  }
  if (viewer === 'guest') {
    return (
      <Button href={paths.loginWithRedirect(paths.practiceTestEvents)} size="medium" variant="outline">
        {t('join.login')}
      </Button>
    );
  }
  if (viewer === 'other') return <p className={styles.note}>{t('join.studentsOnly')}</p>;
  return (
    <Button
      size="medium"
      onClick={onJoin}
      loading={joining}
      disabled={joining}
      aria-label={`${t('join.button')}: ${name}`}
    >
      {joining ? t('join.joining') : t('join.button')}
    </Button>
  );
}

function TestList({ event, language }: Pick<EventCardProps, 'event' | 'language'>) {
  const { t } = useTranslation('events');
  return (
    <section className={styles.tests} aria-label={t('tests.title')}>
      <h3 className={styles.subtitle}>{t('tests.title')}</h3>
      <ul className={styles.testList}>
        {event.tests.map((test) => {
          const name = textOf(test.name, language);
          const open = event.status === 'ONGOING' && event.joined;
          const why =
            event.status === 'UPCOMING'
              ? t('tests.opensAtStart')
              : event.status === 'ENDED'
                ? t('tests.closed')
                : t('tests.joinFirst');
          return (
            <li key={test.id} className={styles.test}>
              <div className={styles.testText}>
                <span className={styles.testName}>{name}</span>
                <span className={styles.testMeta}>
                  {t('tests.questions', { count: test.questionCount })}
                  {test.duration !== null && <> · {t('tests.minutes', { count: test.duration })}</>}
                </span>
              </div>
              {open ? (
                <AppLink
                  href={paths.practiceTestInEvent(test.slug, event.id)}
                  className={styles.take}
                  aria-label={t('tests.takeLabel', { name })}
                >
                  {t('tests.take')}
                </AppLink>
              ) : (
                <span className={styles.locked}>{why}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Ranking({ event }: Pick<EventCardProps, 'event'>) {
  const { t } = useTranslation('events');
  const ranking = event.ranking ?? [];
  return (
    <section className={styles.ranking}>
      <h3 className={styles.subtitle}>{t('ranking.title')}</h3>
      {ranking.length === 0 ? (
        <p className={styles.note}>{t('ranking.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t('ranking.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ranking.rank')}</th>
                <th scope="col">{t('ranking.name')}</th>
                <th scope="col">{t('ranking.percent')}</th>
                <th scope="col" className={styles.wide}>
                  {t('ranking.submittedAt')}
                </th>
              </tr>
            </thead>
            <tbody>
              {ranking.map((entry) => (
                <tr key={entry.rank} className={entry.isMe ? styles.me : undefined}>
                  <td className={styles.rank}>{entry.rank}</td>
                  <td>
                    {entry.displayName}
                    {entry.isMe && <> {t('ranking.me')}</>}
                  </td>
                  <td>{entry.percent}%</td>
                  <td className={styles.wide}>{formatDateTime(entry.submittedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One event: status, window and countdown, joining, its tests (open only while it is on) and, ended, its ranking. */
export function EventCard(props: EventCardProps) {
  const { event, language } = props;
  const { t } = useTranslation('events');
  const name = textOf(event.name, language);
  const titleId = `event-${event.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-status={event.status} data-testid="event-card">
      <header className={styles.header}>
        <span className={styles.badge} data-status={event.status}>
          {t(`status.${event.status}`)}
        </span>
        <h2 id={titleId} className={styles.name}>
          {name}
        </h2>
        <p className={styles.window}>
          {t('window', { start: formatDateTime(event.startsAt), end: formatDateTime(event.endsAt) })}
        </p>
      </header>
      <p className={styles.description}>{textOf(event.description, language)}</p>
      <div className={styles.bar}>
        <Countdown event={event} now={props.now} onTurn={props.onTurn} />
        <span className={styles.participants}>{t('participants', { count: event.participantCount })}</span>
      </div>
      <div className={styles.actions}>
        <JoinArea event={event} name={name} viewer={props.viewer} joining={props.joining} onJoin={props.onJoin} />
      </div>
      <TestList event={event} language={language} />
      {event.status === 'ENDED' && <Ranking event={event} />}
    </article>
  );
}
