import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ForbiddenPage from '@/pages/403';
import NotFoundPage from '@/pages/404';
import { renderWithProviders } from '../test-utils';

vi.mock('next/head', () => ({ default: () => null }));

describe('error pages', () => {
  it('403 explains the missing access and offers home and login', async () => {
    await renderWithProviders(<ForbiddenPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bạn không có quyền truy cập trang này' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/đăng nhập bằng tài khoản học sinh/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('img', { name: /ổ khóa/ })).toBeInTheDocument();
  });

  it('404 is friendly and leads home or to explore', async () => {
    await renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Không tìm thấy trang bạn cần' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Khám phá kho đề' })).toHaveAttribute('href', '/explore');
  });
});
