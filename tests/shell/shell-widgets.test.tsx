import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellWidgets } from '@/shell/shell-widgets';
import { STORAGE_KEYS } from '@/lib/session';
import { banner, NOW } from '../features/promo-popup/fixtures';
import { createRouterMock } from '../layout/router-mock';
import { server } from '../msw/server';
import { renderWithProviders } from '../test-utils';
import { handle, urlOf } from '../msw/handlers';
import { siteEndpoints } from '@contract/site';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

function serve() {
  const requests: string[] = [];
  server.use(
    handle(siteEndpoints.banners, ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return HttpResponse.json({ result: true, data: [banner({ id: 3, displayPlace: 'HOME' })] });
    }),
    http.get(urlOf(siteEndpoints.appSetting, { params: { id: 'user-manual' } }), ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return HttpResponse.json({ result: true, data: { id: 'user-manual', value: {} } });
    }),
  );
  return requests;
}

describe('ShellWidgets', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('on home: the floating stack and, after 500 ms, the home popup once', async () => {
    serve();
    router.current = createRouterMock({ pathname: '/', asPath: '/' });
    await renderWithProviders(<ShellWidgets />);
    const stack = screen.getByRole('complementary', { name: 'Tiện ích nhanh' });
    expect(within(stack).getByRole('link', { name: /Hướng dẫn sử dụng/ })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Khuyến mãi' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastTimeShow)).toContain('"bannerId":3');
  });

  it('on a practice test: no stack, no popup, no banner request', async () => {
    const requests = serve();
    router.current = createRouterMock({ pathname: '/practice-test/[practiceTestSlug]', asPath: '/practice-test/x' });
    await renderWithProviders(<ShellWidgets />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).not.toContain('/itf/banners');
  });
});
