import type { CountByDateDto, CountMissionDto, SkillStatisticDto, SkillsDataDto } from '@contract/classes-api';
import type { ChartConfiguration, ChartType } from 'chart.js';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useCountByDate } from '../api/count-by-date';
import { useCountMission } from '../api/count-mission';
import { useSkillStatistics } from '../api/skill-statistics';
import {
  MISSION_COLORS,
  MISSION_PARTS,
  missionPercent,
  SKILL_COLORS,
  SKILL_LINES,
  skillsByNeed,
  skillsWithData,
} from '../utils/analytics';
import { lastDays, toDay } from '../utils/days';
import type { ChartCanvasProps } from './analytics-charts';
import { IconFlame } from './classes-icons';
import { ClassesFrame } from './classes-frame';
import { DataState } from './data-state';
import styles from './analytics.module.scss';

// chart.js comes with this import only: the analytics page's own chunk, fetched when it renders.
const ChartCanvas = dynamic(() => import('../lazy/analytics-charts').then((m) => m.ChartCanvas), {
  ssr: false,
  loading: () => <div className={styles.chartPlaceholder} />,
}) as ComponentType<ChartCanvasProps<ChartType>>;

const PER_DAY_DAYS = 30;
const SKILL_DAYS = 84;

/**
 * /classes/analytics: tests done per day, accuracy per skill over time, assigned tests done
 * against the total, a red/amber/green status per skill with a way to practise it, and the streak.
 */
export function AnalyticsPage() {
  const { t } = useTranslation('classes');
  const [today] = useState(() => toDay(Date.now()));
  const perDayRange = lastDays(today, PER_DAY_DAYS);
  const skillRange = lastDays(today, SKILL_DAYS);
  const perDay = useCountByDate(perDayRange.from, perDayRange.to);
  const skills = useSkillStatistics(skillRange.from, skillRange.to);
  const mission = useCountMission();

  return (
    <ClassesFrame title={t('analytics.title')} description={t('analytics.subtitle')}>
      <div className={styles.summary}>
        <DataState data={mission.data} error={mission.error} onRetry={() => void mission.mutate()}>
          {(data) => <SummaryCards mission={data} />}
        </DataState>
      </div>

      <div className={styles.chartsGrid}>
        <ChartPanel
          id="per-day"
          title={t('analytics.perDay.title')}
          subtitle={t('analytics.perDay.subtitle', { days: PER_DAY_DAYS })}
        >
          <DataState data={perDay.data} error={perDay.error} onRetry={() => void perDay.mutate()}>
            {(data) => <PerDayChart data={data} />}
          </DataState>
        </ChartPanel>

        <ChartPanel id="mission" title={t('analytics.mission.title')} subtitle={t('analytics.mission.subtitle')}>
          <DataState data={mission.data} error={mission.error} onRetry={() => void mission.mutate()}>
            {(data) => <MissionChart mission={data} />}
          </DataState>
        </ChartPanel>

        <ChartPanel
          id="skills"
          wide
          title={t('analytics.skills.title')}
          subtitle={t('analytics.skills.subtitle', { weeks: SKILL_DAYS / 7 })}
        >
          <DataState data={skills.data} error={skills.error} onRetry={() => void skills.mutate()}>
            {(data) => <SkillsChart data={data} />}
          </DataState>
        </ChartPanel>
      </div>

      <section className={styles.panel} aria-labelledby="skill-status">
        <h2 id="skill-status" className={styles.panelTitle}>
          {t('analytics.status.title')}
        </h2>
        <p className={styles.muted}>{t('analytics.status.subtitle', { weeks: SKILL_DAYS / 7 })}</p>
        <DataState data={skills.data} error={skills.error} onRetry={() => void skills.mutate()}>
          {(data) => <SkillStatusList data={data} />}
        </DataState>
      </section>
    </ClassesFrame>
  );
}

function ChartPanel({
  id,
  title,
  subtitle,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} data-wide={wide || undefined} aria-labelledby={`chart-${id}`}>
      <h2 id={`chart-${id}`} className={styles.panelTitle}>
        {title}
      </h2>
      <p className={styles.muted}>{subtitle}</p>
      {children}
    </section>
  );
}

/**
 * The chart and its table. The table is always there for screen readers (the canvas is hidden
 * from them); "Show as table" shows it to everyone.
 */
