import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { commerceEndpoints } from '@contract/commerce';
import { CheckoutScreen } from '@/features/checkout/lazy/checkout-screen';
import { createRouterMock } from '../../layout/router-mock';
import { handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { makeBreakdown, ok } from './fixtures';

const router = vi.hoisted(() => ({ current: undefined as ReturnType<typeof createRouterMock> | undefined }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));

describe('/checkout?adaptiveTest=', () => {
  it('asks the server to price the adaptive test’s right and shows its total', async () => {
    router.current = {
      ...createRouterMock({
        pathname: '/checkout',
        asPath: '/checkout?adaptiveTest=600',
        query: { adaptiveTest: '600' },
      }),
      isReady: true,
    } as ReturnType<typeof createRouterMock>;
    const quoted: unknown[] = [];
    server.use(
      handle(commerceEndpoints.quote, async ({ request }) => {
        quoted.push(await request.json());
        return HttpResponse.json(ok(makeBreakdown({ subtotal: 99_000, total: 99_000 })));
      }),
    );
    await renderWithProviders(<CheckoutScreen />);
    expect(await screen.findByRole('heading', { name: 'Mua bài kiểm tra thích ứng' })).toBeInTheDocument();
    expect(await screen.findByTestId('checkout-total')).toHaveAttribute('data-amount', '99000');
    expect(quoted).toEqual([{ purchase: { type: 'ADAPTIVE_TEST', id: 600 } }]);
  });
});
