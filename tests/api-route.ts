import type { NextApiRequest, NextApiResponse } from 'next';

/** What a Next API route answered: its status, headers (lower-case names) and body. */
interface ApiRouteAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Calls a Next API route handler with a request of only the given parts, as a test's server would. */
export async function callApiRoute(
  handler: (req: NextApiRequest, res: NextApiResponse) => unknown,
  {
    query = {},
    headers = {},
    method = 'GET',
  }: { query?: Record<string, string>; headers?: Record<string, string>; method?: string } = {},
): Promise<ApiRouteAnswer> {
  const answer: ApiRouteAnswer = { status: 200, headers: {}, body: undefined };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
    send(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  await handler({ method, query, headers } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}
