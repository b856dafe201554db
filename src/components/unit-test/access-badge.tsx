import { useTranslation } from 'next-i18next/pages';
import type { UnitTestSummaryDto } from '@contract/catalogue';
import { formatVnd } from './labels';
import { IconLock, IconStar } from './unit-test-icons';

/**
 * Free, membership, or the price of a paid test. Styled by the caller (`data-kind` is free,
 * membership or paid), since the card and the detail page size it differently.
 */
export function AccessBadge({
  test,
  className,
}: {
  test: Pick<UnitTestSummaryDto, 'accessTier' | 'price'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('catalogue');
  if (test.accessTier === 'FREE') {
    return (
      <span className={className} data-kind="free">
        {t('access.FREE')}
      </span>
    );
  }
  if (test.accessTier === 'MEMBERSHIP') {
    return (
      <span className={className} data-kind="membership">
        <IconStar />
        {t('access.MEMBERSHIP')}
      </span>
    );
  }
  return (
    <span className={className} data-kind="paid">
      <IconLock />
      {test.price != null ? formatVnd(test.price, i18n.language) : t('access.PAID')}
    </span>
  );
}
