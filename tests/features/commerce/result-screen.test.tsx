import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_RESULT_CODES } from '@contract/commerce-rules';
import type { OrderDto } from '@contract/commerce';
import { ResultScreen } from '@/features/checkout/lazy/result-screen';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { fail, makeCart, makeOrder, ok } from './fixtures';
import { handle } from '../../msw/handlers';
import { commerceEndpoints } from '@contract/commerce';
import { signedIn } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));

const VNPAY_RETURN = {
  vnp_TxnRef: 'EL2611260001',
  vnp_ResponseCode: '00',
  vnp_Amount: '9900000',
  vnp_SecureHash: 'abc123',
};

function openWith(query: Record<string, string>) {
  router.current = {
    ...createRouterMock({ pathname: '/checkout/result', asPath: '/checkout/result' }),
    isReady: true,
    query,
  };
}

/**
 * Answers POST /payment/return with each order in turn (the last one repeats), with its own code.
 * `cartReads` counts the cart asked again after a success, so a test ends only once it is served.
 */
function serveReturns(orders: OrderDto[], gatewayCode?: string) {
  const bodies: unknown[] = [];
  const cartReads = { count: 0 };
  server.use(
    handle(commerceEndpoints.paymentReturn, async ({ request }) => {
      bodies.push(await request.json());
      const order = orders[Math.min(bodies.length - 1, orders.length - 1)] as OrderDto;
      return HttpResponse.json(ok({ order, gatewayCode: gatewayCode ?? order.resultCode ?? '00' }));
    }),
    handle(commerceEndpoints.cart, () => {
      cartReads.count += 1;
      return HttpResponse.json(ok(makeCart([], 0)));
    }),
  );
  served = { cartReads };
  return bodies;
}

/** The last test's server, so a test that ended on a success waits for the cart it asks again. */
let served: { cartReads: { count: number } } | null = null;

/** The purchase step the indicator marks as current. */
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Các bước mua hàng' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

const processing = makeOrder({
  status: 'PENDING',
  resultStatus: 'PROCESSING',
  resultCode: null,
  providerCode: null,
  paidAt: null,
});

