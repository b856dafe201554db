import { useTranslation } from 'react-i18next';
import { formatVnd } from '@/components/unit-test/labels';

export interface MoneyProps {
  /** An integer number of VND, as the server computed it. */
  amount: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * An amount the server gave, written the way the interface language writes money ("200.000 ₫"
 * in vi, "₫200,000" in en). The web app only ever displays money: it never adds or discounts it.
 */
export function Money({ amount, className, 'data-testid': testId }: MoneyProps) {
  const { i18n } = useTranslation();
  return (
    <span className={className} data-testid={testId} data-amount={amount}>
      {formatVnd(amount, i18n.language)}
    </span>
  );
}
