import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthChoiceScreen } from '@/features/auth/components/auth-choice-screen';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { routerAt } from './fixtures';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

beforeEach(() => {
  router.current = routerAt('/auth');
});

describe('AuthChoiceScreen (/auth)', () => {
  it('offers logging in and creating an account', async () => {
    await renderWithProviders(<AuthChoiceScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Chào mừng bạn đến với EngLab' })).toBeVisible();
    const login = screen.getByRole('link', { name: /^Đăng nhập/ });
    const register = screen.getByRole('link', { name: /^Tạo tài khoản/ });
    expect(login).toHaveAttribute('href', '/login');
    expect(login).toHaveTextContent('Đã có tài khoản? Đăng nhập để tiếp tục luyện tập');
    expect(register).toHaveAttribute('href', '/register');
    expect(register).toHaveTextContent('Lần đầu đến đây?');
  });

  it('keeps a redirect on both choices, and speaks English in English', async () => {
    router.current = routerAt('/auth', { redirect: '/account' });
    await renderWithProviders(<AuthChoiceScreen />, { i18n: await createTestI18n('en') });
    expect(screen.getByRole('link', { name: /^Log in/ })).toHaveAttribute('href', '/login?redirect=%2Faccount');
    expect(screen.getByRole('link', { name: /^Create an account/ })).toHaveAttribute(
      'href',
      '/register?redirect=%2Faccount',
    );
  });
});
