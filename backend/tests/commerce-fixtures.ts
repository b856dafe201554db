import { unitTestsEndpoints } from '@contract/unit-tests';
import { type OrderDto, type PaymentCreateData, type VnpayIpnAnswer, commerceEndpoints } from '@contract/commerce';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { vnpayDate } from '../src/modules/payments/providers/provider';
import { vnpaySign } from '../src/modules/payments/signing';
import { bearer, type BodyOf, inject, loginOk, type TestApp } from './helpers';

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

type PaymentCreateBody = BodyOf<typeof commerceEndpoints.paymentCreate>;

export async function createPayment(
  app: TestApp,
  headers: Record<string, string>,
  body: Omit<PaymentCreateBody, 'locale'> & Partial<Pick<PaymentCreateBody, 'locale'>>,
): Promise<PaymentCreateData> {
  return (
    await inject(app.api, commerceEndpoints.paymentCreate, {
      body: { locale: 'vi', returnUrl: 'http://localhost:3000/checkout/result', ...body },
      token: headers,
    })
  ).data;
}

export async function orderOf(app: TestApp, headers: Record<string, string>, transNo: string): Promise<OrderDto> {
  return (await inject(app.api, commerceEndpoints.orderDetail, { params: { transNo }, token: headers })).data;
}

export async function owns(app: TestApp, headers: Record<string, string>, unitTestId: number): Promise<boolean> {
  return (await inject(app.api, unitTestsEndpoints.detail, { params: { id: unitTestId }, token: headers })).data.owned;
}

/** An IPN as VNPAY sends it, signed with the configured secret (or another). */
export function vnpayIpn(app: TestApp, fields: Record<string, string>, secret = app.config.payments.vnpay.hashSecret) {
  const params: Record<string, string> = {
    vnp_TmnCode: app.config.payments.vnpay.tmnCode,
    vnp_BankCode: 'NCB',
    vnp_OrderInfo: 'Thanh toan',
    vnp_PayDate: vnpayDate(new Date()),
    vnp_TransactionNo: '14000001',
    vnp_TransactionStatus: fields.vnp_ResponseCode === '00' ? '00' : '02',
    ...fields,
  };
  return `/payment/vnpay/ipn?${new URLSearchParams({ ...params, vnp_SecureHash: vnpaySign(params, secret) }).toString()}`;
}

/** What the API answers VNPAY's IPN (always HTTP 200; the outcome is in RspCode). */
export async function ipnAnswer(app: TestApp, url: string): Promise<VnpayIpnAnswer> {
  const response = await get(app.api, url);
  expect(response.statusCode).toBe(200);
  return response.json<VnpayIpnAnswer>();
}
