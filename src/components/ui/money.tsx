import { formatVnd } from '@/components/unit-test/labels';

export interface MoneyProps {
  /** An integer number of VND, as the server computed it. */
  amount: number;
  className?: string;
  'data-testid'?: string;
}

/**
 * An amount the server gave, shown as Vietnamese readers expect it ("200.000 ₫") in either
 * interface language. The web app only ever displays money: it never adds or discounts it.
 */
export function Money({ amount, className, 'data-testid': testId }: MoneyProps) {
  return (
    <span className={className} data-testid={testId} data-amount={amount}>
      {formatVnd(amount)}
    </span>
  );
}
