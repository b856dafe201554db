import type { NextApiRequest, NextApiResponse } from 'next';
import { partnersApi } from '@contract/client-api';
import { pathOf } from '@/lib/api/call';
import { dataOf, getFromApi, isFailureBody } from '@/features/partner/server/service-json';
import { safeTheme } from '@/features/partner/server/theme';

function fail(res: NextApiResponse, status: number, code: string, message: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ result: false, code, message });
}

const CACHE_SECONDS = 300;
const CACHE_LIMIT = 500;
const ID = /^[1-9][0-9]{0,9}$/;

interface Cached {
  data: unknown;
  until: number;
}

/** Themes answered lately, per partner id: a partner page asks for its theme on every load. */
const cache = new Map<number, Cached>();

/** Forgets every cached theme (tests). */
export function clearThemeCache(): void {
  cache.clear();
}

function remember(id: number, data: unknown) {
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(id, { data, until: Date.now() + CACHE_SECONDS * 1000 });
}

function themed(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const partner = data as { id?: unknown; slug?: unknown; name?: unknown; theme?: unknown };
  return {
    id: partner.id,
    slug: partner.slug,
    name: partner.name,
    theme: safeTheme(partner.theme as Parameters<typeof safeTheme>[0]),
  };
}

/**
 * GET /api/getthemebyid?id=N: a partner's public theme (the colours checked as the page checks
 * them). A theme changes rarely: browsers and this server keep it five minutes.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return fail(res, 405, 'METHOD_NOT_ALLOWED', 'Only GET is supported.');
  }
  const raw = req.query.id;
  if (typeof raw !== 'string' || !ID.test(raw) || Number(raw) > 2_147_483_647)
    return fail(res, 400, 'VALIDATION_ERROR', 'id must be a positive integer.');
  const id = Number(raw);
  const hit = cache.get(id);
  let data = hit && hit.until > Date.now() ? hit.data : undefined;
  if (data === undefined) {
    const answer = await getFromApi(pathOf(partnersApi.theme, { id }));
    if (!answer) return fail(res, 503, 'MAINTENANCE', 'The service cannot be reached right now.');
    const fresh = dataOf(answer.body);
    if (answer.status !== 200 || fresh === undefined) {
      if (answer.status >= 400 && answer.status < 500 && isFailureBody(answer.body))
        return fail(res, answer.status, answer.body.code, answer.body.message);
      return fail(res, 503, 'MAINTENANCE', 'The service did not answer as expected.');
    }
    data = themed(fresh);
    remember(id, data);
  }
  res.setHeader('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
  res.status(200).json({ result: true, data });
}
