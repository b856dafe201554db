/**
 * Canonical query strings, which the data modules' SWR keys are built from (see the data layer
 * in docs/architecture.md): equal queries always give the same key, whatever their key order.
 */
import type { QueryPayload } from './api-client';

type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A query as a canonical string: keys sorted, empty and non-finite values left out. */
export function canonicalQueryString(query: object): string {
  const params = new URLSearchParams();
  const entries = Object.entries(query as QueryValues).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, value] of entries) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    params.append(key, String(value));
  }
  return params.toString();
}

/** `path?query` in canonical form (`path` alone when the query is empty or absent). */
export function pathWithQuery(path: string, query: object | undefined): string {
  const search = query ? canonicalQueryString(query) : '';
  return search ? `${path}?${search}` : path;
}

/** The same query as request parameters (what the key's query string holds). */
export function queryPayload(query: object | undefined): QueryPayload | undefined {
  if (!query) return undefined;
  return Object.fromEntries(new URLSearchParams(canonicalQueryString(query)));
}
