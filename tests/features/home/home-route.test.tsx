import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { GRADES } from '@contract/constants';
import HomeRoute from '@/pages/index';
import { API_URL, server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';

vi.mock('next/head', () => ({ default: () => null }));

function renderRoute() {
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <HomeRoute />
    </SWRConfig>,
  );
}

describe('home route', () => {
  it('loads the grades from the API into the grade strip', async () => {
    server.use(http.get(`${API_URL}/grades`, () => HttpResponse.json({ result: true, data: GRADES })));
    await renderRoute();
    expect(screen.getByText('Đang tải danh sách khối lớp')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lớp 6' })).toHaveAttribute(
      'href',
      '/explore?grade=G6',
    );
    expect(screen.queryByText('Đang tải danh sách khối lớp')).not.toBeInTheDocument();
  });

  it('still renders the page without the strip when the grades request fails', async () => {
    let calls = 0;
    server.use(
      http.get(`${API_URL}/grades`, () => {
        calls += 1;
        return HttpResponse.json(
          { result: false, code: 'INTERNAL_ERROR', message: 'boom' },
          { status: 500 },
        );
      }),
    );
    await renderRoute();
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() =>
      expect(screen.queryByText('Đang tải danh sách khối lớp')).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Chọn khối lớp của bạn' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
