import type { GradeDto } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { useUnitTests } from '@/lib/catalogue/api/unit-tests';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { gradeRowQuery } from '../data';
import { exploreHref } from '../utils/explore-href';
import { ensureStudentHomeStrings } from '../utils/student-home-strings';
import styles from './featured-tests.module.scss';
import { IconArrowRight } from './home-icons';
import { SectionHeading } from './section-heading';
import { TestRow } from './test-row';

export interface GradeTestsProps {
  grade: Pick<GradeDto, 'code' | 'name' | 'nameEn'>;
}

/** For a signed-in student: tests of their own grade, with a link to all of them. */
export function GradeTests({ grade }: GradeTestsProps) {
  const { i18n } = useTranslation();
  ensureStudentHomeStrings(i18n);
  const { t } = useTranslation('student-home');
  const { data, isLoading, error } = useUnitTests(gradeRowQuery(grade.code));
  const tests = data?.items;
  if (error && !tests) return null;
  if (!isLoading && (!tests || tests.length === 0)) return null;
  const gradeName = gradeDisplayName(grade, i18n.language);
  return (
    <section className={styles.section} data-tone="personal" aria-labelledby="home-grade-tests-title">
      <div className={styles.inner}>
        <div className={styles.head}>
          <SectionHeading
            id="home-grade-tests-title"
            eyebrow={t('forYourGrade.eyebrow')}
            title={t('forYourGrade.title', { grade: gradeName })}
            subtitle={t('forYourGrade.subtitle')}
            align="start"
          />
          <AppLink href={exploreHref({ grade: grade.code })} className={styles.seeAll}>
            {data
              ? t('forYourGrade.seeAllCount', { grade: gradeName, count: data.total })
              : t('forYourGrade.seeAll', { grade: gradeName })}
            <IconArrowRight size={18} />
          </AppLink>
        </div>
        <TestRow tests={tests} isLoading={isLoading} skeletons={4} loadingLabel={t('forYourGrade.loading')} />
      </div>
    </section>
  );
}
