import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { GradeDto } from '@contract/api';
import { SCHOOL_LEVELS, type SchoolLevel } from '@/config/constants';
import { exploreHref } from '../utils/explore-href';
import { gradeDisplayName } from '@/lib/grade-display-name';
import styles from './grade-strip.module.scss';

export interface GradeStripProps {
  grades: readonly GradeDto[];
  isLoading: boolean;
  /** The grade list could not be loaded: the strip is left out rather than shown broken. */
  hasError: boolean;
}

const SKELETON_COUNT = 13;

export function GradeStrip({ grades, isLoading, hasError }: GradeStripProps) {
  const { t, i18n } = useTranslation('home');
  const showSkeleton = isLoading && grades.length === 0;
  if (!showSkeleton && (hasError || grades.length === 0)) return null;

  const groups = SCHOOL_LEVELS.map((level) => ({
    level,
    grades: grades.filter((g) => g.schoolLevel === level),
  })).filter((group) => group.grades.length > 0);

  return (
    <section className={styles.strip} aria-labelledby="home-grades-title">
      <div className={styles.card}>
        <div className={styles.intro}>
          <h2 id="home-grades-title" className={styles.title}>
            {t('grades.title')}
          </h2>
          <p className={styles.subtitle}>{t('grades.subtitle')}</p>
        </div>
        {showSkeleton ? (
          <div className={styles.skeleton} aria-busy="true">
            <span className="visually-hidden">{t('grades.loading')}</span>
            {Array.from({ length: SKELETON_COUNT }, (_, i) => (
              <span key={i} className={styles.skeletonPill} />
            ))}
          </div>
        ) : (
          <div className={styles.groups}>
            {groups.map((group) => (
              <GradeGroup
                key={group.level}
                level={group.level}
                label={t(`grades.levels.${group.level}`)}
                grades={group.grades}
                locale={i18n.language}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

interface GradeGroupProps {
  level: SchoolLevel;
  label: string;
  grades: readonly GradeDto[];
  locale: string | undefined;
}

function GradeGroup({ level, label, grades, locale }: GradeGroupProps) {
  const headingId = `home-grades-${level.toLowerCase()}`;
  return (
    <div className={styles.group} data-level={level}>
      <h3 id={headingId} className={styles.groupTitle}>
        {label}
      </h3>
      <ul className={styles.pills} aria-labelledby={headingId}>
        {grades.map((grade) => (
          <li key={grade.code}>
            <AppLink href={exploreHref({ grade: grade.code })} className={styles.pill}>
              {gradeDisplayName(grade, locale)}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
