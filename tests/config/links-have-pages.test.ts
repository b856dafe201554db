import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAIN_NAV_ITEMS } from '@/components/layout/nav-items';
import { INFO_PAGE_SLUGS, paths, routes } from '@/config/paths';

const SRC = path.resolve(__dirname, '../../src');
const PAGES = path.join(SRC, 'pages');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every page route as a matcher: 'practice-test/[practiceTestSlug].tsx' → /^\/practice-test\/[^/]+$/. */
const pageRoutes = filesUnder(PAGES)
  .filter((file) => /\.tsx?$/.test(file) && !/\/_(app|document)\.tsx$/.test(file))
  .map((file) => {
    const route =
      `/${path
        .relative(PAGES, file)
        .replace(/\.tsx?$/, '')
        .replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
    return { route, pattern: new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`) };
  });

const hasPage = (href: string) => {
  const pathname = href.split(/[?#]/)[0] ?? href;
  return pageRoutes.some(({ pattern }) => pattern.test(pathname));
};

/** The href a `paths` entry makes: a string, or a builder called with sample values. */
function hrefOf(entry: unknown): string | null {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') return String((entry as (...args: string[]) => string)('about-us', 'x'));
  return null;
}

/** Next's route pattern of every page file; API routes (src/pages/api) are not pages. */
const pagePatterns = pageRoutes.map(({ route }) => route).filter((route) => !route.startsWith('/api/'));

describe('the route table', () => {
  it('has a page for every route, and a route for every page', () => {
    const patterns: string[] = Object.values(routes).map((route) => route.pattern);
    expect(patterns.filter((pattern) => !pagePatterns.includes(pattern))).toEqual([]);
    expect(pagePatterns.filter((pattern) => !patterns.includes(pattern))).toEqual([]);
  });
});

describe('links', () => {
  it('lead only to pages that exist: the header, phone menu and footer sections', () => {
    for (const item of MAIN_NAV_ITEMS) expect(hasPage(item.href), item.href).toBe(true);
    for (const slug of INFO_PAGE_SLUGS) expect(hasPage(paths.infoPage(slug)), slug).toBe(true);
  });

  it('lead only to pages that exist: every paths.* the web app uses', () => {
    const used = new Set<string>();
    for (const file of filesUnder(SRC).filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith(path.join('config', 'paths.ts')),
    )) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bpaths\.(\w+)/g)) used.add(match[1] ?? '');
    }
    const missing = [...used]
      .map((name) => [name, hrefOf((paths as Record<string, unknown>)[name])] as const)
      .filter(([, href]) => href === null || !hasPage(href))
      .map(([name, href]) => `paths.${name} → ${href ?? 'not a route'}`);
    expect(missing).toEqual([]);
  });
});
