import { useTranslation } from 'next-i18next/pages';
import type { UnitTestSummaryDto } from '@contract/catalogue';
import { UnitTestCard } from '@/components/unit-test/unit-test-card';
import { useUnitTests } from '@/lib/catalogue/api/unit-tests';
import { RELATED_COUNT, relatedQuery } from '../related-query';
import styles from './related-tests.module.scss';

/** Up to four tests of the same family, exam, grade or mode; nothing when there are none. */
export function RelatedTests({ test }: { test: UnitTestSummaryDto }) {
  const { t } = useTranslation('catalogue');
  const { data } = useUnitTests(relatedQuery(test));
  const related = (data?.items ?? []).filter((item) => item.id !== test.id).slice(0, RELATED_COUNT);
  if (related.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-tests-title">
      <h2 id="related-tests-title" className={styles.title}>
        {t('detail.related.title')}
      </h2>
      <ul className={styles.grid}>
        {related.map((item) => (
          <li key={item.id}>
            <UnitTestCard test={item} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
