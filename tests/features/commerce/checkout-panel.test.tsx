import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutPanel } from '@/features/checkout/components/checkout-panel';
import { setSession } from '@/lib/session';
import { createRouterMock } from '../../layout/router-mock';
import { API_URL, server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { fail, makeBreakdown, ok } from './fixtures';

const router = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createRouterMock> | undefined }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

const PLAN = { type: 'MEMBERSHIP', id: 2 } as const;

function serveQuote(breakdown = makeBreakdown()) {
  server.use(http.post(`${API_URL}/itf/checkout/quote`, () => HttpResponse.json(ok(breakdown))));
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
    setSession({ accessToken: 'token', refreshToken: 'refresh' });
    serveQuote();
    const created: unknown[] = [];
    server.use(
      http.post(`${API_URL}/payment/create`, async ({ request }) => {
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

  it('offers only GIFT for a total of 0 and goes straight to the result', async () => {
    setSession({ accessToken: 'token', refreshToken: 'refresh' });
    serveQuote(makeBreakdown({ total: 0, discount: 400_000, methods: ['GIFT'] }));
    server.use(
      http.post(`${API_URL}/payment/create`, () =>
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
    await user.click(screen.getByRole('button', { name: 'Nhận ngay' }));
    await vi.waitFor(() => expect(router.current?.push).toHaveBeenCalledWith('/checkout/result?transNo=EL2'));
  });

  it('says so when everything is already owned, without a useless retry', async () => {
    setSession({ accessToken: 'token', refreshToken: 'refresh' });
    server.use(
      http.post(`${API_URL}/itf/checkout/quote`, () => HttpResponse.json(fail('NOTHING_TO_BUY'), { status: 409 })),
    );
    await renderWithProviders(<CheckoutPanel purchase={{ type: 'UNIT_TEST', id: 3011 }} />);
    expect(await screen.findByText('Bạn đã sở hữu mọi đề trong đơn hàng này.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đề của tôi' })).toHaveAttribute('href', '/unit-test/mine');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-pay')).toBeDisabled();
  });
});
