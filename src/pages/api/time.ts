import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * GET /api/time (spec §2, public): this server's clock, for browsers to measure how far theirs
 * is off (`src/lib/server-clock.ts`). Never cached: a stored answer would be a wrong time.
 */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    res.status(405).json({ result: false, code: 'METHOD_NOT_ALLOWED', message: 'Only GET is supported.' });
    return;
  }
  const now = Date.now();
  res.status(200).json({ result: true, data: { now: new Date(now).toISOString(), epochMs: now } });
}
