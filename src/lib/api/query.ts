/**
 * The web app's one query-string serialiser: request query strings, SWR keys and links all go
 * through `toQueryParams`. Empty values (`undefined`, `null`, `''`, non-finite numbers, invalid
 * dates) are left out (spec §7); arrays repeat the key (`ids=1&ids=2`). `canonicalQueryString`
 * sorts the keys too, so equal queries give the same SWR key whatever their key order.
 */
type QueryScalar = string | number | boolean | Date | null | undefined;
type QueryValue = QueryScalar | readonly QueryScalar[];
export type QueryPayload = Readonly<Record<string, QueryValue>>;

function scalarToString(value: QueryScalar): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return String(value);
}

/** Query parameters from a payload (or a copy of parameters without their empty values). */
export function toQueryParams(payload?: object | URLSearchParams | null): URLSearchParams {
  const params = new URLSearchParams();
  if (payload instanceof URLSearchParams) {
    payload.forEach((value, key) => {
      if (value !== '') params.append(key, value);
    });
    return params;
  }
  if (!payload) return params;
  for (const [key, raw] of Object.entries(payload as QueryPayload)) {
    const values: readonly QueryScalar[] = Array.isArray(raw) ? raw : [raw as QueryScalar];
    for (const value of values) {
      const text = scalarToString(value);
      if (text !== null) params.append(key, text);
    }
  }
  return params;
}

/** Query parameters in canonical order (keys sorted): a request's URL and its SWR key agree. */
export function canonicalQueryParams(query: object): URLSearchParams {
  const sorted = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return toQueryParams(Object.fromEntries(sorted));
}

/** A query as a canonical string: keys sorted, empty values left out. */
export function canonicalQueryString(query: object): string {
  return canonicalQueryParams(query).toString();
}

/** `path?query` in canonical form (`path` alone when the query is empty or absent). */
export function pathWithQuery(path: string, query: object | undefined): string {
  const search = query ? canonicalQueryString(query) : '';
  return search ? `${path}?${search}` : path;
}

/** `path?query` with the query in the order given (links whose order a reader sees). */
export function pathWithOrderedQuery(path: string, query: object): string {
  const search = toQueryParams(query).toString();
  return search ? `${path}?${search}` : path;
}
