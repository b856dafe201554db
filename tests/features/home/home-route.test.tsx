import { accountEndpoints } from '@contract/account';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import type { GetStaticPropsContext } from 'next';
import { initReactI18next } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHomeFallback } from '@/features/home/server/home-fallback';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { activationCodeSchema, classCodeField } from '@/lib/validation';
import { object, ValidationError } from 'yup';
import HomeRoute, { getStaticProps, type HomeRouteProps } from '@/pages/index';
import { handle } from '../../msw/handlers';
import { API_URL, server } from '../../msw/server';
import { signedIn } from '../../session';
import { passTime, renderWithProviders, useAppFakeTimers } from '../../test-utils';
import { facets, grades, listOf, plans, serveHomeApi, serveStudentHome, student, unitTest } from './fixtures';

// A student's part of the page is loaded lazily; compiling it for the test run is no part of what
// a test waits for.
beforeAll(async () => {
  await import('@/features/home/lazy/student-home');
});

afterEach(() => {
  vi.useRealTimers();
});

vi.mock('next/head', () => ({ default: () => null }));

// The real locale files, as next-i18next reads them at build time.
vi.mock('next-i18next/pages/serverSideTranslations', async () => {
  const { readFileSync } = await import('node:fs');
  const read = (lng: string, ns: string): unknown => JSON.parse(readFileSync(`locales/${lng}/${ns}.json`, 'utf8'));
  return {
    serverSideTranslations: vi.fn(async (locale: string, ns: string[]) => ({
      _nextI18Next: {
        initialLocale: locale,
        ns,
        userConfig: null,
        initialI18nStore: { [locale]: Object.fromEntries(ns.map((name) => [name, read(locale, name)])) },
      },
    })),
  };
});

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

/** The page as generated for `locale`: its props, and an i18next holding only the strings they carry. */
async function generated(locale: 'vi' | 'en') {
  const result = await getStaticProps({ locale } as GetStaticPropsContext);
  if (!('props' in result)) throw new Error('the home page is always generated');
  const props = result.props as HomeRouteProps & { _nextI18Next: { initialI18nStore: Record<string, object> } };
  const missing: string[] = [];
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    defaultNS: 'common',
    resources: props._nextI18Next.initialI18nStore as Record<string, Record<string, object>>,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => missing.push(`${ns}:${key}`),
  });
  return { props, i18n, missing };
}

describe('the strings the home page is generated with', () => {
  it.each(['vi', 'en'] as const)(
    'hold every string a visitor sees (%s), and only the card of the catalogue',
    async (locale) => {
      serveHomeApi();
      const { props, i18n, missing } = await generated(locale);
      const catalogue = i18n.getResourceBundle(locale, 'catalogue') as Record<string, unknown>;
      expect(catalogue).not.toHaveProperty('explore');
      await renderWithProviders(<HomeRoute fallback={props.fallback} />, { i18n });
      // A featured test's card: its badges and figures are the catalogue's words.
      expect(screen.getByRole('link', { name: /Ngữ pháp thì hiện tại|Practice test 1/ })).toBeInTheDocument();
      expect(missing).toEqual([]);
    },
  );

  it('hold the messages of the forms the floating buttons open on the page', async () => {
    serveHomeApi();
    const { i18n } = await generated('vi');
    const messages: string[] = [];
    for (const schema of [object({ code: classCodeField() }), activationCodeSchema]) {
      for (const code of ['', ' code ']) {
        const error = await schema.validate({ code }).catch((e: unknown) => e);
        if (error instanceof ValidationError) messages.push(...error.errors);
      }
    }
    expect(messages).toHaveLength(4);
    expect(messages.filter((message) => !i18n.exists(message))).toEqual([]);
  });

  it("hold every string of a signed-in student's home", async () => {
    serveHomeApi();
    serveStudentHome();
    server.use(
      handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: student, totalRecords: 1 })),
    );
    const { props, i18n, missing } = await generated('vi');
    signedIn({ accessToken: 'token' });
    await renderWithProviders(<HomeRoute fallback={props.fallback} />, { i18n });
    const row = await screen.findByRole('region', { name: 'Đề luyện cho Lớp 6' });
    expect(await within(row).findByRole('link', { name: 'Đề lớp 6 số 1' })).toBeInTheDocument();
    expect(missing).toEqual([]);
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
