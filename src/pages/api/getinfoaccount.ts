import type { NextApiRequest, NextApiResponse } from 'next';
import { partnersApi } from '@contract/client-api';
import { dataOf, getFromApi, isFailureBody } from '@/features/partner/server/service-json';

function fail(res: NextApiResponse, status: number, code: string, message: string) {
  res.status(status).json({ result: false, code, message });
}

const BEARER = /^Bearer [A-Za-z0-9._~+/=-]{1,4096}$/;

/**
 * GET /api/getinfoaccount: the learner of a partner embed's session (its bearer token), for the
 * partner page. No token, a malformed one, or one the API refuses: the API's 4xx in the failure
 * shape. Never cached: it is one learner's.
 */
export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'private, no-store');
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return fail(res, 405, 'METHOD_NOT_ALLOWED', 'Only GET is supported.');
  }
  const authorization = req.headers.authorization;
  if (typeof authorization !== 'string' || !BEARER.test(authorization))
    return fail(res, 401, 'UNAUTHORIZED', 'An embed session’s bearer token is required.');
  const answer = await getFromApi(partnersApi.account.url, authorization);
  if (!answer) return fail(res, 503, 'MAINTENANCE', 'The service cannot be reached right now.');
  const data = dataOf(answer.body);
  if (answer.status === 200 && data !== undefined) return res.status(200).json({ result: true, data });
  if (answer.status >= 400 && answer.status < 500 && isFailureBody(answer.body))
    return fail(res, answer.status, answer.body.code, answer.body.message);
  return fail(res, 503, 'MAINTENANCE', 'The service did not answer as expected.');
}
