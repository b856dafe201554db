import type { PaymentResultCode } from '@contract/commerce-rules';
import type { Locale } from '@contract/constants';
import { VIETNAM_OFFSET_MS } from '../../../lib/clock';

/** What a gateway said about a payment, once its signature was checked. */
export interface GatewayResult {
  transNo: string;
  /** VND. */
  amount: number;
  /** The provider's own code (vnp_ResponseCode, MoMo resultCode). */
  providerCode: string;
  /** The spec §8 code it reads as; null while the payment is still pending. */
  resultCode: PaymentResultCode | null;
  outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'PENDING';
  providerTransNo: string | null;
}

export interface CreatePaymentInput {
  transNo: string;
  /** VND, an integer. */
  amount: number;
  /** ASCII, no diacritics. */
  orderInfo: string;
  locale: Locale;
  returnUrl: string;
  ipAddr: string;
  createdAt: Date;
  expiresAt: Date;
  /** Idempotency key of the create call (MoMo requestId). */
  requestId: string;
}

export interface QueryInput {
  transNo: string;
  amount: number;
  createdAt: Date;
  requestId: string | null;
  ipAddr: string;
  now: Date;
}

/** A reconciliation answer: the payment's state at the gateway, or that it never saw it. */
export type QueryResult = GatewayResult | { outcome: 'NOT_FOUND' };

/** Answers a server-to-server JSON call (the real gateway over HTTPS, or the local one in-process). */
export type GatewayTransport = (url: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;

export interface PaymentProvider {
  readonly name: 'VNPAY' | 'MOMO';
  createPayment(input: CreatePaymentInput): Promise<{ paymentUrl: string }>;
  /** The return URL's query, verified; null when its signature is wrong. */
  readReturn(params: Readonly<Record<string, string>>): GatewayResult | null;
  /** An IPN, verified; null when its signature is wrong. */
  readIpn(payload: Readonly<Record<string, unknown>>): GatewayResult | null;
  /** Asks the gateway for a payment's state (VNPAY querydr, MoMo query). */
  query(input: QueryInput): Promise<QueryResult>;
}

/** JSON over HTTPS for the real gateways, with the 30-second timeout MoMo asks for. */
export const httpTransport: GatewayTransport = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as Record<string, unknown>;
};

/** yyyyMMddHHmmss in GMT+7, as VNPAY writes dates. */
export function vnpayDate(date: Date): string {
  const shifted = new Date(date.getTime() + VIETNAM_OFFSET_MS).toISOString();
  return shifted.slice(0, 19).replace(/[-T:]/g, '');
}

/** Reads VNPAY's yyyyMMddHHmmss (GMT+7); null when malformed. */
export function parseVnpayDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const time = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - VIETNAM_OFFSET_MS;
  return Number.isNaN(time) ? null : new Date(time);
}

/** Strips Vietnamese diacritics and anything but printable ASCII (vnp_OrderInfo, MoMo orderInfo). */
export function asciiOrderInfo(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 255);
}