function ChartWithTable({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  const { t } = useTranslation('classes');
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <div className={styles.chartBlock}>
      {!showTable && chart}
      <div id={tableId} className={showTable ? styles.tableWrap : 'visually-hidden'}>
        {table}
      </div>
      <button
        type="button"
        className={styles.tableToggle}
        aria-pressed={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {showTable ? t('analytics.showChart') : t('analytics.showTable')}
      </button>
    </div>
  );
}

function SummaryCards({ mission }: { mission: CountMissionDto }) {
  const { t } = useTranslation('classes');
  const { streak } = mission;
  return (
    <ul className={styles.cards}>
      <li className={styles.card} data-accent="streak">
        <span className={styles.cardIcon} aria-hidden="true">
          <IconFlame size={22} />
        </span>
        <p className={styles.cardLabel}>{t('analytics.streak.title')}</p>
        <p className={styles.cardValue}>{t('analytics.streak.days', { count: streak.current })}</p>
        <p className={styles.cardNote}>
          {streak.todayDone ? t('analytics.streak.todayDone') : t('analytics.streak.todayNotYet')}
          {' · '}
          {t('analytics.streak.longest', { count: streak.longest })}
        </p>
      </li>
      <li className={styles.card}>
        <p className={styles.cardLabel}>{t('analytics.mission.done')}</p>
        <p className={styles.cardValue}>
          {t('analytics.mission.doneValue', { done: mission.assignedDone, total: mission.assignedTotal })}
        </p>
        <div
          className={styles.progress}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={missionPercent(mission)}
          aria-label={t('analytics.mission.done')}
        >
          <span style={{ width: `${missionPercent(mission)}%` }} />
        </div>
      </li>
      <li className={styles.card}>
        <p className={styles.cardLabel}>{t('analytics.mission.openNow')}</p>
        <p className={styles.cardValue}>{mission.open}</p>
        <p className={styles.cardNote}>{t('analytics.mission.upcoming', { count: mission.upcoming })}</p>
      </li>
    </ul>
  );
}

function PerDayChart({ data }: { data: CountByDateDto }) {
  const { t } = useTranslation('classes');
  const config = useMemo<ChartConfiguration<'bar'>>(
    () => ({
      type: 'bar',
      data: {
        labels: data.days.map((day) => formatDate(day.date).slice(0, 5)),
        datasets: [
          {
            label: t('analytics.perDay.series'),
            data: data.days.map((day) => day.count),
            backgroundColor: '#3b6ef5',
            borderRadius: 4,
            maxBarThickness: 18,
          },
        ],
      },
      options: {
        plugins: { legend: { display: false } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } }, x: { grid: { display: false } } },
      },
    }),
    [data, t],
  );
  const active = data.days.filter((day) => day.count > 0);
  return (
    <>
      <p className={styles.total}>{t('analytics.perDay.total', { count: data.total })}</p>
      <ChartWithTable
        chart={<ChartCanvas config={config as ChartConfiguration<ChartType>} height={240} />}
        table={
          <table className={styles.table}>
            <caption>{t('analytics.perDay.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analytics.table.day')}</th>
                <th scope="col">{t('analytics.table.tests')}</th>
              </tr>
            </thead>
            <tbody>
              {active.length === 0 ? (
                <tr>
                  <td colSpan={2}>{t('analytics.perDay.none')}</td>
                </tr>
              ) : (
                active.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDate(day.date)}</th>
                    <td>{day.count}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        }
      />
    </>
  );
}

