import { useTranslation } from 'next-i18next/pages';
import type { UnitTestListData } from '@contract/catalogue';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { UnitTestCard } from '@/components/unit-test/unit-test-card';
import { cardCartFooter } from '@/features/cart';
import { UnitTestCardSkeleton } from '@/components/unit-test/unit-test-card-skeleton';
import { IconSearch } from '@/components/unit-test/unit-test-icons';
import type { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import styles from './explore-results.module.scss';

export interface ExploreResultsProps {
  data: UnitTestListData | undefined;
  error: ApiError | undefined;
  /** The data shown is the previous page while the new one loads. */
  isStale: boolean;
  onRetry: () => void;
  onReset: () => void;
}

const SKELETONS = 6;

/** The result grid with its loading, empty and error states. */
export function ExploreResults({ data, error, isStale, onRetry, onReset }: ExploreResultsProps) {
  const { t } = useTranslation('catalogue');
  const { t: tCommon } = useTranslation('common');

  if (error) {
    return (
      <div className={styles.state}>
        <Alert variant="error" title={t('explore.error.title')}>
          <p>{apiErrorMessage(tCommon, error)}</p>
          <Button size="medium" variant="outline" onClick={onRetry} className={styles.retry}>
            {t('explore.error.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  if (!data) {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('card.loading')}
        </span>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <UnitTestCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (data.items.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<IconSearch size={28} />}
        title={t('explore.empty.title')}
        text={t('explore.empty.description')}
        action={
          <Button size="medium" onClick={onReset}>
            {t('explore.empty.reset')}
          </Button>
        }
      />
    );
  }

  return (
    <ul className={styles.grid} aria-busy={isStale || undefined} data-stale={isStale || undefined}>
      {data.items.map((test) => (
        <li key={test.id} className={styles.item}>
          <UnitTestCard test={test} footer={cardCartFooter(test)} />
        </li>
      ))}
    </ul>
  );
}
