import type { UnitTestSummaryDto } from '@contract/catalogue';
import { useTranslation } from 'next-i18next/pages';
import { unitTestTitles } from '@/components/unit-test/labels';
import { useOwnedUnitTests } from '@/lib/catalogue/api/owned-unit-tests';
import { AddToCartButton } from './add-to-cart-button';

/**
 * "Add to cart" under a paid test's card, for a visitor who does not own it (a signed-in
 * student's owned tests are known from GET /itf/unit-tests/owned, shared by every card).
 * Renders nothing for other tests, and nothing until ownership is known.
 */
function CardCartAction({ test }: { test: UnitTestSummaryDto }) {
  const { i18n } = useTranslation();
  const { data: owned, signedIn } = useOwnedUnitTests();
  if (test.accessTier !== 'PAID') return null;
  if (signedIn && (!owned || owned.some((item) => item.unitTest.id === test.id))) return null;
  return (
    <AddToCartButton unitTestId={test.id} name={unitTestTitles(test, i18n.language).title} size="small" fullWidth />
  );
}

/** The card footer for a test: the cart action of a paid test, or none. */
export function cardCartFooter(test: UnitTestSummaryDto) {
  return test.accessTier === 'PAID' ? <CardCartAction test={test} /> : undefined;
}
