import type { ThirdPartyProviderDto } from '@contract/third-party';
import { thirdPartyEndpoints } from '@contract/third-party';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ThirdPartyScreen } from '@/features/third-party';
import { handle, ok } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createRouterMock } from '../../layout/router-mock';
import { createTestI18n, renderWithProviders } from '../../test-utils';

const router = vi.hoisted(() => ({ current: { pathname: '/thirdparty/practice-test' } as { pathname: string } }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
router.current = createRouterMock({ pathname: '/thirdparty/practice-test', asPath: '/thirdparty/practice-test' });

const lotus: ThirdPartyProviderDto = {
  id: 1,
  slug: 'lotus',
  name: 'Lotus English Academy',
  initials: 'LE',
  colour: '#0f766e',
  website: null,
  description: { vi: 'Trung tâm ở Huế', en: 'A centre in Hue' },
  tests: [
    {
      id: 9001,
      slug: 'tp-food',
      name: { vi: 'Chủ đề: Đồ ăn', en: 'Topic: Food' },
      description: { vi: 'Từ vựng món ăn', en: 'Food words' },
      questionCount: 10,
      duration: 12,
    },
    {
      id: 9002,
      slug: 'tp-travel',
      name: { vi: 'Chủ đề: Du lịch', en: 'Topic: Travel' },
      description: { vi: 'Du lịch', en: 'Travel' },
      questionCount: 8,
      duration: null,
    },
  ],
};
const empty: ThirdPartyProviderDto = { ...lotus, id: 2, slug: 'empty', name: 'Empty Centre', tests: [] };

function answer(items: ThirdPartyProviderDto[]) {
  return ok(
    thirdPartyEndpoints.list,
    { items, page: 1, pageSize: 50, total: items.length, totalPages: 1 },
    { totalRecords: items.length },
  );
}

describe('the third-party practice tests page', () => {
  it('shows each test as a card with its provider, length and questions, opening it in the player', async () => {
    server.use(answer([lotus, empty]));
    await renderWithProviders(<ThirdPartyScreen />);

    const provider = await screen.findByRole('region', { name: 'Lotus English Academy' });
    expect(within(provider).getByText('2 đề')).toBeInTheDocument();
    const food = within(provider).getByRole('article', { name: 'Chủ đề: Đồ ăn' });
    expect(within(food).getByText('Biên soạn bởi Lotus English Academy')).toBeInTheDocument();
    expect(within(food).getByText('10 câu')).toBeInTheDocument();
    expect(within(food).getByText('12 phút')).toBeInTheDocument();
    expect(within(food).getByRole('link', { name: 'Làm bài: Chủ đề: Đồ ăn' })).toHaveAttribute(
      'href',
      '/practice-test/tp-food',
    );
    // A test without its own length says only how many questions it has.
    const travel = within(provider).getByRole('article', { name: 'Chủ đề: Du lịch' });
    expect(within(travel).queryByText(/phút/)).not.toBeInTheDocument();
    // A provider with no test left is not shown.
    expect(screen.queryByRole('region', { name: 'Empty Centre' })).not.toBeInTheDocument();
  });

  it('speaks English on the English site', async () => {
    server.use(answer([lotus]));
    await renderWithProviders(<ThirdPartyScreen />, { i18n: await createTestI18n('en') });
    const food = await screen.findByRole('article', { name: 'Topic: Food' });
    expect(within(food).getByText('10 questions')).toBeInTheDocument();
    expect(within(food).getByRole('link', { name: 'Take the test: Topic: Food' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner practice tests' })).toBeInTheDocument();
  });

  it('says so when there is no test yet', async () => {
    server.use(answer([empty]));
    await renderWithProviders(<ThirdPartyScreen />);
    expect(await screen.findByText('Chưa có đề của đối tác')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded, and shows it once it loads', async () => {
    let calls = 0;
    server.use(
      handle(thirdPartyEndpoints.list, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ result: false, code: 'VALIDATION_ERROR', message: 'x' }, { status: 400 })
          : HttpResponse.json({
              result: true,
              data: { items: [lotus], page: 1, pageSize: 50, total: 1, totalPages: 1 },
              totalRecords: 1,
            });
      }),
    );
    await renderWithProviders(<ThirdPartyScreen />);
    const retry = await screen.findByRole('button', { name: 'Thử lại' });
    expect(screen.getByText('Không tải được danh sách đề của đối tác.')).toBeInTheDocument();
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Lotus English Academy' })).toBeInTheDocument());
  });

  it('asks for every provider at once, from the public endpoint', async () => {
    const asked: string[] = [];
    server.use(
      handle(thirdPartyEndpoints.list, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          result: true,
          data: { items: [], page: 1, pageSize: 50, total: 0, totalPages: 0 },
          totalRecords: 0,
        });
      }),
    );
    await renderWithProviders(<ThirdPartyScreen />);
    await screen.findByText('Chưa có đề của đối tác');
    expect(asked).toEqual(['?pageSize=50']);
  });
});
