import { useTranslation } from 'next-i18next/pages';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { IconChevronRight } from '@/components/ui/icons';
import { IconChevronLeft } from '@/components/unit-test/unit-test-icons';
import { formatDate } from '@/lib/dates';
import { useCalendar } from '../api/calendar';
import { assignmentView } from '../utils/assignment-status';
import {
  dayAfterKey,
  isVisible,
  parseDay,
  shiftCursor,
  toDay,
  visibleRange,
  visibleWeeks,
  type CalendarView,
} from '../utils/days';
import { eventsByDay, type ScheduleEvent } from '../utils/schedule';
import { AssignmentItem, assignmentTitle } from './assignment-item';
import { ClassesFrame } from './classes-frame';
import { DataState } from './data-state';
import styles from './test-schedule.module.scss';

/** Chips a month cell shows before "+n more". */
const CELL_EVENTS = 2;

/**
 * /classes/test-schedule: assigned tests on a month or week calendar (dayjs). Today is marked, a
 * test due soon and not done is highlighted, and the grid follows the date-grid keys: arrows move
 * by a day or a week, Home/End to the week's ends, PageUp/PageDown by a month; Enter shows the
 * day's tests below.
 */
export function TestSchedulePage() {
  const { t, i18n } = useTranslation('classes');
  const [now] = useState(() => Date.now());
  const today = toDay(now);
  const [view, setView] = useState<CalendarView>('month');
  const [cursor, setCursor] = useState(today);
  const [selected, setSelected] = useState(today);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const { from, to } = visibleRange(cursor, view);
  const calendar = useCalendar(from, to);
  const events = useMemo(() => eventsByDay(calendar.data ?? []), [calendar.data]);
  const weeks = visibleWeeks(cursor, view);
  const locale = i18n.language;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${cursor}"]`)?.focus();
  }, [cursor, view]);

  // The day panel never describes a day the grid no longer shows: it follows the cursor there.
  const goTo = (day: string, focus = false) => {
    moveFocus.current = focus;
    setCursor(day);
    if (!isVisible(selected, day, view)) setSelected(day);
  };
  const switchView = (next: CalendarView) => {
    setView(next);
    if (!isVisible(selected, cursor, next)) setSelected(cursor);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = dayAfterKey(cursor, event.key);
    if (!next) return;
    event.preventDefault();
    goTo(next, true);
  };

  const heading = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(parseDay(cursor).toDate());
  const weekdayNames = (weeks[0] ?? []).map((day) => {
    const date = parseDay(day).toDate();
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(date),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date),
    };
  });
  const longDate = (day: string) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
      parseDay(day).toDate(),
    );
  const selectedEvents = events.get(selected) ?? [];
  const periodLabel = view === 'month' ? heading : t('schedule.weekOf', { from: formatDate(from), to: formatDate(to) });

  return (
    <ClassesFrame title={t('schedule.title')} description={t('schedule.subtitle')}>
      <div className={styles.toolbar}>
        <div className={styles.period}>
          <Button
            variant="outline"
            size="small"
            onClick={() => goTo(shiftCursor(cursor, view, -1))}
            aria-label={t(`schedule.previous.${view}`)}
          >
            <IconChevronLeft size={18} />
          </Button>
          <h2 className={styles.periodTitle} aria-live="polite">
            {periodLabel}
          </h2>
          <Button
            variant="outline"
            size="small"
            onClick={() => goTo(shiftCursor(cursor, view, 1))}
            aria-label={t(`schedule.next.${view}`)}
          >
            <IconChevronRight size={18} />
          </Button>
        </div>
        <div className={styles.viewSwitch}>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              goTo(today);
              setSelected(today);
            }}
          >
            {t('schedule.today')}
          </Button>
          <div role="group" aria-label={t('schedule.viewLabel')} className={styles.segmented}>
            {(['month', 'week'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className={styles.segment}
                aria-pressed={view === option}
                onClick={() => switchView(option)}
              >
                {t(`schedule.view.${option}`)}
              </button>
            ))}
          </div>
        </div>
      </div>

      <p className={styles.legend}>
        <span className={styles.legendToday}>{t('schedule.legend.today')}</span>
        <span className={styles.legendDueSoon}>{t('schedule.legend.dueSoon')}</span>
        <span className={styles.legendOpens}>{t('schedule.kind.opens')}</span>
        <span className={styles.legendDue}>{t('schedule.kind.due')}</span>
        <span className={styles.hint}>{t('schedule.keyboardHint')}</span>
      </p>

      {calendar.error && !calendar.data ? (
        <DataState data={undefined} error={calendar.error} onRetry={() => void calendar.mutate()}>
          {() => null}
        </DataState>
      ) : (
        <div className={styles.gridWrap} aria-busy={!calendar.data || undefined}>
          <table
            ref={gridRef}
            role="grid"
            className={styles.grid}
            data-view={view}
            aria-label={periodLabel}
            onKeyDown={onGridKeyDown}
          >
            <thead>
              <tr>
                {weekdayNames.map((name) => (
                  <th key={name.long} scope="col" abbr={name.long}>
                    {name.short}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => (
                    <DayCell
                      key={day}
                      day={day}
                      label={longDate(day)}
                      events={events.get(day) ?? []}
                      outside={view === 'month' && parseDay(day).month() !== parseDay(cursor).month()}
                      today={day === today}
                      focusable={day === cursor}
                      selected={day === selected}
                      now={now}
                      onSelect={() => {
                        goTo(day);
                        setSelected(day);
                      }}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <section className={styles.dayPanel} aria-labelledby="schedule-day" aria-live="polite">
        <h2 id="schedule-day" className={styles.dayTitle}>
          {longDate(selected)}
        </h2>
        {selectedEvents.length === 0 ? (
          <p className={styles.muted}>
            {calendar.data || !isVisible(selected, cursor, view) ? t('schedule.nothing') : t('state.loading')}
          </p>
        ) : (
          <ul className={styles.dayList}>
            {selectedEvents.map((event) => (
              <li key={`${event.kind}-${event.assignment.id}`} className={styles.dayEvent}>
                <p className={styles.eventKind} data-kind={event.kind}>
                  {t(`schedule.kind.${event.kind}`)}
                </p>
                <ul className={styles.plainList}>
                  <AssignmentItem assignment={event.assignment} showClass now={now} />
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ClassesFrame>
  );
}

interface DayCellProps {
  day: string;
  label: string;
  events: readonly ScheduleEvent[];
  outside: boolean;
  today: boolean;
  focusable: boolean;
  selected: boolean;
  now: number;
  onSelect: () => void;
}

function DayCell({ day, label, events, outside, today, focusable, selected, now, onSelect }: DayCellProps) {
  const { t, i18n } = useTranslation('classes');
  const dueSoon = events.some((event) => event.kind === 'due' && assignmentView(event.assignment, now).dueSoon);
  const summary = events.length > 0 ? t('schedule.cellSummary', { count: events.length }) : t('schedule.cellEmpty');
  return (
    <td
      role="gridcell"
      className={styles.cell}
      data-outside={outside || undefined}
      data-today={today || undefined}
      data-due-soon={dueSoon || undefined}
      aria-selected={selected}
    >
      <button
        type="button"
        className={styles.dayButton}
        data-day={day}
        tabIndex={focusable ? 0 : -1}
        aria-current={today ? 'date' : undefined}
        aria-label={`${label}${today ? `, ${t('schedule.legend.today')}` : ''}. ${summary}${dueSoon ? `, ${t('schedule.legend.dueSoon')}` : ''}`}
        onClick={onSelect}
      >
        <span className={styles.dayNumber} aria-hidden="true">
          {parseDay(day).date()}
        </span>
        {events.length > 0 && (
          <span className={styles.events} aria-hidden="true">
            {events.slice(0, CELL_EVENTS).map((event) => (
              <span
                key={`${event.kind}-${event.assignment.id}`}
                className={styles.chip}
                data-kind={event.kind}
                data-due-soon={(event.kind === 'due' && assignmentView(event.assignment, now).dueSoon) || undefined}
              >
                {assignmentTitle(event.assignment, i18n.language)}
              </span>
            ))}
            {events.length > CELL_EVENTS && (
              <span className={styles.more}>{t('schedule.more', { count: events.length - CELL_EVENTS })}</span>
            )}
            <span className={styles.dots}>
              {events.map((event) => (
                <span key={`${event.kind}-${event.assignment.id}`} className={styles.dot} data-kind={event.kind} />
              ))}
            </span>
          </span>
        )}
      </button>
    </td>
  );
}
