import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from '@/components/ui/money';
import { createTestI18n, renderWithProviders } from '../../test-utils';

const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('money', () => {
  it.each([
    [0, '0 ₫', '₫0'],
    [1_000, '1.000 ₫', '₫1,000'],
    [66_000, '66.000 ₫', '₫66,000'],
    [699_000, '699.000 ₫', '₫699,000'],
    [50_000_000, '50.000.000 ₫', '₫50,000,000'],
  ])('shows %i VND as "%s" in Vietnamese and "%s" in English', async (amount, vi, en) => {
    await renderWithProviders(<Money amount={amount} data-testid="vi" />);
    await renderWithProviders(<Money amount={amount} data-testid="en" />, { i18n: await createTestI18n('en') });
    expect(text(screen.getByTestId('vi'))).toBe(vi);
    expect(text(screen.getByTestId('en'))).toBe(en);
    expect(screen.getByTestId('vi')).toHaveAttribute('data-amount', String(amount));
  });
});
