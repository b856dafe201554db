import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { unitTestsEndpoints } from '@contract/unit-tests';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toUnitTestListQuery } from '@/lib/catalogue/query';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { useOwnedUnitTests } from '@/lib/catalogue/api/owned-unit-tests';
import { getUnitTest, useUnitTest } from '@/lib/catalogue/api/unit-test';
import { useUnitTestFacets } from '@/lib/catalogue/api/unit-test-facets';
import { getUnitTests, useUnitTests } from '@/lib/catalogue/api/unit-tests';
import { useUseUnitTest } from '@/lib/catalogue/api/use-unit-test';
import { failure, handle, ok as okHandler } from '../../msw/handlers';
import { server } from '../../msw/server';
import { passTime, useAppFakeTimers } from '../../test-utils';
import { makeDetail, makeFacets, makeList, makeOwned, makeSummary, ok, okPage } from './fixtures';
import { signedIn } from '../../session';

function wrapperWith(fallback: Record<string, unknown> = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, fallback }}>
        {children}
      </SWRConfig>
    );
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('unit-test keys and requests', () => {
  it('builds the list key from the API path and a canonical query', () => {
    const query = toUnitTestListQuery({ page: 2, grade: 'G6', certificate: { kind: 'family', family: 'KET' } });
    expect(catalogueKeys.unitTests(query)).toBe(
      '/itf/unit-tests?certificateIds=14%2C15&grade=G6&page=2&pageSize=12&sort=featured',
    );
    expect(catalogueKeys.unitTest('de thi/1')).toBe('/itf/unit-tests/de%20thi%2F1');
    expect(catalogueKeys.unitTest(42)).toBe('/itf/unit-tests/42');
  });

  it('sends the filters as query parameters and unwraps the envelope', async () => {
    let search = '';
    const list = makeList([makeSummary()]);
    server.use(
      handle(unitTestsEndpoints.list, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json(okPage(list));
      }),
    );
    await expect(getUnitTests({ grade: 'G6', skills: 'LI,RE', page: 1, q: '' })).resolves.toEqual(list);
    expect(search).toBe('?grade=G6&page=1&skills=LI%2CRE');
  });

  it('rejects with NOT_FOUND for a missing test', async () => {
    server.use(
      handle(unitTestsEndpoints.detail, () => HttpResponse.json(failure('NOT_FOUND', 'Not found'), { status: 404 })),
    );
    await expect(getUnitTest('nope')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

describe('useUnitTests', () => {
  it('shows server-rendered fallback data under the same key without a request', async () => {
    useAppFakeTimers();
    let calls = 0;
    server.use(
      handle(unitTestsEndpoints.list, () => {
        calls += 1;
        return HttpResponse.json(okPage(makeList([])));
      }),
    );
    const query = toUnitTestListQuery({ page: 1, grade: 'G6' });
    const list = makeList([makeSummary({ slug: 'from-server' })]);
    const { result } = renderHook(() => useUnitTests(query), {
      wrapper: wrapperWith({ [catalogueKeys.unitTests(query)]: list }),
    });
    expect(result.current.data?.items[0]?.slug).toBe('from-server');
    await passTime();
    expect(calls).toBe(0);
  });

  it('loads a page, then keeps it on screen (stale) while the next one loads', async () => {
    let answerPage2 = () => {};
    const page2Answered = new Promise<void>((resolve) => {
      answerPage2 = resolve;
    });
    server.use(
      handle(unitTestsEndpoints.list, async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2) await page2Answered;
        return HttpResponse.json(okPage(makeList([makeSummary({ slug: `page-${page}` })], { page })));
      }),
    );
    const { result, rerender } = renderHook(({ page }) => useUnitTests(toUnitTestListQuery({ page })), {
      wrapper: wrapperWith(),
      initialProps: { page: 1 },
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.items[0]?.slug).toBe('page-1'));
    rerender({ page: 2 });
    expect(result.current.isStale).toBe(true);
    expect(result.current.data?.items[0]?.slug).toBe('page-1');
    answerPage2();
    await waitFor(() => expect(result.current.data?.items[0]?.slug).toBe('page-2'));
    expect(result.current.isStale).toBe(false);
  });

  it('shows the server-rendered page again when the query comes back to it after a search', async () => {
    server.use(
      handle(unitTestsEndpoints.list, () => HttpResponse.json(okPage(makeList([makeSummary({ slug: 'searched' })])))),
      handle(unitTestsEndpoints.facets, () => HttpResponse.json(ok(makeFacets({ total: 1 })))),
    );
    const start = toUnitTestListQuery({ page: 1 });
    const fallback = {
      [catalogueKeys.unitTests(start)]: makeList([makeSummary({ slug: 'from-server' })]),
      [catalogueKeys.unitTestFacets(start)]: makeFacets({ total: 125 }),
    };
    const { result, rerender } = renderHook(
      ({ q }) => {
        const query = toUnitTestListQuery({ page: 1, q });
        return { list: useUnitTests(query), facets: useUnitTestFacets(query) };
      },
      { wrapper: wrapperWith(fallback), initialProps: { q: '' } },
    );
    rerender({ q: 'xyzqq' });
    await waitFor(() => expect(result.current.list.data?.items[0]?.slug).toBe('searched'));
    await waitFor(() => expect(result.current.facets.data?.total).toBe(1));
    rerender({ q: '' });
    expect(result.current.list.data?.items[0]?.slug).toBe('from-server');
    expect(result.current.list.isStale).toBe(false);
    expect(result.current.facets.data?.total).toBe(125);
  });
});

describe('useUnitTestFacets and useUnitTest', () => {
  it('loads the facet counts', async () => {
    server.use(okHandler(unitTestsEndpoints.facets, makeFacets({ total: 7 })));
    const { result } = renderHook(() => useUnitTestFacets(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.data?.total).toBe(7));
  });

  it('exposes the API error of a missing test', async () => {
    server.use(
      handle(unitTestsEndpoints.detail, () => HttpResponse.json(failure('NOT_FOUND', 'Not found'), { status: 404 })),
    );
    const { result } = renderHook(() => useUnitTest('gone'), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.error?.code).toBe('NOT_FOUND'));
    expect(result.current.data).toBeUndefined();
  });
});

describe('useOwnedUnitTests', () => {
  it('asks nothing without a session', async () => {
    useAppFakeTimers();
    let calls = 0;
    server.use(
      handle(unitTestsEndpoints.owned, () => {
        calls += 1;
        return HttpResponse.json(ok([]));
      }),
    );
    const { result } = renderHook(() => useOwnedUnitTests(), { wrapper: wrapperWith() });
    await passTime();
    expect(calls).toBe(0);
    expect(result.current.signedIn).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it('loads the owned tests with the bearer token when signed in', async () => {
    signedIn({ accessToken: 'token-1' });
    const auth: (string | null)[] = [];
    const owned = [makeOwned()];
    server.use(
      handle(unitTestsEndpoints.owned, ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json(ok(owned));
      }),
    );
    const { result } = renderHook(() => useOwnedUnitTests(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.data).toEqual(owned));
    expect(auth).toEqual(['Bearer token-1']);
  });
});

describe('useUseUnitTest', () => {
  it('posts the test id, then refreshes the test and the owned list', async () => {
    signedIn({ accessToken: 'token-1' });
    const bodies: unknown[] = [];
    let owned = false;
    server.use(
      handle(unitTestsEndpoints.use, async ({ request }) => {
        bodies.push(await request.json());
        owned = true;
        return HttpResponse.json(ok({ ...makeOwned(), quantityUsed: null }));
      }),
      handle(unitTestsEndpoints.owned, () => HttpResponse.json(ok(owned ? [makeOwned()] : []))),
      handle(unitTestsEndpoints.detail, () => HttpResponse.json(ok(makeDetail({ id: 7, slug: 'de-7', owned })))),
    );
    const { result } = renderHook(
      () => ({ detail: useUnitTest('de-7'), owned: useOwnedUnitTests(), use: useUseUnitTest() }),
      { wrapper: wrapperWith() },
    );
    await waitFor(() => expect(result.current.detail.data?.owned).toBe(false));
    await waitFor(() => expect(result.current.owned.data).toEqual([]));
    let done: unknown;
    await act(async () => {
      done = await result.current.use.trigger({ id: 7, slug: 'de-7' });
    });
    expect(done).toMatchObject({ quantityUsed: null });
    expect(bodies).toEqual([{ unitTestId: 7 }]);
    await waitFor(() => expect(result.current.detail.data?.owned).toBe(true));
    expect(result.current.owned.data).toHaveLength(1);
  });

  it('reports a refused request as an error and resolves undefined', async () => {
    server.use(
      handle(unitTestsEndpoints.use, () =>
        HttpResponse.json(failure('FORBIDDEN', 'Membership required'), { status: 403 }),
      ),
    );
    const { result } = renderHook(() => useUseUnitTest(), { wrapper: wrapperWith() });
    let done: unknown = 'not called';
    await act(async () => {
      done = await result.current.trigger({ id: 9 });
    });
    expect(done).toBeUndefined();
    expect(result.current.error?.code).toBe('FORBIDDEN');
    expect(result.current.isMutating).toBe(false);
  });
});
