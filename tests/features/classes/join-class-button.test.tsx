import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { JoinClassButton } from '@/features/classes';
import { withJoinClassRequest } from '@/features/classes/hooks/use-join-class-link';
import { clearSession } from '@/lib/session';
import { createRouterMock } from '../../layout/router-mock';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { signedIn } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

configure({ asyncUtilTimeout: 4000 });

function at(pathname: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const nav = {
    ...createRouterMock({ pathname, asPath: search ? `${pathname}?${search}` : pathname }),
    query,
    isReady: true,
  };
  router.current = nav;
  return nav;
}

async function renderButton() {
  const i18n = await createTestI18n('en');
  return renderWithProviders(<JoinClassButton />, { i18n });
}

beforeEach(() => {
  notify.info.mockClear();
});
afterEach(() => clearSession());

describe('JoinClassButton (spec §2, §4, §6)', () => {
  it('signed in: the button opens the empty join form', async () => {
    signedIn({ accessToken: 'a' });
    at('/explore');
    await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Join a class' }));
    expect(await screen.findByRole('textbox', { name: /Class code/ })).toHaveValue('');
  });

  it('signed out: the login-required toast in the words of §8, then login, coming back to this page with the form', async () => {
    const nav = at('/classes/mine', { tab: '2' });
    await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Join a class' }));
    expect(notify.info).toHaveBeenCalledWith('Please log in before submitting a request to join the class.');
    expect(nav.push).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent('/classes/mine?tab=2&joinClassRequest=')}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('back from signing in: the empty join parameter opens the empty form on that page and leaves the URL', async () => {
    signedIn({ accessToken: 'a' });
    const nav = at('/classes/mine', { tab: '2', joinClassRequest: '' });
    await renderButton();
    expect(await screen.findByRole('textbox', { name: /Class code/ })).toHaveValue('');
    expect(nav.replace).toHaveBeenCalledTimes(1);
    expect(nav.replace).toHaveBeenCalledWith({ pathname: '/classes/mine', query: { tab: '2' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('the way back is always a path of this site', () => {
    expect(paths.loginWithRedirect(withJoinClassRequest('/explore#top'))).toBe(
      `/login?redirect=${encodeURIComponent('/explore?joinClassRequest=')}`,
    );
    expect(paths.loginWithRedirect('//evil.example/?joinClassRequest=')).toBe('/login');
    expect(paths.loginWithRedirect('/\\evil.example')).toBe('/login');
  });

  it('home with the join parameter: the form opens prefilled and the parameter leaves the URL without reload', async () => {
    signedIn({ accessToken: 'a' });
    const nav = at('/', { joinClassRequest: 'LINK23', utm: 'x' });
    await renderButton();
    expect(await screen.findByRole('textbox', { name: /Class code/ })).toHaveValue('LINK23');
    expect(nav.replace).toHaveBeenCalledTimes(1);
    expect(nav.replace).toHaveBeenCalledWith({ pathname: '/', query: { utm: 'x' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('the join parameter on another page with the stack opens the form there too', async () => {
    signedIn({ accessToken: 'a' });
    const nav = at('/explore', { joinClassRequest: 'LINK23' });
    await renderButton();
    expect(await screen.findByRole('textbox', { name: /Class code/ })).toHaveValue('LINK23');
    expect(nav.replace).toHaveBeenCalledWith({ pathname: '/explore', query: {} }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('signed out with a join link: told to log in and sent to login, coming back to the link afterwards', async () => {
    const nav = at('/', { joinClassRequest: 'LINK23' });
    await renderButton();
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Please log in before submitting a request to join the class.'),
    );
    expect(nav.push).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/?joinClassRequest=LINK23')}`);
  });
});
