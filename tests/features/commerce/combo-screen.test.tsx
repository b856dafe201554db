import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceEndpoints } from '@contract/commerce';
import { saleAssetsEndpoints } from '@contract/sale-assets';
import { ComboScreen } from '@/features/checkout/components/combo-screen';
import { createRouterMock } from '../../layout/router-mock';
import { handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { plans } from '../home/fixtures';
import { makeBreakdown, ok } from './fixtures';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));

function openWith(query: Record<string, string>) {
  router.current = { ...createRouterMock({ pathname: '/checkout/combo', asPath: '/checkout/combo' }), query };
}

async function currentStep() {
  const steps = await screen.findByRole('list', { name: 'Các bước mua hàng' });
  await screen.findByTestId(`plan-${plans[0]!.code}`);
  return within(steps)
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
}

describe('the membership plans page', () => {
  beforeEach(() => {
    server.use(
      handle(saleAssetsEndpoints.memberships, () => HttpResponse.json(ok(plans))),
      handle(commerceEndpoints.quote, () => HttpResponse.json(ok(makeBreakdown()))),
    );
  });

  it('is at choosing while the learner has not picked a plan, although one is preselected', async () => {
    openWith({});
    await renderWithProviders(<ComboScreen />);
    expect(await currentStep()).toHaveTextContent('Chọn sản phẩm');
  });

  it('is at paying once a plan is picked', async () => {
    openWith({ plan: plans[0]!.code });
    await renderWithProviders(<ComboScreen />);
    expect(await currentStep()).toHaveTextContent('Thanh toán');
  });
});