describe('the payment result', () => {
  beforeEach(() => {
    served = null;
    signedIn({ accessToken: 'token' });
    openWith(VNPAY_RETURN);
  });

  // A success asks the cart again (what was bought leaves it): a test ends once that is served,
  // not while the request is still on its way to a server that has moved on to the next test.
  afterEach(async () => {
    const reads = served?.cartReads;
    if (reads && screen.queryByText('Thanh toán thành công')) {
      await waitFor(() => expect(reads.count).toBeGreaterThan(0));
    }
  });

  it('hands the return query to the API and polls a PROCESSING order until it settles, never claiming success first', async () => {
    const bodies = serveReturns([processing, processing, makeOrder()]);
    await renderWithProviders(<ResultScreen pollMs={15} />);
    expect(await screen.findByText('Đang xác nhận thanh toán')).toBeInTheDocument();
    expect(screen.queryByText('Thanh toán thành công')).not.toBeInTheDocument();
    expect(await screen.findByText('Thanh toán thành công')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Hoàn tất');
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toEqual({ provider: 'VNPAY', params: VNPAY_RETURN });
    // What was bought can be started at once.
    expect(screen.getByRole('link', { name: 'Làm bài “Đề FCE số 1”' })).toHaveAttribute('href', '/practice-test/fce-1');
  });

  it('stops asking after a while and offers to check again', async () => {
    const bodies = serveReturns([processing]);
    const user = userEvent.setup();
    await renderWithProviders(<ResultScreen pollMs={5} maxChecks={3} />);
    const again = await screen.findByRole('button', { name: 'Kiểm tra lại' });
    expect(bodies).toHaveLength(3);
    expect(screen.getByText(/Cổng thanh toán chưa xác nhận/)).toBeInTheDocument();
    await user.click(again);
    await waitFor(() => expect(bodies).toHaveLength(6));
    expect(screen.queryByText('Thanh toán thành công')).not.toBeInTheDocument();
  });

  it('shows a failed payment with the message of its code and a way to pay again', async () => {
    serveReturns([makeOrder({ status: 'FAILED', resultStatus: 'FAIL', resultCode: '51', paidAt: null })]);
    await renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('Thanh toán không thành công')).toBeInTheDocument();
    expect(screen.getByTestId('result-reason')).toHaveTextContent(
      'Tài khoản của bạn không đủ số dư để thực hiện giao dịch.',
    );
    expect(screen.getByRole('link', { name: 'Thanh toán lại' })).toHaveAttribute('href', '/checkout?unitTestId=3011');
    expect(screen.queryByRole('link', { name: /Làm bài/ })).not.toBeInTheDocument();
    // Not "done": the learner is still at paying.
    expect(currentStep()).toHaveTextContent('Thanh toán');
  });

  it('shows a cancelled payment (24) as cancelled', async () => {
    serveReturns([makeOrder({ status: 'CANCELLED', resultStatus: 'CANCELLED', resultCode: '24', paidAt: null })]);
    await renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('Giao dịch đã bị hủy')).toBeInTheDocument();
    expect(screen.getByTestId('result-reason')).toHaveTextContent('Bạn đã hủy giao dịch.');
  });

  it('never says "not charged" when the gateway said paid: an order still read as cancelled is being confirmed', async () => {
    const cancelled = makeOrder({ status: 'CANCELLED', resultStatus: 'CANCELLED', resultCode: '24', paidAt: null });
    const bodies = serveReturns([cancelled, cancelled, makeOrder()], '00');
    await renderWithProviders(<ResultScreen pollMs={15} />);
    expect(await screen.findByText('Đang xác nhận thanh toán')).toBeInTheDocument();
    expect(screen.queryByText('Giao dịch đã bị hủy')).not.toBeInTheDocument();
    expect(await screen.findByText('Thanh toán thành công')).toBeInTheDocument();
    expect(bodies).toHaveLength(3);
  });

  it('shows an order paid after it was closed, and already owned otherwise, as refund due', async () => {
    serveReturns([makeOrder({ status: 'REFUND_DUE', resultStatus: 'FAIL', resultCode: '00' })], '00');
    await renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('Đã nhận thanh toán sau khi đơn hàng bị đóng')).toBeInTheDocument();
    expect(screen.queryByText(/không bị trừ tiền|chưa bị trừ tiền/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lịch sử đơn hàng' })).toHaveAttribute('href', '/account/orders');
  });

  it('reads a MoMo return the same way', async () => {
    openWith({ partnerCode: 'MOMO', orderId: 'EL2611260002', resultCode: '1001', signature: 'f00' });
    const bodies = serveReturns([
      makeOrder({ status: 'FAILED', resultStatus: 'FAIL', resultCode: '51', method: 'MOMO' }),
    ]);
    await renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('Thanh toán không thành công')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ provider: 'MOMO' });
  });

  it('leads a bought exam package to My tests, where its tests wait', async () => {
    serveReturns([
      makeOrder({
        purchaseType: 'EXAM_PACKAGE',
        items: [
          {
            kind: 'EXAM_PACKAGE',
            refId: 1,
            name: { vi: 'Gói IELTS', en: 'IELTS pack' },
            price: 119_000,
            discount: 0,
            slug: null,
          },
        ],
      }),
    ]);
    await renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('Thanh toán thành công')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đề của tôi' })).toHaveAttribute('href', '/unit-test/mine');
    expect(screen.queryByRole('link', { name: /Làm bài/ })).not.toBeInTheDocument();
  });

  it('starts a bought adaptive test from its own page', async () => {
    serveReturns([
      makeOrder({
        purchaseType: 'ADAPTIVE_TEST',
        items: [
          {
            kind: 'ADAPTIVE_TEST',
            refId: 600,
            name: { vi: 'Bài kiểm tra trình độ thích ứng', en: 'Adaptive level test' },
            price: 99_000,
            discount: 0,
            slug: null,
          },
        ],
      }),
    ]);
    await renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('Thanh toán thành công')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Làm bài “Bài kiểm tra trình độ thích ứng”' })).toHaveAttribute(
      'href',
      '/placement-test?key=level',
    );
  });

  it('refuses parameters the gateway did not sign', async () => {
    server.use(
      handle(commerceEndpoints.paymentReturn, () =>
        HttpResponse.json(fail('PAYMENT_SIGNATURE_INVALID'), { status: 400 }),
      ),
    );
    await renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('Không xác minh được kết quả')).toBeInTheDocument();
    expect(screen.queryByText('Thanh toán thành công')).not.toBeInTheDocument();
  });

  it('reads a free (GIFT) order by its transaction number', async () => {
    openWith({ transNo: 'EL2611260003' });
    server.use(
      handle(commerceEndpoints.orderDetail, ({ params }) =>
        HttpResponse.json(ok(makeOrder({ transNo: String(params.transNo), method: 'GIFT', total: 0 }))),
      ),
      handle(commerceEndpoints.cart, () => HttpResponse.json(ok(makeCart([], 0)))),
    );
    await renderWithProviders(<ResultScreen />);
    expect(await screen.findByText('Thanh toán thành công')).toBeInTheDocument();
    expect(screen.getByTestId('result-trans-no')).toHaveTextContent('EL2611260003');
  });

  it('has a message for every payment status code of spec §8, in vi and en', async () => {
    const vi = await createTestI18n('vi');
    const en = await createTestI18n('en');
    for (const code of ['00', '07', '09', '10', '11', '12', '13', '24', '51', '65', '75', '79']) {
      expect(PAYMENT_RESULT_CODES).toContain(code);
    }
    const tVi = vi.t.bind(vi) as unknown as (key: string) => string;
    const tEn = en.t.bind(en) as unknown as (key: string) => string;
    for (const code of PAYMENT_RESULT_CODES) {
      expect(vi.exists(`commerce:codes.${code}`), `vi ${code}`).toBe(true);
      expect(en.exists(`commerce:codes.${code}`), `en ${code}`).toBe(true);
      expect(tEn(`commerce:codes.${code}`)).not.toBe(tVi(`commerce:codes.${code}`));
    }
  });
});
