import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadHomeFallback } from '@/features/home/api/home-fallback';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import HomeRoute from '@/pages/index';
import { API_URL, server } from '../../msw/server';
import { passTime, renderWithProviders, useAppFakeTimers } from '../../test-utils';
import { facets, grades, listOf, plans, serveHomeApi, unitTest } from './fixtures';

afterEach(() => {
  vi.useRealTimers();
});

vi.mock('next/head', () => ({ default: () => null }));

function renderRoute(fallback?: Record<string, unknown>) {
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <HomeRoute fallback={fallback} />
    </SWRConfig>,
  );
}

describe('home route', () => {
  it('loads the grades from the API into the grade strip', async () => {
    serveHomeApi();
    await renderRoute();
    expect(screen.getByText('Đang tải danh sách khối lớp')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lớp 6' })).toHaveAttribute('href', '/explore?grade=G6');
    expect(screen.queryByText('Đang tải danh sách khối lớp')).not.toBeInTheDocument();
  });

  it('still renders the page without the strip when the grades request fails', async () => {
    serveHomeApi({ failing: ['grades'] });
    await renderRoute();
    await waitFor(() => expect(screen.queryByText('Đang tải danh sách khối lớp')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Chọn khối lớp của bạn' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('paints the generated data at once and does not ask the API for it again', async () => {
    useAppFakeTimers();
    const featured = { featured: true, pageSize: 8 } as const;
    const requests: string[] = [];
    server.use(
      http.get(`${API_URL}/*`, ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return HttpResponse.json({ result: false, code: 'INTERNAL_ERROR', message: 'unexpected' }, { status: 500 });
      }),
    );
    await renderRoute({
      [catalogueKeys.grades()]: grades,
      [catalogueKeys.unitTestFacets()]: facets,
      [catalogueKeys.unitTests(featured)]: listOf([unitTest(1, { name: 'Đề nổi bật đầu tiên' })]),
      [catalogueKeys.memberships()]: plans,
    });
    // First render, no waiting: everything is already there.
    expect(screen.getByRole('link', { name: 'Lớp 6' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Kho đề hiện có')).getAllByRole('definition')[0]).toHaveTextContent('73');
    expect(screen.getByRole('link', { name: 'Đề nổi bật đầu tiên' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kim cương' })).toBeInTheDocument();
    await passTime();
    expect(requests).toEqual([]);
  });
});

describe('loadHomeFallback', () => {
  it('puts each answer under the key its hook reads', async () => {
    serveHomeApi();
    const { fallback, complete } = await loadHomeFallback();
    expect(complete).toBe(true);
    expect(Object.keys(fallback).sort()).toEqual(
      [
        catalogueKeys.grades(),
        catalogueKeys.unitTestFacets(),
        catalogueKeys.unitTests({ featured: true, pageSize: 8 }),
        catalogueKeys.memberships(),
      ].sort(),
    );
    expect(fallback[catalogueKeys.memberships()]).toEqual(plans);
    expect(fallback[catalogueKeys.unitTestFacets()]).toEqual(facets);
  });

  it('leaves out what failed instead of throwing', async () => {
    serveHomeApi({ failing: ['facets', 'memberships'] });
    const { fallback, complete } = await loadHomeFallback();
    expect(complete).toBe(false);
    expect(Object.keys(fallback)).toHaveLength(2);
    expect(fallback[catalogueKeys.grades()]).toEqual(grades);
  });
});
