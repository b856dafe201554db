import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toFacetsQuery, toUnitTestListQuery, parseExploreQuery } from '@/lib/catalogue/query';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import ExploreRoute from '@/pages/explore';
import { makeFacets, makeList, makeSummary, ok, okPage } from '../../lib/catalogue/fixtures';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { passTime, renderWithProviders, useAppFakeTimers } from '../../test-utils';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { handle } from '../../msw/handlers';

afterEach(() => {
  vi.useRealTimers();
});

type Router = ReturnType<typeof createRouterMock> & { query: Record<string, string> };
const router = vi.hoisted(() => ({ current: undefined as unknown as Router }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));

function setQuery(query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  router.current = {
    ...createRouterMock({ pathname: '/explore', asPath: `/explore${search ? `?${search}` : ''}` }),
    query,
  };
}

/** The query of the last push/replace call. */
function lastNavigation(method: 'push' | 'replace') {
  const calls = router.current[method].mock.calls as unknown as [
    { pathname: string; query: Record<string, string> },
    undefined,
    { shallow: boolean },
  ][];
  const call = calls[calls.length - 1];
  if (!call) throw new Error(`router.${method} was not called`);
  return { url: call[0], options: call[2] };
}

interface Api {
  listCalls: URLSearchParams[];
  facetCalls: URLSearchParams[];
}

function mockApi(
  list = makeList([makeSummary({ slug: 'a', name: 'Đề A' }), makeSummary({ slug: 'b', name: 'Đề B' })]),
): Api {
  const api: Api = { listCalls: [], facetCalls: [] };
  server.use(
    handle(unitTestsEndpoints.list, ({ request }) => {
      api.listCalls.push(new URL(request.url).searchParams);
      return HttpResponse.json(okPage(list));
    }),
    handle(unitTestsEndpoints.facets, ({ request }) => {
      api.facetCalls.push(new URL(request.url).searchParams);
      return HttpResponse.json(ok(makeFacets()));
    }),
  );
  return api;
}

function renderExplore(fallback: Record<string, unknown> = {}) {
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <ExploreRoute fallback={fallback} />
    </SWRConfig>,
  );
}

