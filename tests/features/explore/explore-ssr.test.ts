import { HttpResponse } from 'msw';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it, vi } from 'vitest';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { getServerSideProps } from '@/pages/explore';
import { makeFacets, makeList, makeSummary, ok, okPage } from '../../lib/catalogue/fixtures';
import { server } from '../../msw/server';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { handle } from '../../msw/handlers';

vi.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: vi.fn(async (locale: string, ns: string[]) => ({
    _nextI18Next: { initialLocale: locale, ns },
  })),
}));

function context(query: Record<string, string>): GetServerSidePropsContext {
  return { locale: 'en', query } as unknown as GetServerSidePropsContext;
}

async function propsOf(query: Record<string, string>) {
  const result = await getServerSideProps(context(query));
  if (!('props' in result)) throw new Error('expected props');
  return (await result.props) as { fallback: Record<string, unknown>; _nextI18Next: { ns: string[] } };
}

describe('explore getServerSideProps', () => {
  it('puts the list and facets under the keys the browser uses', async () => {
    const list = makeList([makeSummary()]);
    server.use(
      handle(unitTestsEndpoints.list, () => HttpResponse.json(okPage(list))),
      handle(unitTestsEndpoints.facets, () => HttpResponse.json(ok(makeFacets({ total: 3 })))),
    );
    const props = await propsOf({ grade: 'g6', certificate: 'vstep', junk: 'x' });
    expect(props._nextI18Next.ns).toEqual([...LAYOUT_NAMESPACES, 'catalogue', 'adaptive-tests']);
    // The facets are counted with the URL's filters (disjunctive), without the page or the sort.
    const facetsKey = '/itf/unit-tests/facets?certificateIds=45%2C29%2C30%2C31%2C32&grade=G6';
    expect(Object.keys(props.fallback).sort()).toEqual([
      facetsKey,
      '/itf/unit-tests?certificateIds=45%2C29%2C30%2C31%2C32&grade=G6&page=1&pageSize=12&sort=featured',
    ]);
    expect(props.fallback[facetsKey]).toMatchObject({ total: 3 });
  });

  it('still renders (without fallback) when the API fails or is down', async () => {
    server.use(
      handle(unitTestsEndpoints.list, () => HttpResponse.error()),
      handle(unitTestsEndpoints.facets, () =>
        HttpResponse.json({ result: false, code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
      ),
    );
    const props = await propsOf({});
    expect(props.fallback).toEqual({});
  });
});
