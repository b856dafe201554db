import type { UnitTestSummaryDto } from '@contract/catalogue';
import { UnitTestCard } from '@/components/unit-test/unit-test-card';
import { UnitTestCardSkeleton } from '@/components/unit-test/unit-test-card-skeleton';
import styles from './test-row.module.scss';

export interface TestRowProps {
  tests: readonly UnitTestSummaryDto[] | undefined;
  isLoading: boolean;
  /** How many placeholders to show while loading. */
  skeletons: number;
  loadingLabel: string;
}

/** A grid of test cards, with card-shaped placeholders while the list loads. */
export function TestRow({ tests, isLoading, skeletons, loadingLabel }: TestRowProps) {
  if (isLoading && !tests) {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden">{loadingLabel}</span>
        {Array.from({ length: skeletons }, (_, i) => (
          <UnitTestCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {(tests ?? []).map((test) => (
        <li key={test.id} className={styles.item}>
          <UnitTestCard test={test} compact className={styles.card} />
        </li>
      ))}
    </ul>
  );
}
