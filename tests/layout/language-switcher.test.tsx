import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { renderWithProviders } from '../test-utils';
import { createRouterMock } from './router-mock';

const router = vi.hoisted(() => ({ current: undefined as unknown as ReturnType<typeof createRouterMock> }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    router.current = createRouterMock({ pathname: '/explore', asPath: '/explore?grade=G6' });
  });

  it('shows the current language and switches the same page to English', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageSwitcher />);
    const button = screen.getByRole('button', { name: 'Ngôn ngữ: Tiếng Việt. Đổi ngôn ngữ' });
    expect(button).toHaveTextContent('VI');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    await user.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: /Tiếng Việt/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitemradio', { name: /English/ }));

    expect(router.current.push).toHaveBeenCalledWith('/explore?grade=G6', '/explore?grade=G6', {
      locale: 'en',
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('does not navigate when the current language is picked again', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageSwitcher />);
    await user.click(screen.getByRole('button', { name: /Ngôn ngữ/ }));
    await user.click(screen.getByRole('menuitemradio', { name: /Tiếng Việt/ }));
    expect(router.current.push).not.toHaveBeenCalled();
  });

  it('reads the locale from the router: EN on the English site', async () => {
    router.current = createRouterMock({ locale: 'en', asPath: '/' });
    await renderWithProviders(<LanguageSwitcher />);
    expect(screen.getByRole('button', { name: 'Ngôn ngữ: English. Đổi ngôn ngữ' })).toHaveTextContent('EN');
  });

  it('inline variant: pressed state per language, switching calls onSwitch', async () => {
    const user = userEvent.setup();
    const onSwitch = vi.fn();
    await renderWithProviders(<LanguageSwitcher variant="inline" onSwitch={onSwitch} />);
    const group = screen.getByRole('group', { name: 'Ngôn ngữ' });
    expect(within(group).getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'English' }));
    expect(router.current.push).toHaveBeenCalledWith('/explore?grade=G6', '/explore?grade=G6', {
      locale: 'en',
    });
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });
});
