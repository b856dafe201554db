import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BannerDto } from '@contract/catalogue';
import { PromoPopup } from '@/features/promo-popup/components/promo-popup';
import { PromoPopupModal } from '@/features/promo-popup/components/promo-popup-modal';
import { endSession, STORAGE_KEYS } from '@/lib/session';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { banner, HOUR, NOW } from './fixtures';
import { siteEndpoints } from '@contract/site';
import { handle } from '../../msw/handlers';
import { signedIn } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

function serveBanners(banners: BannerDto[]) {
  const requests: URL[] = [];
  server.use(
    handle(siteEndpoints.banners, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({ result: true, data: banners });
    }),
  );
  return requests;
}

/** Lets pending requests, effects and (fake) timers run. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function withRouter(ui: ReactNode) {
  return <RouterContext.Provider value={router.current as NextRouter}>{ui}</RouterContext.Provider>;
}

describe('PromoPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW);
    router.current = createRouterMock({ pathname: '/', asPath: '/' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the active popup banners of the site and shows the first one after 500 ms', async () => {
    const requests = serveBanners([banner({ id: 5, endDate: '2026-03-09T00:00:00Z' }), banner({ id: 6 })]);
    await renderWithProviders(<PromoPopup />);
    await advance(0);
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ type: 'POPUP', site: 'ENGLAB', status: 'ACTIVE' });

    await advance(499);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1);
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Khuyến mãi' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Khuyến mãi' })).toHaveAttribute(
      'src',
      'http://localhost:4000/media/vi-desktop.svg',
    );
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.lastTimeShow) ?? 'null')).toEqual({
      bannerId: 6,
      time: NOW + 500,
    });
  });

  it('does not show the same banner again within repeatTime hours', async () => {
    serveBanners([banner({ id: 6, repeatTime: 24 })]);
    window.localStorage.setItem(STORAGE_KEYS.lastTimeShow, JSON.stringify({ bannerId: 6, time: NOW - 23 * HOUR }));
    await renderWithProviders(<PromoPopup />);
    await advance(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends no request and shows nothing on practice-test pages', async () => {
    const requests = serveBanners([banner()]);
    router.current = createRouterMock({ pathname: '/practice-test/[practiceTestSlug]', asPath: '/practice-test/x' });
    await renderWithProviders(<PromoPopup />);
    await advance(2000);
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a home-only banner off other pages', async () => {
    serveBanners([banner({ displayPlace: 'HOME' })]);
    router.current = createRouterMock({ pathname: '/explore', asPath: '/explore' });
    await renderWithProviders(<PromoPopup />);
    await advance(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastTimeShow)).toBeNull();
  });

  it('stays away from a join-class link, whose own dialog comes first', async () => {
    serveBanners([banner()]);
    router.current = createRouterMock({
      pathname: '/',
      asPath: '/?joinClassRequest=HOC6A2',
      query: { joinClassRequest: 'HOC6A2' },
    });
    await renderWithProviders(<PromoPopup />);
    await advance(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastTimeShow)).toBeNull();
  });

  it('is never stacked over another open dialog', async () => {
    serveBanners([banner()]);
    await renderWithProviders(
      <>
        <div role="dialog" aria-modal="true" aria-label="Tham gia lớp học" />
        <PromoPopup />
      </>,
    );
    await advance(2000);
    expect(screen.queryByRole('dialog', { name: 'Khuyến mãi' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastTimeShow)).toBeNull();
  });

  it('leaves alone, for the rest of the visit, someone who signed in or registered in it', async () => {
    serveBanners([banner()]);
    signedIn({ accessToken: 'token' }, true);
    const view = await renderWithProviders(<PromoPopup />);
    await advance(2000);
    expect(screen.queryByRole('dialog', { name: 'Khuyến mãi' })).not.toBeInTheDocument();

    // Later pages of the same visit, well after the page the sign-in landed on.
    await advance(60_000);
    router.current = createRouterMock({ pathname: '/explore', asPath: '/explore' });
    view.rerender(<PromoPopup />);
    await advance(2000);
    expect(screen.queryByRole('dialog', { name: 'Khuyến mãi' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.lastTimeShow)).toBeNull();
    endSession('logout');
  });

  it('leaves alone a visit that signed in on a page since reloaded', async () => {
    serveBanners([banner()]);
    signedIn({ accessToken: 'token' }, true);
    // A reload keeps the visit (sessionStorage) but not the page's memory: the module is fresh.
    vi.resetModules();
    const { PromoPopup: ReloadedPopup } = await import('@/features/promo-popup/components/promo-popup');
    await advance(60_000);
    await renderWithProviders(<ReloadedPopup />);
    await advance(2000);
    expect(screen.queryByRole('dialog', { name: 'Khuyến mãi' })).not.toBeInTheDocument();
    endSession('logout');
  });

  it('shows once a visit, even when the banner would be due again on the next page', async () => {
    serveBanners([banner({ id: 7, repeatTime: 0 })]);
    const view = await renderWithProviders(<PromoPopup />);
    await advance(0);
    await advance(500);
    vi.useRealTimers();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Khuyến mãi' })).getByRole('button', { name: /Đóng/ }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(NOW + HOUR);
    router.current = createRouterMock({ pathname: '/explore', asPath: '/explore' });
    view.rerender(<PromoPopup />);
    await advance(2000);
    expect(screen.queryByRole('dialog', { name: 'Khuyến mãi' })).not.toBeInTheDocument();
  });

  it('survives the banner request failing', async () => {
    server.use(
      handle(siteEndpoints.banners, () =>
        HttpResponse.json({ result: false, code: 'NOT_FOUND', message: 'x' }, { status: 404 }),
      ),
    );
    await renderWithProviders(<PromoPopup />);
    await advance(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PromoPopup on a phone (390 × 844)', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // Well after any sign-in an earlier test made (the landing page of a sign-in shows no popup).
    vi.setSystemTime(NOW + HOUR);
    router.current = createRouterMock({ pathname: '/', asPath: '/' });
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 767px)',
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    vi.useRealTimers();
    window.matchMedia = matchMedia;
  });

  it('is a sheet along the bottom that leaves the page usable and its focus where it was', async () => {
    serveBanners([banner({ id: 5 })]);
    await renderWithProviders(
      <>
        <button type="button">Trang</button>
        <PromoPopup />
      </>,
    );
    const pageButton = screen.getByRole('button', { name: 'Trang' });
    pageButton.focus();
    await advance(0);
    await advance(500);
    vi.useRealTimers();
    const sheet = await screen.findByRole('dialog', { name: 'Khuyến mãi' });
    // The phone's own image, in a non-modal sheet: nothing is trapped, locked or hidden.
    expect(within(sheet).getByRole('img', { name: 'Khuyến mãi' })).toHaveAttribute(
      'src',
      expect.stringContaining('mobile'),
    );
    expect(sheet).not.toHaveAttribute('aria-modal');
    expect(pageButton).toHaveFocus();
    expect(document.body.style.overflow).not.toBe('hidden');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    serveBanners([banner({ id: 5 })]);
    await renderWithProviders(<PromoPopup />);
    await advance(0);
    await advance(500);
    vi.useRealTimers();
    const sheet = await screen.findByRole('dialog', { name: 'Khuyến mãi' });
    expect(sheet).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('PromoPopupModal', () => {
  beforeEach(() => {
    router.current = createRouterMock({ pathname: '/', asPath: '/' });
  });

  it('follows a same-site url through the router and closes', async () => {
    const onClose = vi.fn();
    await renderWithProviders(withRouter(<PromoPopupModal banner={banner()} image="a.svg" onClose={onClose} />));
    const link = screen.getByRole('link', { name: 'Khuyến mãi' });
    expect(link).toHaveAttribute('href', '/explore?exam=6');
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalled();
    const push = (router.current as { push: ReturnType<typeof vi.fn> }).push;
    expect(push).toHaveBeenCalled();
    expect(push.mock.calls[0]?.[0]).toBe('/explore?exam=6');
  });

  it('opens the url in a new tab when openNewTab is set', async () => {
    await renderWithProviders(
      withRouter(
        <PromoPopupModal
          banner={banner({ url: 'https://example.vn/uu-dai', openNewTab: true })}
          image="a.svg"
          onClose={vi.fn()}
        />,
      ),
      { i18n: await createTestI18n('en') },
    );
    const link = screen.getByRole('link', { name: 'Promotion (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.vn/uu-dai');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is just the image without a url, and Escape or the close button closes it', async () => {
    const onClose = vi.fn();
    await renderWithProviders(
      withRouter(<PromoPopupModal banner={banner({ url: null })} image="a.svg" onClose={onClose} />),
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Khuyến mãi' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /Đóng/ }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps keyboard focus inside the popup', async () => {
    await renderWithProviders(withRouter(<PromoPopupModal banner={banner()} image="a.svg" onClose={vi.fn()} />));
    const link = screen.getByRole('link', { name: 'Khuyến mãi' });
    const close = screen.getByRole('button', { name: /Đóng/ });
    expect(link).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(link).toHaveFocus();
  });
});
