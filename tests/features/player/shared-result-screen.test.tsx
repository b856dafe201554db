import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SharedResultScreen } from '@/features/player/components/shared-result-screen';
import { setSession } from '@/lib/session';
import { API_URL, server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/unit-test/mine/90' }) }));

function answer(status: 403 | 404) {
  server.use(
    http.get(`${API_URL}/itf/unit-tests-result/:id`, () =>
      HttpResponse.json(
        { result: false, code: status === 403 ? 'FORBIDDEN' : 'NOT_FOUND', message: 'No.' },
        { status },
      ),
    ),
  );
}

describe('a result page that cannot be shown', () => {
  it('offers a guest refused a result (403) to sign in, explore or go home, not to try again', async () => {
    answer(403);
    await renderWithProviders(<SharedResultScreen resultId={90} backHref="/unit-test/mine" />);
    expect(await screen.findByRole('heading', { name: 'Bạn không xem được kết quả này' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Funit-test%2Fmine%2F90',
    );
    expect(screen.getByRole('link', { name: 'Tìm đề thi' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('sends a signed-in student refused a result (403) to their own tests', async () => {
    setSession({ accessToken: 'access-1' });
    answer(403);
    await renderWithProviders(<SharedResultScreen resultId={90} backHref="/unit-test/mine" />);
    expect(await screen.findByText(/thuộc về một tài khoản khác/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đề của tôi' })).toHaveAttribute('href', '/unit-test/mine');
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('says a missing result (404) is not found, with ways on', async () => {
    setSession({ accessToken: 'access-1' });
    answer(404);
    await renderWithProviders(<SharedResultScreen resultId={90} />);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy kết quả' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đề của tôi' })).toHaveAttribute('href', '/unit-test/mine');
    expect(screen.getByRole('link', { name: 'Tìm đề thi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('still offers to try again when the failure may pass (a lost connection)', async () => {
    server.use(http.get(`${API_URL}/itf/unit-tests-result/:id`, () => HttpResponse.error()));
    await renderWithProviders(<SharedResultScreen resultId={90} />);
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});
