import type { PaymentCreateData } from '@contract/commerce';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, dataOf, loginOk, postJson, type TestApp } from './helpers';

/** Paid tests of the seeded catalogue (backend/content/tests). */
export const PAID = { FCE: 3011, CPE: 3013, IELTS_WRITING: 4003, IELTS_MOCK: 4005, TOPIC_8: 1013 } as const;

export async function studentHeaders(app: TestApp): Promise<Record<string, string>> {
  return bearer((await loginOk(app.api)).accessToken);
}

export function get(server: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return server.inject({ method: 'GET', url, headers });
}

/** Path and query of an absolute URL, for inject. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Reads the hidden fields of the local gateway's form. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const decode = (value: string) =>
      value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    fields[decode(match[1] ?? '')] = decode(match[2] ?? '');
  }
  return fields;
}

/**
 * Pays on the local gateway's page as a payer would: opens it, picks an outcome, submits. The
 * gateway calls the IPN (unless ipn is false) and answers a redirect to the return URL.
 */
export async function payOnGateway(
  app: TestApp,
  paymentUrl: string,
  outcome: string,
  { ipn = true, source }: { ipn?: boolean; source?: string } = {},
): Promise<{ page: LightMyRequestResponse; redirect: LightMyRequestResponse; returnParams: Record<string, string> }> {
  const page = await get(app.api, pathOf(paymentUrl));
  if (page.statusCode !== 200) throw new Error(`gateway page ${page.statusCode} ${page.body}`);
  const form = new URLSearchParams({ ...hiddenFields(page.body), outcome });
  if (source) form.set('source', source);
  if (ipn) form.set('ipn', '1');
  const redirect = await app.api.inject({
    method: 'POST',
    url: new URL(paymentUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = String(redirect.headers.location ?? '');
  const returnParams = Object.fromEntries(new URL(location).searchParams);
  return { page, redirect, returnParams };
}

export async function createPayment(
  app: TestApp,
  headers: Record<string, string>,
  body: Record<string, unknown>,
): Promise<PaymentCreateData> {
  return dataOf<PaymentCreateData>(
    await postJson(
      app.api,
      '/payment/create',
      { locale: 'vi', returnUrl: 'http://localhost:3000/checkout/result', ...body },
      headers,
    ),
  );
}
