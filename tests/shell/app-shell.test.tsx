import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFocusShell } from '@/lib/focus-shell';
import { AppShell } from '@/shell/app-shell';
import { createRouterMock } from '../layout/router-mock';
import { server } from '../msw/server';
import { renderWithProviders } from '../test-utils';
import { handle, urlOf } from '../msw/handlers';
import { accountEndpoints } from '@contract/account';
import { commerceEndpoints } from '@contract/commerce';
import { siteEndpoints } from '@contract/site';
import { signedIn } from '../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

/** Stands for a test being played: it asks for the focused shell while `playing`. */
function Screen({ playing }: { playing: boolean }) {
  useFocusShell(playing);
  return <h1>{playing ? 'Đang làm bài' : 'Trang đề'}</h1>;
}

const page = (playing: boolean) => (
  <AppShell>
    <Screen playing={playing} />
  </AppShell>
);

let answered = 0;

describe('AppShell', () => {
  beforeEach(() => {
    answered = 0;
    router.current = createRouterMock({ pathname: '/explore', asPath: '/explore' });
    server.use(
      handle(siteEndpoints.banners, () => {
        answered += 1;
        return HttpResponse.json({ result: true, data: [] });
      }),
      http.get(urlOf(siteEndpoints.appSetting, { params: { id: 'user-manual' } }), () => {
        answered += 1;
        return HttpResponse.json({ result: true, data: { id: 'user-manual', value: {} } });
      }),
    );
  });

  it('drops the site header, footer and floating buttons while a screen asks for the focused shell', async () => {
    const { rerender } = await renderWithProviders(page(false));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Tiện ích nhanh' })).toBeInTheDocument();
    // The widgets' banners and manual link have loaded (from the cache when they come back).
    await waitFor(() => expect(answered).toBe(2));

    rerender(page(true));
    expect(screen.getByRole('main')).toHaveTextContent('Đang làm bài');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Đăng ký' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    rerender(page(false));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Tiện ích nhanh' })).toBeInTheDocument();
  });

  it('shows a teacher who is being logged out no page content (it would only refuse them)', async () => {
    signedIn({ accessToken: 'access-1' });
    router.current = createRouterMock({ pathname: '/classes', asPath: '/classes' });
    server.use(
      handle(accountEndpoints.profile, () =>
        HttpResponse.json({
          result: true,
          data: {
            id: 2,
            roleCode: 'TEACHER',
            fullName: 'Trần Thị Bích',
            phone: '0987654321',
            email: null,
            avatar: null,
            status: 'ACTIVE',
            receivedGift: false,
            grade: null,
          },
          totalRecords: 1,
        }),
      ),
      handle(accountEndpoints.logout, () => HttpResponse.json({ result: true, data: null }), { on: 'sign-in' }),
      handle(commerceEndpoints.cart, () =>
        HttpResponse.json({ result: true, data: { items: [], count: 0, total: 0 } }),
      ),
    );
    await renderWithProviders(
      <AppShell>
        <h1>Lớp học của tôi</h1>
      </AppShell>,
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lớp học của tôi' })).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('frames a partner’s page with nothing of the site: no header, footer, floating buttons, popup or session', async () => {
    signedIn({ accessToken: 'site-access' });
    router.current = createRouterMock({ pathname: '/[slug]/[subSlug]', asPath: '/demo-school/practice' });
    server.resetHandlers();
    await renderWithProviders(
      <AppShell>
        <h1>Luyện tập cùng Demo School</h1>
      </AppShell>,
    );
    expect(screen.getByRole('heading', { name: 'Luyện tập cùng Demo School' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
