import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commerceEndpoints } from '@contract/commerce';
import { saleAssetsEndpoints } from '@contract/sale-assets';
import userEvent from '@testing-library/user-event';
import type { ExamPackageDto } from '@contract/commerce';
import { ComboScreen } from '@/features/checkout/components/combo-screen';
import { ExamScreen } from '@/features/checkout/components/exam-screen';
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

  it('is still at choosing when a link arrives with a plan preselected', async () => {
    openWith({ plan: plans[0]!.code });
    await renderWithProviders(<ComboScreen />);
    expect(await currentStep()).toHaveTextContent('Chọn sản phẩm');
  });

  it('moves on to paying once the learner picks a plan on the page', async () => {
    openWith({ plan: plans[0]!.code });
    await renderWithProviders(<ComboScreen />);
    await currentStep();
    await userEvent.click(screen.getByRole('button', { name: `Chọn ${plans[1]!.name.vi}` }));
    expect(await currentStep()).toHaveTextContent('Thanh toán');
  });
});

const examPackage = (id: number, code: string, ownedAll = false): ExamPackageDto => ({
  id,
  code,
  name: { vi: `Gói ${code}`, en: `${code} pack` },
  description: { vi: 'Hai đề', en: 'Two tests' },
  certificateFamily: null,
  price: 119_000,
  originalPrice: 148_000,
  unitTests: [{ id: id * 10, slug: `de-${id}`, name: `Đề ${id}`, nameEn: null, price: 99_000, owned: false }],
  ownedAll,
});

describe('the exam packages page', () => {
  beforeEach(() => {
    server.use(
      handle(commerceEndpoints.examPackages, () =>
        HttpResponse.json(ok([examPackage(1, 'IELTS'), examPackage(2, 'CAMBRIDGE')])),
      ),
      handle(commerceEndpoints.quote, () => HttpResponse.json(ok(makeBreakdown()))),
    );
    router.current = { ...createRouterMock({ pathname: '/checkout/exam', asPath: '/checkout/exam' }), query: {} };
  });

  async function examStep() {
    const steps = await screen.findByRole('list', { name: 'Các bước mua hàng' });
    await screen.findByTestId('package-IELTS');
    return within(steps)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
  }

  it('is at choosing while the first package is only preselected', async () => {
    await renderWithProviders(<ExamScreen />);
    expect(await examStep()).toHaveTextContent('Chọn sản phẩm');
  });

  it('moves on to paying once the learner picks a package', async () => {
    await renderWithProviders(<ExamScreen />);
    await examStep();
    await userEvent.click(screen.getByRole('button', { name: 'Chọn Gói CAMBRIDGE' }));
    expect(await examStep()).toHaveTextContent('Thanh toán');
  });
});
