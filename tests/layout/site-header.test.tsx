import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@contract/api';
import { SiteHeader } from '@/components/layout/site-header';
import { renderWithProviders } from '../test-utils';
import { createRouterMock } from './router-mock';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

const student: UserDto = {
  id: 7,
  roleCode: 'STUDENT',
  fullName: 'Nguyễn Minh Anh',
  phone: '0912345678',
  email: 'anh@example.com',
  avatar: null,
  status: 'ACTIVE',
  receivedGift: false,
  grade: null,
};

function mainNav() {
  return screen.getByRole('navigation', { name: 'Điều hướng chính' });
}

describe('SiteHeader', () => {
  beforeEach(() => {
    router.current = createRouterMock({ pathname: '/explore', asPath: '/explore' });
  });

  it('offers login and register to guests', async () => {
    await renderWithProviders(<SiteHeader user={undefined} isLoading={false} onLogout={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: /Nguyễn Minh/ })).not.toBeInTheDocument();
  });

  it('keeps the login page’s return address on its register button (a same-site path only)', async () => {
    router.current = {
      ...createRouterMock({ pathname: '/login', asPath: '/login?redirect=%2Fcart', query: { redirect: '/cart' } }),
      isReady: true,
    };
    const view = await renderWithProviders(<SiteHeader user={undefined} isLoading={false} onLogout={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register?redirect=%2Fcart');
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login?redirect=%2Fcart');
    view.unmount();
    router.current = {
      ...createRouterMock({
        pathname: '/login',
        asPath: '/login?redirect=https%3A%2F%2Fevil.example',
        query: { redirect: 'https://evil.example' },
      }),
      isReady: true,
    };
    await renderWithProviders(<SiteHeader user={undefined} isLoading={false} onLogout={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register');
  });

  it('shows a placeholder, not the login buttons, while the profile loads', async () => {
    await renderWithProviders(<SiteHeader user={undefined} isLoading onLogout={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
    expect(screen.getByText('Đang tải thông tin tài khoản')).toBeInTheDocument();
  });

  it('links the five main sections and marks the current one', async () => {
    await renderWithProviders(<SiteHeader user={undefined} isLoading={false} onLogout={vi.fn()} />);
    const nav = mainNav();
    const expected: [string, string][] = [
      ['Trang chủ', '/'],
      ['Khám phá', '/explore'],
      ['Luyện đề', '/practice-test'],
      ['Lớp học', '/classes'],
      ['Đề của tôi', '/unit-test/mine'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Khám phá' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Trang chủ' })).not.toHaveAttribute('aria-current');
  });

  it('marks a section current on its sub-routes too', async () => {
    router.current = createRouterMock({ pathname: '/unit-test/mine/[resultSlug]', asPath: '/unit-test/mine/12' });
    await renderWithProviders(<SiteHeader user={undefined} isLoading={false} onLogout={vi.fn()} />);
    expect(within(mainNav()).getByRole('link', { name: 'Đề của tôi' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the signed-in name split into the rest and an emphasised last word', async () => {
    await renderWithProviders(<SiteHeader user={student} isLoading={false} onLogout={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Nguyễn Minh\s+Anh/ });
    const last = within(button).getByText('Anh');
    expect(last.tagName).toBe('STRONG');
    expect(within(button).getByText('Nguyễn Minh')).not.toBe(last);
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
  });

  it('opens the account menu with its links and logs out from it', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    await renderWithProviders(<SiteHeader user={student} isLoading={false} onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: /Nguyễn Minh\s+Anh/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Tài khoản' })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('menuitem', { name: 'Đề của tôi' })).toHaveAttribute('href', '/unit-test/mine');
    expect(within(menu).getByRole('menuitem', { name: 'Phiên đăng nhập' })).toHaveAttribute(
      'href',
      '/account/sessions',
    );
    // Focus moves into the menu so the keyboard can continue from there.
    expect(within(menu).getByRole('menuitem', { name: 'Tài khoản' })).toHaveFocus();

    await user.click(within(menu).getByRole('menuitem', { name: 'Đăng xuất' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs the account menu from the keyboard: arrows move, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    await renderWithProviders(<SiteHeader user={student} isLoading={false} onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: /Nguyễn Minh\s+Anh/ });
    button.focus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Tài khoản' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Đề của tôi' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Tài khoản' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('closes the account menu on a click outside it', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteHeader user={student} isLoading={false} onLogout={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: /Nguyễn Minh\s+Anh/ }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('toggles the mobile menu, which repeats the links and the auth buttons', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteHeader user={undefined} isLoading={false} onLogout={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: 'Mở menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu điều hướng' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Đóng menu');
    const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(drawer).not.toBeNull();
    expect(drawer).toBeVisible();
    const drawerNav = screen.getByRole('navigation', { name: 'Menu điều hướng' });
    // The five main links (classes among them) and the cart.
    expect(within(drawerNav).getAllByRole('link')).toHaveLength(6);
    expect(within(drawerNav).getByRole('link', { name: 'Giỏ hàng' })).toHaveAttribute('href', '/cart');
    expect(within(drawerNav).getByRole('link', { name: 'Khám phá' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer as HTMLElement).getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register');
    expect(within(drawer as HTMLElement).getByRole('group', { name: 'Ngôn ngữ' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(drawer).not.toBeVisible();
  });

  it('shows the cart with its count in the bar and in the phone menu', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SiteHeader user={student} isLoading={false} onLogout={vi.fn()} cartCount={3} />);
    const bar = screen.getByRole('link', { name: 'Giỏ hàng: 3 đề' });
    expect(bar).toHaveAttribute('href', '/cart');
    expect(within(bar).getByTestId('cart-count')).toHaveTextContent('3');
    await user.click(screen.getByRole('button', { name: 'Mở menu' }));
    const drawerNav = screen.getByRole('navigation', { name: 'Menu điều hướng' });
    expect(within(drawerNav).getByRole('link', { name: /Giỏ hàng.*3 đề trong giỏ/ })).toHaveAttribute('href', '/cart');
  });

  it('shows no count on an empty cart', async () => {
    await renderWithProviders(<SiteHeader user={undefined} isLoading={false} onLogout={vi.fn()} cartCount={0} />);
    expect(screen.getByRole('link', { name: 'Giỏ hàng' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('logs out from the mobile menu and closes it', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    await renderWithProviders(<SiteHeader user={student} isLoading={false} onLogout={onLogout} />);
    const toggle = screen.getByRole('button', { name: 'Mở menu' });
    await user.click(toggle);
    const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(drawer).getByRole('button', { name: 'Đăng xuất' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the logo to the home page', async () => {
    await renderWithProviders(<SiteHeader user={undefined} isLoading={false} onLogout={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'EngLab – về trang chủ' })).toHaveAttribute('href', '/');
  });
});
