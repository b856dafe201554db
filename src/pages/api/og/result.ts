import type { NextApiRequest, NextApiResponse } from 'next';
import { renderResultImage } from '@/features/player/server/result-image';
import { loadSharePreview } from '@/features/player/server/shared-result';
import { decodePracticeLink, looksLikePracticeLink } from '@/lib/practice-link';

function fail(res: NextApiResponse, status: number, code: string, message: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json({ result: false, code, message });
}

/**
 * GET /api/og/result?link=<encoded result link>&lang=vi|en: the preview picture of a shared
 * result. Only a result link that carries its share code is drawn; the API decides, as for the
 * page, whether that code opens the result.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return fail(res, 405, 'METHOD_NOT_ALLOWED', 'Only GET is supported.');
  }
  const { link, lang } = req.query;
  const segment = typeof link === 'string' ? link.trim() : '';
  const decoded = segment && looksLikePracticeLink(segment) ? decodePracticeLink(segment) : null;
  if (!decoded || decoded.kind !== 'result' || !decoded.shareCode)
    return fail(res, 400, 'VALIDATION_ERROR', 'link must be the encoded link of a shared result.');
  if (lang !== undefined && lang !== 'vi' && lang !== 'en')
    return fail(res, 400, 'VALIDATION_ERROR', 'lang must be vi or en.');
  const preview = await loadSharePreview(decoded.resultId, decoded.shareCode);
  if (!preview) return fail(res, 404, 'NOT_FOUND', 'There is no such shared result.');
  const png = await renderResultImage(preview, lang === 'en' ? 'en' : 'vi');
  res.setHeader('Content-Type', 'image/png');
  // The owner may turn their name on or off: a preview is kept for minutes, not days.
  res.setHeader('Cache-Control', 'public, max-age=600, stale-while-revalidate=3600');
  res.status(200).send(png);
}