function MissionChart({ mission }: { mission: CountMissionDto }) {
  const { t } = useTranslation('classes');
  const config = useMemo<ChartConfiguration<'doughnut'>>(
    () => ({
      type: 'doughnut',
      data: {
        labels: MISSION_PARTS.map((part) => t(`analytics.mission.parts.${part}`)),
        datasets: [
          {
            data: MISSION_PARTS.map((part) => mission[part]),
            backgroundColor: MISSION_PARTS.map((part) => MISSION_COLORS[part]),
            borderWidth: 2,
          },
        ],
      },
      options: { cutout: '62%', plugins: { legend: { position: 'bottom' } } },
    }),
    [mission, t],
  );
  if (mission.assignedTotal === 0 && mission.upcoming === 0) {
    return <p className={styles.muted}>{t('analytics.mission.none')}</p>;
  }
  return (
    <ChartWithTable
      chart={<ChartCanvas config={config as ChartConfiguration<ChartType>} height={240} />}
      table={
        <table className={styles.table}>
          <caption>{t('analytics.mission.caption')}</caption>
          <tbody>
            {MISSION_PARTS.map((part) => (
              <tr key={part}>
                <th scope="row">{t(`analytics.mission.parts.${part}`)}</th>
                <td>{mission[part]}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t('analytics.mission.total')}</th>
              <td>{mission.assignedTotal}</td>
            </tr>
          </tbody>
        </table>
      }
    />
  );
}

function SkillsChart({ data }: { data: SkillsDataDto }) {
  const { t } = useTranslation('classes');
  const shown = useMemo(() => skillsWithData(data.skills), [data]);
  const periods = useMemo(() => data.skills[0]?.series.map((point) => point.date) ?? [], [data]);
  const config = useMemo<ChartConfiguration<'line'>>(
    () => ({
      type: 'line',
      data: {
        labels: periods.map((date) => formatDate(date).slice(0, 5)),
        datasets: shown.map((skill) => ({
          label: t(`skills.${skill.skill}`),
          data: skill.series.map((point) => point.percent),
          borderColor: SKILL_COLORS[skill.skill],
          backgroundColor: SKILL_COLORS[skill.skill],
          borderDash: SKILL_LINES[skill.skill].dash,
          pointStyle: SKILL_LINES[skill.skill].point,
          pointRadius: 4,
          spanGaps: true,
          tension: 0.25,
        })),
      },
      options: {
        // The legend shows each skill's point shape too, not its colour alone.
        plugins: { legend: { position: 'bottom', labels: { usePointStyle: true } } },
        scales: { y: { min: 0, max: 100, ticks: { callback: (value) => `${value}%` } } },
      },
    }),
    [periods, shown, t],
  );
  if (shown.length === 0) return <p className={styles.muted}>{t('analytics.skills.none')}</p>;
  return (
    <ChartWithTable
      chart={<ChartCanvas config={config as ChartConfiguration<ChartType>} height={280} />}
      table={
        <div className={styles.scrollTable}>
          <table className={styles.table}>
            <caption>{t('analytics.skills.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analytics.table.weekOf')}</th>
                {shown.map((skill) => (
                  <th key={skill.skill} scope="col">
                    {t(`skills.${skill.skill}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {periods.map((date, index) => (
                <tr key={date}>
                  <th scope="row">{formatDate(date)}</th>
                  {shown.map((skill) => {
                    const point = skill.series[index];
                    return (
                      <td key={skill.skill}>
                        {point && point.percent !== null
                          ? t('analytics.table.accuracy', {
                              percent: point.percent,
                              earned: point.earnedPoints,
                              max: point.maxPoints,
                            })
                          : '—'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}

/** A skill without scored answers but with answers handed in (writing, speaking) awaits review. */
function shownStatus(skill: SkillStatisticDto): SkillStatisticDto['status'] | 'PENDING' {
  return skill.status === 'NONE' && skill.pending > 0 ? 'PENDING' : skill.status;
}

function SkillStatusList({ data }: { data: SkillsDataDto }) {
  const { t } = useTranslation('classes');
  return (
    <ul className={styles.statusList}>
      {skillsByNeed(data.skills).map((skill) => (
        <li key={skill.skill} className={styles.statusItem} data-status={shownStatus(skill)}>
          <span className={styles.statusDot} aria-hidden="true" />
          <div className={styles.statusMain}>
            <p className={styles.statusSkill}>{t(`skills.${skill.skill}`)}</p>
            <p className={styles.statusWord}>
              {t(`analytics.status.${shownStatus(skill)}`, { count: skill.pending })}
              {skill.percent !== null &&
                ` · ${t('analytics.table.accuracy', { percent: skill.percent, earned: skill.earnedPoints, max: skill.maxPoints })}`}
              {skill.percent !== null &&
                skill.pending > 0 &&
                ` · ${t('analytics.status.pendingCount', { count: skill.pending })}`}
            </p>
          </div>
          <AppLink
            href={`${paths.explore}?${new URLSearchParams({ skill: skill.skill }).toString()}`}
            className={styles.practise}
            aria-label={t('analytics.status.practiseSkill', { skill: t(`skills.${skill.skill}`) })}
          >
            {t('analytics.status.practise')}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
