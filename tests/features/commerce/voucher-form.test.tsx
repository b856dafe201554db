import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BreakdownDto } from '@contract/commerce';
import { OrderSummary } from '@/features/checkout/components/order-summary';
import { VoucherForm } from '@/features/checkout/components/voucher-form';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { fail, makeBreakdown, ok } from './fixtures';
import { handle } from '../../msw/handlers';
import { commerceEndpoints } from '@contract/commerce';

const PURCHASE = { type: 'MEMBERSHIP', id: 2 } as const;

/** The form beside the summary it changes, as on the checkout page. */
function Harness() {
  const [applied, setApplied] = useState<BreakdownDto | null>(null);
  return (
    <>
      <OrderSummary breakdown={applied ?? makeBreakdown()} />
      <VoucherForm purchase={PURCHASE} applied={applied} onApplied={setApplied} />
    </>
  );
}

const SPEC_TOPICS: [code: string, status: number, vi: string][] = [
  ['VOUCHER_USED_UP', 409, 'Mã ưu đãi đã hết lượt sử dụng.'],
  ['VOUCHER_USER_LIMIT_REACHED', 409, 'Bạn đã dùng hết số lần được phép của mã ưu đãi này.'],
  ['VOUCHER_NOT_APPLICABLE', 422, 'Mã ưu đãi không áp dụng cho sản phẩm này.'],
  ['VOUCHER_NOT_FOUND', 404, 'Mã ưu đãi không tồn tại. Vui lòng kiểm tra lại.'],
  ['VOUCHER_LOGIN_REQUIRED', 403, 'Bạn cần đăng nhập để sử dụng mã ưu đãi.'],
  ['VOUCHER_CODE_REQUIRED', 400, 'Vui lòng nhập mã ưu đãi.'],
  ['VOUCHER_EXPIRED', 409, 'Mã ưu đãi đã hết hạn hoặc chưa đến thời gian sử dụng.'],
];

describe('the voucher field', () => {
  it('asks for a code before calling the server (spec §5: a voucher code is required)', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Vui lòng nhập mã ưu đãi.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Nhập mã ưu đãi/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked required: a voucher is optional at checkout', async () => {
    await renderWithProviders(<Harness />);
    expect(screen.getByLabelText(/Nhập mã ưu đãi/)).not.toBeRequired();
    expect(screen.getByLabelText(/Nhập mã ưu đãi/)).not.toHaveAttribute('aria-required', 'true');
  });

  it.each(SPEC_TOPICS)('answers %s on the field in words', async (code, status, message) => {
    server.use(handle(commerceEndpoints.voucherValidate, () => HttpResponse.json(fail(code), { status })));
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText(/Nhập mã ưu đãi/), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The price stays the server's undiscounted one.
    expect(screen.getByTestId('checkout-total')).toHaveAttribute('data-amount', '400000');
  });

  it('shows a placeholder short enough for the field beside its button (about 16 characters)', async () => {
    await renderWithProviders(<Harness />);
    const vi = screen.getByLabelText(/Nhập mã ưu đãi/).getAttribute('placeholder') ?? '';
    const en = (await createTestI18n('en')).t('commerce:checkout.voucher.placeholder');
    for (const text of [vi, en]) {
      expect(text.length, text).toBeGreaterThan(0);
      expect(text.length, text).toBeLessThanOrEqual(16);
    }
  });

  it('has an English message for every topic', async () => {
    const en = await createTestI18n('en');
    const tr = en.t.bind(en) as unknown as (key: string) => string;
    for (const [code] of SPEC_TOPICS) {
      expect(en.exists(`commerce:checkout.voucher.errors.${code}`), code).toBe(true);
      expect(tr(`commerce:checkout.voucher.errors.${code}`)).not.toMatch(/[ăâđêôơư]/i);
    }
  });

  it('shows the server’s breakdown once a code applies, and can take it off again', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(commerceEndpoints.voucherValidate, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          ok(
            makeBreakdown({
              discount: 268_000,
              total: 132_000,
              voucher: {
                code: 'PLAN67',
                description: { vi: 'Giảm 67%', en: '67% off' },
                percentOff: 67,
                maxDiscount: null,
              },
            }),
          ),
        );
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<Harness />);
    await user.type(screen.getByLabelText(/Nhập mã ưu đãi/), ' plan67 ');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Đã áp dụng mã PLAN67: giảm 67%.')).toBeInTheDocument();
    expect(sent).toEqual([{ voucherCode: 'plan67', purchase: PURCHASE }]);
    expect(screen.getByText('Giảm giá (mã PLAN67)')).toBeInTheDocument();
    // Amounts are the server's integers, only formatted here.
    expect(screen.getByTestId('checkout-discount')).toHaveAttribute('data-amount', '268000');
    expect(screen.getByTestId('checkout-total').textContent?.replace(/\s/g, ' ')).toBe('132.000 ₫');
    await user.click(screen.getByRole('button', { name: 'Bỏ mã' }));
    expect(screen.getByTestId('checkout-total')).toHaveAttribute('data-amount', '400000');
    expect(screen.queryByTestId('checkout-discount')).not.toBeInTheDocument();
  });
});
