import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppLink, withKeptQuery } from '@/components/ui/app-link';
import { renderWithProviders } from '../test-utils';

const router = vi.hoisted(() => ({
  asPath: '/explore?grade=G6&mode=1',
  pathname: '/explore',
  query: { grade: 'G6', mode: '1' } as Record<string, string>,
  isReady: true,
}));

vi.mock('next/router', () => ({ useRouter: () => router }));

beforeEach(() => {
  router.asPath = '/explore?grade=G6&mode=1';
  router.pathname = '/explore';
  router.query = { grade: 'G6', mode: '1' };
  router.isReady = true;
});

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('AppLink', () => {
  it('is a plain link without keepQuery', async () => {
    await renderWithProviders(<AppLink href="/cart">Giỏ hàng</AppLink>);
    expect(hrefOf('Giỏ hàng')).toBe('/cart');
  });

  it('keeps the current query string on every target with keepQuery', async () => {
    await renderWithProviders(
      <AppLink href="/cart" keepQuery>
        Giỏ hàng
      </AppLink>,
    );
    expect(hrefOf('Giỏ hàng')).toBe('/cart?grade=G6&mode=1');
  });

  it("lets the target's own parameters win and keeps its hash", async () => {
    await renderWithProviders(
      <AppLink href="/explore?mode=2#list" keepQuery>
        Luyện theo chủ đề
      </AppLink>,
    );
    expect(hrefOf('Luyện theo chủ đề')).toBe('/explore?grade=G6&mode=2#list');
  });

  it('keeps the query only for targets in the list', async () => {
    await renderWithProviders(
      <>
        <AppLink href="/explore/" keepQuery={['/explore', '/unit-test/mine']}>
          Khám phá
        </AppLink>
        <AppLink href="/cart" keepQuery={['/explore', '/unit-test/mine']}>
          Giỏ hàng
        </AppLink>
      </>,
    );
    // Next normalises the trailing slash away; the list matched it regardless.
    expect(hrefOf('Khám phá')).toBe('/explore?grade=G6&mode=1');
    expect(hrefOf('Giỏ hàng')).toBe('/cart');
  });

  it('does not leak dynamic route parameters (only the real query string is kept)', async () => {
    router.asPath = '/classes/lop-6a?tab=tests';
    router.pathname = '/classes/[slug]';
    router.query = { slug: 'lop-6a', tab: 'tests' };
    await renderWithProviders(
      <AppLink href="/classes/mine" keepQuery>
        Lớp của tôi
      </AppLink>,
    );
    expect(hrefOf('Lớp của tôi')).toBe('/classes/mine?tab=tests');
  });

  it('waits for the router to be ready so server and client markup agree', async () => {
    router.isReady = false;
    await renderWithProviders(
      <AppLink href="/cart" keepQuery>
        Giỏ hàng
      </AppLink>,
    );
    expect(hrefOf('Giỏ hàng')).toBe('/cart');
  });

  it('merges into URL objects too', async () => {
    await renderWithProviders(
      <AppLink href={{ pathname: '/explore', query: { mode: '3' } }} keepQuery>
        Theo kỹ năng
      </AppLink>,
    );
    expect(hrefOf('Theo kỹ năng')).toBe('/explore?grade=G6&mode=3');
  });
});

describe('withKeptQuery', () => {
  it('never touches external links', () => {
    expect(withKeptQuery('https://example.com/a', 'x=1', true)).toBe('https://example.com/a');
    expect(withKeptQuery('mailto:hi@example.com', 'x=1', true)).toBe('mailto:hi@example.com');
  });

  it('returns the href unchanged when there is nothing to keep', () => {
    expect(withKeptQuery('/cart', '', true)).toBe('/cart');
    expect(withKeptQuery('/cart', 'x=1', false)).toBe('/cart');
  });

  it('keeps repeated parameters', () => {
    expect(withKeptQuery('/explore', 'skill=LI&skill=RE', true)).toBe('/explore?skill=LI&skill=RE');
  });
});
