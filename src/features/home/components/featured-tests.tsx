import type { UnitTestSummaryDto } from '@contract/catalogue';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import styles from './featured-tests.module.scss';
import { IconArrowRight } from './home-icons';
import { SectionHeading } from './section-heading';
import { TestRow } from './test-row';

export interface FeaturedTestsProps {
  tests: readonly UnitTestSummaryDto[] | undefined;
  isLoading: boolean;
  /** The list could not be loaded: the section is left out rather than shown broken. */
  hasError: boolean;
}

export function FeaturedTests({ tests, isLoading, hasError }: FeaturedTestsProps) {
  const { t } = useTranslation('home');
  if (hasError && !tests) return null;
  if (!isLoading && (!tests || tests.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="home-featured-title">
      <div className={styles.inner}>
        <div className={styles.head}>
          <SectionHeading
            id="home-featured-title"
            eyebrow={t('featured.eyebrow')}
            title={t('featured.title')}
            subtitle={t('featured.subtitle')}
            align="start"
          />
          <AppLink href={paths.explore} className={styles.seeAll}>
            {t('featured.seeAll')}
            <IconArrowRight size={18} />
          </AppLink>
        </div>
        <TestRow tests={tests} isLoading={isLoading} skeletons={4} loadingLabel={t('featured.loading')} />
      </div>
    </section>
  );
}
