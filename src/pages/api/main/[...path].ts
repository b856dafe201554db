import type { NextApiRequest, NextApiResponse } from 'next';
import { forwardToService } from '@/lib/api-forward';

/** The service as the browser reaches it, on this origin (see src/config/api-proxy.ts). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return forwardToService(req, res);
}

// The body is streamed to the service as it arrives, never parsed or size-limited here.
export const config = { api: { bodyParser: false, responseLimit: false, externalResolver: true } };
