import { useTranslation } from 'next-i18next/pages';
import type { UnitTestSummaryDto } from '@contract/catalogue';
import { formatVnd } from './labels';
import { IconLock, IconOwned, IconStar } from './unit-test-icons';

/**
 * Free, membership, or the price of a paid test; for a test the student already has, that it is
 * theirs. Styled by the caller (`data-kind` is free, membership, paid or owned), since the card
 * and the detail page size it differently.
 */
export function AccessBadge({
  test,
  owned = false,
  className,
}: {
  test: Pick<UnitTestSummaryDto, 'accessTier' | 'price'>;
  owned?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('catalogue');
  if (owned) {
    return (
      <span className={className} data-kind="owned">
        <IconOwned />
        {t('card.owned')}
      </span>
    );
  }
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
