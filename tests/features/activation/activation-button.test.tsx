import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivationButton } from '@/features/activation';
import { clearSession } from '@/lib/session';
import { createRouterMock } from '../../layout/router-mock';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { signedIn } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

configure({ asyncUtilTimeout: 4000 });

async function renderButton(locale: 'en' | 'vi' = 'en') {
  const nav = createRouterMock({ pathname: '/explore', asPath: '/explore?grade=6' });
  router.current = nav;
  const i18n = await createTestI18n(locale);
  await renderWithProviders(<ActivationButton />, { i18n });
  return nav;
}

beforeEach(() => notify.info.mockClear());
afterEach(() => clearSession());

describe('ActivationButton (spec §2, §4, §8)', { timeout: 30_000 }, () => {
  it('a guest gets the login toast in the words of §8 and goes to log in, coming back here', async () => {
    const nav = await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Enter an activation code' }));
    expect(notify.info).toHaveBeenCalledWith('Please log in before entering the activation code.');
    expect(nav.push).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/explore?grade=6')}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a signed-in student gets the form, loaded on demand', async () => {
    signedIn({ accessToken: 'a' });
    await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Enter an activation code' }));
    expect(await screen.findByRole('textbox', { name: /Activation code/ })).toHaveValue('');
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('keeps its tooltip hidden once its dialog has closed and handed the focus back', async () => {
    signedIn({ accessToken: 'a' });
    await renderButton();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Enter an activation code' });
    expect(button).not.toHaveAttribute('data-quiet');
    await user.click(button);
    await screen.findByRole('textbox', { name: /Activation code/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    // Focus is back on the button, but its tooltip does not come up with it.
    expect(button).toHaveAttribute('data-quiet', 'true');
    // Moving on wakes it for the next time.
    await user.tab();
    expect(button).not.toHaveAttribute('data-quiet');
  });
});
