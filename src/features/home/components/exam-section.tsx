import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { NATIONAL_EXAMS, SCHOOL_EXAMS, type NationalExamKey, type SchoolExamKey } from '../data';
import { countOf, hasTests, type Counts } from '../utils/counts';
import styles from './exam-section.module.scss';
import {
  IconArrowRight,
  IconAward,
  IconBriefcase,
  IconCalendarCheck,
  IconClipboardList,
  IconGraduation,
  IconPlane,
  IconSchoolBuilding,
  IconStar,
  IconTarget,
} from './home-icons';
import { SectionHeading } from './section-heading';
import { TestCount } from './test-count';

const SCHOOL_ICONS: Record<SchoolExamKey, ReactNode> = {
  regular: <IconCalendarCheck size={22} />,
  midTerm: <IconClipboardList size={22} />,
  endOfTerm: <IconAward size={22} />,
};

const NATIONAL_ICONS: Record<NationalExamKey, ReactNode> = {
  grade10Entrance: <IconSchoolBuilding size={22} />,
  highSchoolGraduation: <IconGraduation size={22} />,
  competencyAssessment: <IconTarget size={22} />,
  jobInterview: <IconBriefcase size={22} />,
  studyAbroadAssessment: <IconPlane size={22} />,
  other: <IconStar size={22} />,
};

export interface ExamSectionProps {
  /** Tests per exam id, school and national (facets.exams); undefined while unknown. */
  counts: Counts;
}

export function ExamSection({ counts }: ExamSectionProps) {
  const { t } = useTranslation('home');
  const school = SCHOOL_EXAMS.filter((exam) => hasTests(counts, exam.id));
  const national = NATIONAL_EXAMS.filter((exam) => hasTests(counts, exam.id));
  if (school.length === 0 && national.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-exams-title">
      <div className={styles.inner}>
        <SectionHeading
          id="home-exams-title"
          eyebrow={t('exams.eyebrow')}
          title={t('exams.title')}
          subtitle={t('exams.subtitle')}
        />
        <div className={styles.panels}>
          {school.length > 0 && (
            <div className={styles.panel}>
              <h3 className={styles.panelTitle}>{t('exams.schoolTitle')}</h3>
              <ul className={styles.schoolList}>
                {school.map((exam) => (
                  <li key={exam.key}>
                    <AppLink href={exam.href} className={styles.schoolItem}>
                      <span className={styles.schoolIcon} aria-hidden="true">
                        {SCHOOL_ICONS[exam.key]}
                      </span>
                      <span className={styles.schoolText}>
                        <span className={styles.schoolName}>{t(`exams.school.${exam.key}.title`)}</span>
                        <span className={styles.schoolDescription}>{t(`exams.school.${exam.key}.description`)}</span>
                      </span>
                      <TestCount count={countOf(counts, exam.id)} />
                      <IconArrowRight size={18} className={styles.arrow} />
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {national.length > 0 && (
            <div className={`${styles.panel} ${styles.panelNational}`}>
              <h3 className={styles.panelTitle}>{t('exams.nationalTitle')}</h3>
              <ul className={styles.nationalGrid}>
                {national.map((exam) => (
                  <li key={exam.key}>
                    <AppLink href={exam.href} className={styles.nationalItem}>
                      <span className={styles.nationalIcon} aria-hidden="true">
                        {NATIONAL_ICONS[exam.key]}
                      </span>
                      <span className={styles.nationalName}>{t(`exams.national.${exam.key}`)}</span>
                      <TestCount count={countOf(counts, exam.id)} tone="subtle" />
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