describe('Explore page', () => {
  beforeEach(() => setQuery({}));

  it('renders server-fallback results for a shared URL without asking the API again', async () => {
    useAppFakeTimers();
    setQuery({ grade: 'G6', exam: '6' });
    const api = mockApi();
    const filters = parseExploreQuery(router.current.query);
    await renderExplore({
      [catalogueKeys.unitTests(toUnitTestListQuery(filters))]: makeList(
        [makeSummary({ slug: 'ssr-test', name: 'Đề từ máy chủ' })],
        { total: 1 },
      ),
      [catalogueKeys.unitTestFacets(toFacetsQuery(filters))]: makeFacets(),
    });
    expect(screen.getByRole('link', { name: 'Đề từ máy chủ' })).toHaveAttribute('href', '/practice-test/ssr-test');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 đề phù hợp');
    await passTime();
    expect(api.listCalls).toHaveLength(0);
    expect(api.facetCalls).toHaveLength(0);
  });

  it('offers the adaptive and placement tests under the results, each opening its page', async () => {
    mockApi();
    await renderExplore();
    const adaptive = screen.getByRole('region', { name: 'Kiểm tra trình độ thích ứng và xếp lớp' });
    expect(within(adaptive).getByRole('link', { name: 'Kiểm tra xếp lớp' })).toHaveAttribute(
      'href',
      '/placement-test?key=61',
    );
    expect(within(adaptive).getByRole('link', { name: 'Kiểm tra trình độ thích ứng' })).toHaveAttribute(
      'href',
      '/placement-test?key=level',
    );
  });

  it('loads the list for the URL filters, showing skeletons meanwhile', async () => {
    setQuery({ certificate: 'ielts', skill: 'RE' });
    const api = mockApi();
    await renderExplore();
    expect(screen.getByText('Đang tải danh sách đề')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Đề A' })).toBeInTheDocument();
    expect(screen.queryByText('Đang tải danh sách đề')).not.toBeInTheDocument();
    const sent = api.listCalls[0];
    expect(sent?.get('certificateIds')).toBe('70,71,72,73,74,75,76,77,78,79,80,81');
    expect(sent?.get('skills')).toBe('RE');
    expect(sent?.get('page')).toBe('1');
  });

  it('writes a chosen grade to the URL with shallow routing, back on page 1', async () => {
    setQuery({ page: '3', level: 'SECONDARY' });
    mockApi(makeList([makeSummary()], { total: 40, totalPages: 4, page: 3 }));
    const user = userEvent.setup();
    await renderExplore();
    const grades = screen.getByRole('group', { name: 'Khối lớp' });
    // Only the secondary grades are offered once the level is chosen.
    expect(
      within(grades)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['', 'G6', 'G7', 'G8', 'G9']);
    await user.click(within(grades).getByRole('radio', { name: /Lớp 7/ }));
    const { url, options } = lastNavigation('push');
    expect(url).toEqual({ pathname: '/explore', query: { level: 'SECONDARY', grade: 'G7' } });
    expect(options).toMatchObject({ shallow: true, scroll: false });
  });

  it('shows facet counts beside options and hides options without tests, subjects included', async () => {
    mockApi();
    await renderExplore();
    const grades = screen.getByRole('group', { name: 'Khối lớp' });
    expect(await within(grades).findByRole('radio', { name: 'Lớp 6 8 đề' })).toBeEnabled();
    expect(within(grades).queryByRole('radio', { name: /Lớp 2\b/ })).not.toBeInTheDocument();
    const exam = screen.getByRole('combobox', { name: 'Kỳ thi' });
    expect(within(exam).getByRole('option', { name: 'Kiểm tra giữa kỳ (5)' })).toBeEnabled();
    expect(within(exam).queryByRole('option', { name: /Phỏng vấn xin việc/ })).not.toBeInTheDocument();
    const subject = screen.getByRole('combobox', { name: 'Môn học' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tất cả', 'Tiếng Anh (64)']);
  });

  it('asks the facets with the filters and the search, not the page or the sort', async () => {
    setQuery({ access: 'FREE', q: 'unit', page: '2', sort: 'name' });
    const api = mockApi();
    await renderExplore();
    await screen.findByRole('link', { name: 'Đề A' });
    await vi.waitFor(() => expect(api.facetCalls).toHaveLength(1));
    expect(Object.fromEntries(api.facetCalls[0] ?? [])).toEqual({ accessTier: 'FREE', q: 'unit' });
  });

  it('filters by exam, certificate family or level, skills and access through the controls', async () => {
    mockApi();
    const user = userEvent.setup();
    await renderExplore();
    await screen.findByRole('link', { name: 'Đề A' });

    // The mocked router never renders the new URL, so each change builds on the ones before it,
    // as a quick user's does before the router has caught up.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kỳ thi' }), '10');
    expect(lastNavigation('push').url.query).toEqual({ exam: '10' });

    const certificate = screen.getByRole('combobox', { name: 'Chứng chỉ' });
    await user.selectOptions(certificate, 'VSTEP');
    expect(lastNavigation('push').url.query).toEqual({ exam: '10', certificate: 'VSTEP' });
    // VSTEP B1 has tests in the facets, so it is offered on its own under the family.
    await user.selectOptions(certificate, '30');
    expect(lastNavigation('push').url.query).toEqual({ exam: '10', certificate: '30' });

    await user.click(screen.getByRole('checkbox', { name: /^Viết/ }));
    expect(lastNavigation('push').url.query).toEqual({ exam: '10', certificate: '30', skill: 'WR' });

    await user.click(
      within(screen.getByRole('group', { name: 'Quyền truy cập' })).getByRole('radio', { name: /^Miễn phí/ }),
    );
    expect(lastNavigation('push').url.query).toMatchObject({ skill: 'WR', access: 'FREE' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sắp xếp' }), 'newest');
    expect(lastNavigation('push').url.query).toMatchObject({ exam: '10', access: 'FREE', sort: 'newest' });
  });

  it('keeps a grade chosen just before an exam although the URL has not caught up', async () => {
    mockApi();
    const user = userEvent.setup();
    await renderExplore();
    const grades = await screen.findByRole('group', { name: 'Khối lớp' });
    await user.click(within(grades).getByRole('radio', { name: /^Lớp 6\b/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kỳ thi' }), '6');
    expect(lastNavigation('push').url.query).toEqual({ grade: 'G6', exam: '6' });
  });

  it('builds the next change on the URL once it moves on, as after going back', async () => {
    mockApi();
    const user = userEvent.setup();
    const view = await renderExplore();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kỳ thi' }), '10');
    // Back to a page that had only a skill chosen: the exam asked for before is gone.
    setQuery({ skill: 'LI' });
    view.rerender(
      <SWRConfig value={{ shouldRetryOnError: false }}>
        <ExploreRoute fallback={{}} />
      </SWRConfig>,
    );
    await user.click(
      within(screen.getByRole('group', { name: 'Quyền truy cập' })).getByRole('radio', { name: /^Miễn phí/ }),
    );
    expect(lastNavigation('push').url.query).toEqual({ skill: 'LI', access: 'FREE' });
  });

  it('shows the active filters as chips that remove one filter, and clears them all', async () => {
    setQuery({ grade: 'G6', skill: 'LI,RE', certificate: 'KET', q: 'unit 1', sort: 'name' });
    mockApi();
    const user = userEvent.setup();
    await renderExplore();
    const chips = screen.getByRole('list', { name: 'Bộ lọc đang áp dụng' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Từ khóa: “unit 1”', 'Lớp 6', 'KET', 'Nghe', 'Đọc']);
    await user.click(screen.getByRole('button', { name: 'Bỏ lọc: Nghe' }));
    expect(lastNavigation('push').url.query).toEqual({
      grade: 'G6',
      certificate: 'KET',
      skill: 'RE',
      q: 'unit 1',
      sort: 'name',
    });
    await user.click(screen.getByRole('button', { name: 'Xóa tất cả' }));
    expect(lastNavigation('push').url.query).toEqual({ sort: 'name' });
    expect(screen.getByRole('button', { name: 'Bộ lọc (4)' })).toBeInTheDocument();
  });

  it('searches 300 ms after typing stops (replacing history), and at once on Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockApi();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderExplore();
      const box = screen.getByRole('searchbox', { name: 'Tìm kiếm đề' });
      await user.type(box, 'vstep');
      expect(router.current.replace).not.toHaveBeenCalled();
      await act(async () => {
        vi.advanceTimersByTime(300);
      });
      expect(lastNavigation('replace').url.query).toEqual({ q: 'vstep' });

      await user.type(box, ' b1{Enter}');
      expect(lastNavigation('push').url.query).toEqual({ q: 'vstep b1' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the URL on back/forward: the search box and chips show the new query', async () => {
    setQuery({ q: 'family' });
    mockApi();
    const { rerender } = await renderExplore();
    expect(screen.getByRole('searchbox', { name: 'Tìm kiếm đề' })).toHaveValue('family');
    setQuery({ grade: 'G3' });
    rerender(
      <SWRConfig value={{ shouldRetryOnError: false }}>
        <ExploreRoute fallback={{}} />
      </SWRConfig>,
    );
    expect(screen.getByRole('searchbox', { name: 'Tìm kiếm đề' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Bỏ lọc: Lớp 3' })).toBeInTheDocument();
  });

  it('paginates with real links and accessible current page; a plain click navigates in place', async () => {
    setQuery({ grade: 'G6', page: '2' });
    mockApi(makeList([makeSummary()], { page: 2, totalPages: 9, total: 100 }));
    const user = userEvent.setup();
    await renderExplore();
    const nav = await screen.findByRole('navigation', { name: 'Phân trang kết quả' });
    expect(within(nav).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Trang trước', '1', '2', '3', '4', '5', '9', 'Trang sau']);
    expect(within(nav).getByRole('link', { name: 'Trang 9' })).toHaveAttribute('href', '/explore?grade=G6&page=9');
    expect(within(nav).getByRole('link', { name: 'Trang 1' })).toHaveAttribute('href', '/explore?grade=G6');
    await user.click(within(nav).getByRole('link', { name: 'Trang sau' }));
    expect(lastNavigation('push').url.query).toEqual({ grade: 'G6', page: '3' });
  });

  it('offers to clear the filters when nothing matches', async () => {
    setQuery({ grade: 'G1', access: 'PAID' });
    mockApi(makeList([]));
    const user = userEvent.setup();
    await renderExplore();
    expect(await screen.findByRole('heading', { name: 'Chưa có đề phù hợp' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Phân trang kết quả' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(lastNavigation('push').url.query).toEqual({});
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    server.use(
      handle(unitTestsEndpoints.list, () =>
        fail
          ? HttpResponse.json({ result: false, code: 'INTERNAL_ERROR', message: 'boom' }, { status: 500 })
          : HttpResponse.json(okPage(makeList([makeSummary({ name: 'Đề sau khi thử lại' })]))),
      ),
      handle(unitTestsEndpoints.facets, () => HttpResponse.json(ok(makeFacets()))),
    );
    const user = userEvent.setup();
    await renderExplore();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được danh sách đề');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: 'Đề sau khi thử lại' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the phone filter panel from "Filters (n)" and closes it with Escape', async () => {
    setQuery({ grade: 'G6', skill: 'LI' });
    mockApi();
    const user = userEvent.setup();
    await renderExplore();
    const toggle = screen.getByRole('button', { name: 'Bộ lọc (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'explore-filters');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Bộ lọc' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Đóng bộ lọc' });
    expect(close).toHaveFocus();
    const apply = await screen.findByRole('button', { name: 'Xem 2 đề' });
    // Tab stays inside the open panel: back from the first control wraps to the last.
    await user.tab({ shift: true });
    expect(apply).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('drops invalid URL values instead of failing', async () => {
    setQuery({ grade: 'G99', mode: 'abc', certificate: 'nonsense', page: '-1' });
    const api = mockApi();
    await renderExplore();
    await screen.findByRole('link', { name: 'Đề A' });
    expect(Object.fromEntries(api.listCalls[0] ?? [])).toEqual({ page: '1', pageSize: '12', sort: 'featured' });
    expect(screen.queryByRole('list', { name: 'Bộ lọc đang áp dụng' })).not.toBeInTheDocument();
  });
});
