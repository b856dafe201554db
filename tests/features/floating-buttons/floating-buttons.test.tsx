import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { siteEndpoints } from '@contract/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingButtons } from '@/features/floating-buttons/components/floating-buttons';
import { HelpButton } from '@/features/floating-buttons/components/help-button';
import { ScrollToTopButton } from '@/features/floating-buttons/components/scroll-to-top-button';
import { orderSlots, type FloatingSlot } from '@/features/floating-buttons/utils/slots';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { urlOf } from '../../msw/handlers';
import { createTestI18n, renderWithProviders } from '../../test-utils';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

function on(pathname: string) {
  router.current = createRouterMock({ pathname, asPath: pathname });
}

function serveManual(
  value: unknown = {
    standard: { vi: '/page/user-guide', en: '/en/page/user-guide' },
    international: { vi: 'https://help.example.vn/quoc-te', en: 'https://help.example.vn/international' },
  },
) {
  server.use(
    http.get(urlOf(siteEndpoints.appSetting, { params: { id: 'user-manual' } }), () =>
      HttpResponse.json({ result: true, data: { id: 'user-manual', value } }),
    ),
  );
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

const SLOTS: FloatingSlot[] = [
  { id: 'scrollToTop', element: <ScrollToTopButton /> },
  { id: 'help', element: <HelpButton /> },
];

describe('FloatingButtons', () => {
  beforeEach(() => {
    serveManual();
    scrollTo(0);
  });
  afterEach(() => scrollTo(0));

  it('stacks the help button in a labelled group on ordinary pages', async () => {
    on('/account');
    await renderWithProviders(<FloatingButtons slots={SLOTS} />);
    const stack = screen.getByRole('complementary', { name: 'Tiện ích nhanh' });
    expect(within(stack).getByRole('link', { name: /Hướng dẫn sử dụng/ })).toBeInTheDocument();
  });

  it.each([
    '/practice-test',
    '/practice-test/[practiceTestSlug]',
    '/practice-test/event',
    '/403',
    '/thirdparty/practice-test',
  ])('is not shown on %s', async (pathname) => {
    on(pathname);
    const { container } = await renderWithProviders(<FloatingButtons slots={SLOTS} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('orders slots by the stack order whatever order they come in', () => {
    const ids = orderSlots([
      { id: 'scrollToTop', element: null },
      { id: 'help', element: null },
      { id: 'gift', element: null },
      { id: 'help', element: 'duplicate' },
      { id: 'joinClass', element: null },
    ]).map((slot) => slot.id);
    expect(ids).toEqual(['gift', 'joinClass', 'help', 'scrollToTop']);
  });
});

describe('ScrollToTopButton', () => {
  beforeEach(() => scrollTo(0));
  afterEach(() => scrollTo(0));

  it('appears only after scrolling more than 40 px', async () => {
    on('/');
    await renderWithProviders(<ScrollToTopButton />);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).not.toBeInTheDocument();
    scrollTo(40);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).not.toBeInTheDocument();
    scrollTo(41);
    expect(screen.getByRole('button', { name: 'Lên đầu trang' })).toBeInTheDocument();
    scrollTo(10);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).not.toBeInTheDocument();
  });

  it.each(['/', '/explore', '/unit-test/mine'])('is offered on %s', async (pathname) => {
    on(pathname);
    await renderWithProviders(<ScrollToTopButton />);
    scrollTo(500);
    expect(screen.getByRole('button', { name: 'Lên đầu trang' })).toBeInTheDocument();
  });

  it.each(['/account', '/page/about-us', '/unit-test/mine/[resultSlug]'])('is not offered on %s', async (pathname) => {
    on(pathname);
    await renderWithProviders(<ScrollToTopButton />);
    scrollTo(500);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).not.toBeInTheDocument();
  });

  it('scrolls smoothly to the top, or at once when reduced motion is preferred', async () => {
    on('/explore');
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await renderWithProviders(<ScrollToTopButton />);
    scrollTo(800);
    await userEvent.click(screen.getByRole('button', { name: 'Lên đầu trang' }));
    expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    window.matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Lên đầu trang' }));
      expect(scroll).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});

describe('HelpButton', () => {
  it('opens the standard edition manual in the interface language in a new tab', async () => {
    on('/');
    serveManual();
    await renderWithProviders(<HelpButton />, { i18n: await createTestI18n('en') });
    const link = screen.getByRole('link', { name: 'User guide (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await vi.waitFor(() => expect(link).toHaveAttribute('href', '/en/page/user-guide'));
  });

  it('falls back to the configured manual when the setting cannot be loaded', async () => {
    on('/');
    server.use(
      http.get(urlOf(siteEndpoints.appSetting, { params: { id: 'user-manual' } }), () =>
        HttpResponse.json({ result: false, code: 'NOT_FOUND', message: 'no' }, { status: 404 }),
      ),
    );
    await renderWithProviders(<HelpButton />);
    expect(screen.getByRole('link', { name: /Hướng dẫn sử dụng/ })).toHaveAttribute('href', '/page/user-guide');
  });

  it('shows a tooltip with its name', async () => {
    on('/');
    serveManual();
    await renderWithProviders(<HelpButton />);
    expect(screen.getByText('Hướng dẫn sử dụng', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  });
});

describe('FloatingButtons on a phone, over the page’s controls', () => {
  const phone = (query: string) => ({
    matches: query === '(max-width: 767px)',
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  });

  /** The stack's buttons sit at the phone's bottom-right; the page's button is wherever `page` says. */
  function fakeLayout(page: { top: number }) {
    return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = this.closest('[data-slot]') ? 780 : this.tagName === 'BUTTON' ? page.top : 0;
      const height = this.closest('[data-slot]') || this.tagName === 'BUTTON' ? 44 : 0;
      return { left: 330, right: 374, width: 44, top, bottom: top + height, height, x: 330, y: top } as DOMRect;
    });
  }

  /**
   * Lets time pass as in a browser: the stack follows the page from animation frames and timers,
   * outside act(), so React is told not to expect act() meanwhile.
   */
  async function wait<T>(until: () => Promise<T>): Promise<T> {
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
    try {
      return await until();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  }
  const pause = (ms: number) => wait(() => new Promise((resolve) => setTimeout(resolve, ms)));

  function relayout(page: { top: number }, top: number) {
    page.top = top;
    document.dispatchEvent(new Event('scroll'));
  }

  it('does not flash its edge tab while the page settles under it, and follows the settled page', async () => {
    serveManual();
    on('/account');
    window.matchMedia = vi.fn(phone) as unknown as typeof window.matchMedia;
    // A page that loads in stages: for a moment a late card pushes a button under the stack, then
    // the next stage moves it on. Each step of that kind used to show the tab and take it away.
    const page = { top: 100 };
    const box = fakeLayout(page);
    const flashes: boolean[] = [];
    const watcher = new MutationObserver(() => {
      const stack = document.querySelector('aside');
      if (stack?.hasAttribute('data-aside')) flashes.push(true);
    });
    try {
      await renderWithProviders(
        <>
          <button type="button">Áp dụng</button>
          <FloatingButtons slots={SLOTS} />
        </>,
      );
      const stack = screen.getByRole('complementary', { name: 'Tiện ích nhanh' });
      watcher.observe(stack, { attributes: true, childList: true, subtree: true });
      for (let step = 0; step < 4; step += 1) {
        relayout(page, 780);
        await pause(60);
        relayout(page, 100);
        await pause(60);
      }
      await pause(400);
      expect(flashes).toEqual([]);
      expect(stack).not.toHaveAttribute('data-aside');

      // Once the page holds still with the button under the stack, the stack steps aside.
      relayout(page, 780);
      await wait(() => vi.waitFor(() => expect(stack).toHaveAttribute('data-aside')));
    } finally {
      watcher.disconnect();
      box.mockRestore();
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('steps aside behind an edge tab that brings the buttons back until the page is scrolled', async () => {
    serveManual();
    on('/account');
    window.matchMedia = vi.fn(phone) as unknown as typeof window.matchMedia;
    // Every box in the same spot: the page's button lies under the stack's buttons.
    const box = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 330,
      top: 780,
      right: 374,
      bottom: 824,
      width: 44,
      height: 44,
      x: 330,
      y: 780,
    } as DOMRect);
    try {
      await renderWithProviders(
        <>
          <button type="button">Áp dụng</button>
          <FloatingButtons slots={SLOTS} />
        </>,
      );
      const stack = screen.getByRole('complementary', { name: 'Tiện ích nhanh' });
      await wait(() => vi.waitFor(() => expect(stack).toHaveAttribute('data-aside')));
      await userEvent.click(within(stack).getByRole('button', { name: 'Hiện tiện ích nhanh' }));
      expect(stack).not.toHaveAttribute('data-aside');
      expect(within(stack).queryByRole('button', { name: 'Hiện tiện ích nhanh' })).not.toBeInTheDocument();
      scrollTo(100);
      await wait(() => vi.waitFor(() => expect(stack).toHaveAttribute('data-aside')));
    } finally {
      box.mockRestore();
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
