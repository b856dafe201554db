import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrdersScreen } from '@/features/account/components/orders-screen';
import { resetAuthRefreshState } from '@/lib/api-client';
import { createRouterMock } from '../../layout/router-mock';
import { API_URL, server } from '../../msw/server';
import { mockProfile, renderSignedIn } from '../account/fixtures';
import { makeOrder, ok } from './fixtures';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));

afterEach(() => {
  resetAuthRefreshState();
});

const TRANS_NO = 'EL261127LATEPAID';

describe('an order paid after it was closed, whose money is due back', () => {
  it('shows its status and why in the order history', async () => {
    router.current = {
      ...createRouterMock({ pathname: '/account/orders', asPath: `/account/orders?transNo=${TRANS_NO}` }),
      query: { transNo: TRANS_NO },
    };
    mockProfile();
    const order = makeOrder({ transNo: TRANS_NO, status: 'REFUND_DUE', resultStatus: 'FAIL', resultCode: '00' });
    server.use(http.get(`${API_URL}/itf/orders/detail/${TRANS_NO}`, () => HttpResponse.json(ok(order))));
    await renderSignedIn(<OrdersScreen />);
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByText('Chờ hoàn tiền')).toBeInTheDocument();
    expect(within(detail).getByText(/số tiền sẽ được hoàn về tài khoản bạn đã dùng để thanh toán/)).toBeInTheDocument();
    expect(within(detail).queryByText('Giao dịch thành công.')).not.toBeInTheDocument();
  });
});
