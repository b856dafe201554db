import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { NATIONAL_EXAMS, SCHOOL_EXAMS, type NationalExamKey, type SchoolExamKey } from '../data';
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

export function ExamSection() {
  const { t } = useTranslation('home');
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
          <div className={styles.panel}>
            <h3 className={styles.panelTitle}>{t('exams.schoolTitle')}</h3>
            <ul className={styles.schoolList}>
              {SCHOOL_EXAMS.map((exam) => (
                <li key={exam.key}>
                  <Link href={exam.href} className={styles.schoolItem}>
                    <span className={styles.schoolIcon} aria-hidden="true">
                      {SCHOOL_ICONS[exam.key]}
                    </span>
                    <span className={styles.schoolText}>
                      <span className={styles.schoolName}>{t(`exams.school.${exam.key}.title`)}</span>
                      <span className={styles.schoolDescription}>
                        {t(`exams.school.${exam.key}.description`)}
                      </span>
                    </span>
                    <IconArrowRight size={18} className={styles.arrow} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div className={`${styles.panel} ${styles.panelNational}`}>
            <h3 className={styles.panelTitle}>{t('exams.nationalTitle')}</h3>
            <ul className={styles.nationalGrid}>
              {NATIONAL_EXAMS.map((exam) => (
                <li key={exam.key}>
                  <Link href={exam.href} className={styles.nationalItem}>
                    <span className={styles.nationalIcon} aria-hidden="true">
                      {NATIONAL_ICONS[exam.key]}
                    </span>
                    {t(`exams.national.${exam.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
