import Link from 'next/link';
import { useRouter } from 'next/router';
import { forwardRef, type ComponentPropsWithoutRef, type ForwardedRef } from 'react';
import type { UrlObject } from 'url';

type Href = string | UrlObject;
type QueryInput = Record<string, string | number | boolean | readonly (string | number | boolean)[] | null | undefined>;

export interface AppLinkProps extends Omit<ComponentPropsWithoutRef<typeof Link>, 'href'> {
  href: Href;
  /**
   * Carry the current query string over to the target: `true` for every target, or a list of
   * target pathnames for which it is kept. The target's own query parameters win on conflict.
   */
  keepQuery?: boolean | readonly string[];
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const BASE = 'http://app.invalid';

function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The query string of an asPath such as `/explore?grade=G6#top` (without "?"). */
function queryStringOf(asPath: string): string {
  const withoutHash = asPath.split('#')[0] ?? '';
  const index = withoutHash.indexOf('?');
  return index === -1 ? '' : withoutHash.slice(index + 1);
}

function shouldKeep(pathname: string, keepQuery: AppLinkProps['keepQuery']): boolean {
  if (keepQuery === true) return true;
  if (!keepQuery) return false;
  const target = normalisePath(pathname);
  return keepQuery.some((path) => normalisePath(path) === target);
}

function toQueryObject(params: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return result;
}

/**
 * Builds the href a link should use so that the current query string (`currentSearch`,
 * without "?") survives navigation, per the `keepQuery` rule. External links are untouched.
 */
export function withKeptQuery(href: Href, currentSearch: string, keepQuery: AppLinkProps['keepQuery']): Href {
  if (!keepQuery || !currentSearch) return href;
  const kept = new URLSearchParams(currentSearch);

  if (typeof href === 'string') {
    if (EXTERNAL.test(href)) return href;
    const url = new URL(href, BASE + '/');
    if (!shouldKeep(url.pathname, keepQuery)) return href;
    const merged = new URLSearchParams(kept);
    for (const key of new Set(url.searchParams.keys())) merged.delete(key);
    url.searchParams.forEach((value, key) => merged.append(key, value));
    const search = merged.toString();
    return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
  }

  if (href.host || href.protocol) return href;
  if (!shouldKeep(href.pathname ?? '/', keepQuery)) return href;
  const own: QueryInput =
    typeof href.query === 'string'
      ? toQueryObject(new URLSearchParams(href.query))
      : ((href.query as QueryInput | null | undefined) ?? {});
  return { ...href, search: undefined, query: { ...toQueryObject(kept), ...own } };
}

function KeptQueryLink({
  href,
  keepQuery,
  linkRef,
  ...rest
}: AppLinkProps & { linkRef: ForwardedRef<HTMLAnchorElement> }) {
  const router = useRouter();
  // Before the router is ready (statically optimised pages) the query is not known yet on the
  // client and absent on the server; using it then would make the markup differ at hydration.
  const currentSearch = keepQuery && router.isReady ? queryStringOf(router.asPath) : '';
  return <Link ref={linkRef} href={withKeptQuery(href, currentSearch, keepQuery)} {...rest} />;
}

/**
 * Next.js link that can keep the current query string (spec §2, link wrapper).
 *
 * `prefetch` defaults to false: in the Pages Router that still prefetches the target when the
 * link is hovered or touched, but no longer downloads the code of every page linked in the
 * viewport, which otherwise competes with the current page's own loading.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, keepQuery, prefetch = false, ...rest },
  ref,
) {
  // Only a link that keeps the query needs the router, so plain links render without one.
  if (keepQuery) {
    return <KeptQueryLink linkRef={ref} href={href} keepQuery={keepQuery} prefetch={prefetch} {...rest} />;
  }
  return <Link ref={ref} href={href} prefetch={prefetch} {...rest} />;
});
