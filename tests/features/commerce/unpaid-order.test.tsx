import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersScreen } from '@/features/account/components/orders-screen';
import { VoucherForm } from '@/features/checkout/components/voucher-form';
import { resetAuthRefreshState } from '@/lib/api-client';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { mockProfile, renderSignedIn } from '../account/fixtures';
import { makeOrder, ok } from './fixtures';
import { handle, urlOf } from '../../msw/handlers';
import { commerceEndpoints } from '@contract/commerce';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));

afterEach(() => {
  resetAuthRefreshState();
});

const HELD_BY = 'EL261126HOLDER01';

describe('a voucher held by an unpaid order', () => {
  it('says an unpaid order holds it and links to that order', async () => {
    router.current = createRouterMock({ pathname: '/checkout', asPath: '/checkout?unitTestId=3013' });
    server.use(
      handle(commerceEndpoints.voucherValidate, () =>
        HttpResponse.json(
          {
            result: false,
            code: 'VOUCHER_HELD_BY_UNPAID_ORDER',
            message: 'held',
            details: [{ field: 'heldByOrder', message: HELD_BY }],
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(
      <VoucherForm purchase={{ type: 'UNIT_TEST', id: 3013 }} applied={null} onApplied={() => undefined} />,
    );
    await user.type(screen.getByLabelText(/Nhập mã ưu đãi/), 'ONCE20');
    await user.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText(/Một đơn hàng chưa thanh toán của bạn đang giữ mã ưu đãi này/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Xem đơn hàng ${HELD_BY}` })).toHaveAttribute(
      'href',
      `/account/orders?transNo=${HELD_BY}`,
    );
  });
});

describe('cancelling an unpaid order', () => {
  it('asks first, then cancels it on the server and shows it cancelled', async () => {
    router.current = {
      ...createRouterMock({ pathname: '/account/orders', asPath: `/account/orders?transNo=${HELD_BY}` }),
      query: { transNo: HELD_BY },
    };
    mockProfile();
    const pending = makeOrder({
      transNo: HELD_BY,
      status: 'PENDING',
      resultStatus: 'PROCESSING',
      resultCode: null,
      providerCode: null,
      paidAt: null,
      voucherCode: 'ONCE20',
      paymentUrl: 'http://localhost:4000/gateway/vnpay/paymentv2/vpcpay.html?x=1',
    });
    const cancelled = makeOrder({
      ...pending,
      status: 'CANCELLED',
      resultStatus: 'CANCELLED',
      resultCode: '24',
      paymentUrl: null,
    });
    const cancels: string[] = [];
    server.use(
      http.get(urlOf(commerceEndpoints.orderDetail, { params: { transNo: HELD_BY } }), () =>
        HttpResponse.json(ok(pending)),
      ),
      handle(commerceEndpoints.orderCancel, ({ params }) => {
        cancels.push(String(params.transNo));
        return HttpResponse.json(ok(cancelled));
      }),
    );
    const user = userEvent.setup();
    await renderSignedIn(<OrdersScreen />);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByRole('link', { name: 'Tiếp tục thanh toán' })).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Hủy đơn hàng' }));
    const dialog = await screen.findByRole('dialog');
    expect(cancels).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn hàng' }));
    expect(await screen.findByText('Đã hủy đơn hàng. Mã ưu đãi của đơn có thể dùng lại.')).toBeInTheDocument();
    expect(cancels).toEqual([HELD_BY]);
    expect(within(screen.getByTestId('order-detail')).getByText('Đã hủy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hủy đơn hàng' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tiếp tục thanh toán' })).not.toBeInTheDocument();
  });
});
