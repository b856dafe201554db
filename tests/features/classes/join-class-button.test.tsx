import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JoinClassButton } from '@/features/classes';
import { clearSession, setSession } from '@/lib/session';
import { createRouterMock } from '../../layout/router-mock';
import { createTestI18n, renderWithProviders } from '../../test-utils';

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
    setSession({ accessToken: 'a', refreshToken: 'r' });
    at('/explore');
    await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Join a class' }));
    expect(await screen.findByRole('textbox', { name: /Class code/ })).toHaveValue('');
  });

  it('signed out: the login-required toast in the words of §8, then the auth route', async () => {
    const nav = at('/explore');
    await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Join a class' }));
    expect(notify.info).toHaveBeenCalledWith('Please log in before submitting a request to join the class.');
    expect(nav.push).toHaveBeenCalledWith('/auth');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('home with the join parameter: the form opens prefilled and the parameter leaves the URL without reload', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r' });
    const nav = at('/', { joinClassRequest: 'LINK23', utm: 'x' });
    await renderButton();
    expect(await screen.findByRole('textbox', { name: /Class code/ })).toHaveValue('LINK23');
    expect(nav.replace).toHaveBeenCalledTimes(1);
    expect(nav.replace).toHaveBeenCalledWith({ pathname: '/', query: { utm: 'x' } }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('the join parameter on another page is left alone', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r' });
    const nav = at('/explore', { joinClassRequest: 'LINK23' });
    await renderButton();
    await screen.findByRole('button', { name: 'Join a class' });
    expect(nav.replace).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
