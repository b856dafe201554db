import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPanel } from '@/features/checkout/components/checkout-panel';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { fail, makeBreakdown, ok } from './fixtures';
import { handle } from '../../msw/handlers';
import { commerceEndpoints } from '@contract/commerce';
import { signedIn } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createRouterMock> | undefined }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

const PLAN = { type: 'MEMBERSHIP', id: 2 } as const;

function serveQuote(breakdown = makeBreakdown()) {
  server.use(handle(commerceEndpoints.quote, () => HttpResponse.json(ok(breakdown))));
}

describe('the checkout panel', () => {
  beforeEach(() => {
    router.current = createRouterMock({ pathname: '/checkout/combo', asPath: '/checkout/combo?plan=GOLD' });
  });

  it('shows a guest the server’s price and sends them to log in and back to this page', async () => {
    serveQuote();
    await renderWithProviders(<CheckoutPanel purchase={PLAN} />);
    expect(await screen.findByTestId('checkout-total')).toHaveAttribute('data-amount', '400000');
    expect(screen.getByRole('link', { name: 'Đăng nhập để thanh toán' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout%2Fcombo%3Fplan%3DGOLD',
    );
    expect(screen.queryByTestId('checkout-pay')).not.toBeInTheDocument();
  });

  it('creates the order with the chosen method and this site’s return URL, then opens the gateway', async () => {
    signedIn({ accessToken: 'token' });
    serveQuote();
    const created: unknown[] = [];
    server.use(
      handle(commerceEndpoints.paymentCreate, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(
          ok({
            transNo: 'EL1',
            status: 'PENDING',
            total: 400_000,
            paymentUrl: 'http://localhost:4000/gateway/momo/pay?t=1',
            expiresAt: '2026-11-26T08:15:00.000Z',
          }),
        );
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost:3000' });
    const user = userEvent.setup();
    await renderWithProviders(<CheckoutPanel purchase={PLAN} />);
    const methods = await screen.findByRole('group', { name: 'Phương thức thanh toán' });
    expect(within(methods).getByRole('radio', { name: /VNPAY/ })).toBeChecked();
    await user.click(within(methods).getByRole('radio', { name: /Ví MoMo/ }));
    await user.click(screen.getByTestId('checkout-pay'));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:4000/gateway/momo/pay?t=1'));
    expect(created).toEqual([
      { purchase: PLAN, method: 'MOMO', locale: 'vi', returnUrl: 'http://localhost:3000/checkout/result' },
    ]);
    vi.unstubAllGlobals();
  });

  it('names an unpaid order of the same purchase, links to it and says paying here continues or replaces it', async () => {
    signedIn({ accessToken: 'token' });
    serveQuote({ ...makeBreakdown(), replacesUnpaid: ['EL261126ABCDEFGH'] });
    await renderWithProviders(<CheckoutPanel purchase={PLAN} />);
    expect(await screen.findByText('Bạn có đơn chưa thanh toán cho sản phẩm này')).toBeInTheDocument();
    expect(screen.getByText(/sẽ tiếp tục đơn đó; nếu đổi, đơn cũ sẽ được hủy/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem đơn EL261126ABCDEFGH' })).toHaveAttribute(
      'href',
      '/account/orders?transNo=EL261126ABCDEFGH',
    );
  });

  it('says nothing of unpaid orders when there are none', async () => {
    signedIn({ accessToken: 'token' });
    serveQuote({ ...makeBreakdown(), replacesUnpaid: [] });
    await renderWithProviders(<CheckoutPanel purchase={PLAN} />);
    expect(await screen.findByTestId('checkout-total')).toBeInTheDocument();
    expect(screen.queryByText('Bạn có đơn chưa thanh toán cho sản phẩm này')).not.toBeInTheDocument();
  });

  it('offers only GIFT for a total of 0 and goes straight to the result', async () => {
    signedIn({ accessToken: 'token' });
    serveQuote(makeBreakdown({ total: 0, discount: 400_000, methods: ['GIFT'] }));
    server.use(
      handle(commerceEndpoints.paymentCreate, () =>
        HttpResponse.json(
          ok({ transNo: 'EL2', status: 'SUCCESS', total: 0, paymentUrl: null, expiresAt: '2026-11-26T08:15:00.000Z' }),
        ),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<CheckoutPanel purchase={PLAN} />);
    const methods = await screen.findByRole('group', { name: 'Phương thức thanh toán' });
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(within(methods).getByRole('radio', { name: /Nhận miễn phí/ })).toBeChecked();
    // No gateway is involved in a free order, so none is announced.
    expect(screen.getByText('Đơn hàng 0 ₫ được hoàn tất ngay, không qua cổng thanh toán nào.')).toBeInTheDocument();
    expect(screen.queryByText(/VNPAY hoặc MoMo/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nhận ngay' }));
    await vi.waitFor(() => expect(router.current?.push).toHaveBeenCalledWith('/checkout/result?transNo=EL2'));
  });

  it('says on which line a voucher for some lines only took its discount', async () => {
    signedIn({ accessToken: 'token' });
    serveQuote(
      makeBreakdown({
        purchase: { type: 'CART' },
        lines: [
          { kind: 'UNIT_TEST', refId: 3011, name: { vi: 'Đề FCE', en: 'FCE test' }, price: 99_000, discount: 0 },
          {
            kind: 'UNIT_TEST',
            refId: 4005,
            name: { vi: 'Đề IELTS', en: 'IELTS test' },
            price: 99_000,
            discount: 29_700,
          },
        ],
        subtotal: 198_000,
        discount: 29_700,
        total: 168_300,
        voucher: { code: 'IELTS30', description: { vi: 'IELTS', en: 'IELTS' }, percentOff: 30, maxDiscount: null },
      }),
    );
    await renderWithProviders(<CheckoutPanel purchase={{ type: 'CART' }} />);
    const discounts = await screen.findAllByTestId('line-discount');
    expect(discounts).toHaveLength(1);
    expect(discounts[0]?.textContent?.replace(/\s/g, ' ')).toBe('Giảm 29.700 ₫ (mã IELTS30)');
    expect(discounts[0]?.closest('li')).toHaveTextContent('Đề IELTS');
  });

  it('checks the applied voucher again when another package is chosen, keeping it when it still applies', async () => {
    signedIn({ accessToken: 'token' });
    const voucher = {
      code: 'SALE10',
      description: { vi: 'Giảm 10%', en: '10% off' },
      percentOff: 10,
      maxDiscount: null,
    };
    const checked: unknown[] = [];
    server.use(
      handle(commerceEndpoints.quote, async ({ request }) => {
        const { purchase } = (await request.json()) as { purchase: { id: number } };
        return HttpResponse.json(ok(makeBreakdown({ purchase: { type: 'EXAM_PACKAGE', id: purchase.id } })));
      }),
      handle(commerceEndpoints.voucherValidate, async ({ request }) => {
        const body = (await request.json()) as { purchase: { id: number } };
        checked.push(body);
        const total = body.purchase.id === 1 ? 360_000 : 180_000;
        return HttpResponse.json(
          ok(makeBreakdown({ purchase: { type: 'EXAM_PACKAGE', id: body.purchase.id }, discount: 1, total, voucher })),
        );
      }),
    );
    const user = userEvent.setup();
    const view = await renderWithProviders(<CheckoutPanel purchase={{ type: 'EXAM_PACKAGE', id: 1 }} />);
    await user.type(await screen.findByLabelText(/Nhập mã ưu đãi/), 'SALE10');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Đã áp dụng mã SALE10: giảm 10%.')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveAttribute('data-amount', '360000');

    view.rerender(<CheckoutPanel purchase={{ type: 'EXAM_PACKAGE', id: 2 }} />);
    await waitFor(() => expect(screen.getByTestId('checkout-total')).toHaveAttribute('data-amount', '180000'));
    expect(screen.getByText('Đã áp dụng mã SALE10: giảm 10%.')).toBeInTheDocument();
    expect(checked).toEqual([
      { voucherCode: 'SALE10', purchase: { type: 'EXAM_PACKAGE', id: 1 } },
      { voucherCode: 'SALE10', purchase: { type: 'EXAM_PACKAGE', id: 2 } },
    ]);
  });

  it('says why a voucher could not follow to the new choice', async () => {
    signedIn({ accessToken: 'token' });
    const voucher = { code: 'IELTS30', description: { vi: 'IELTS', en: 'IELTS' }, percentOff: 30, maxDiscount: null };
    server.use(
      handle(commerceEndpoints.quote, () => HttpResponse.json(ok(makeBreakdown()))),
      handle(commerceEndpoints.voucherValidate, async ({ request }) => {
        const body = (await request.json()) as { purchase: { id: number } };
        return body.purchase.id === 1
          ? HttpResponse.json(ok(makeBreakdown({ discount: 1, total: 100_000, voucher })))
          : HttpResponse.json(fail('VOUCHER_NOT_APPLICABLE'), { status: 422 });
      }),
    );
    const user = userEvent.setup();
    const view = await renderWithProviders(<CheckoutPanel purchase={{ type: 'EXAM_PACKAGE', id: 1 }} />);
    await user.type(await screen.findByLabelText(/Nhập mã ưu đãi/), 'IELTS30');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Đã áp dụng mã IELTS30: giảm 30%.')).toBeInTheDocument();
    view.rerender(<CheckoutPanel purchase={{ type: 'EXAM_PACKAGE', id: 2 }} />);
    expect(
      await screen.findByText(
        'Mã IELTS30 không áp dụng được cho lựa chọn mới: Mã ưu đãi không áp dụng cho sản phẩm này.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveAttribute('data-amount', '400000');
  });

  it('says so when everything is already owned, without a useless retry', async () => {
    signedIn({ accessToken: 'token' });
    server.use(handle(commerceEndpoints.quote, () => HttpResponse.json(fail('NOTHING_TO_BUY'), { status: 409 })));
    await renderWithProviders(<CheckoutPanel purchase={{ type: 'UNIT_TEST', id: 3011 }} />);
    expect(await screen.findByText('Bạn đã sở hữu mọi đề trong đơn hàng này.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đề của tôi' })).toHaveAttribute('href', '/unit-test/mine');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-pay')).toBeDisabled();
  });
});
