import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signatures of the two gateways, written from their published protocols.
 *
 * VNPAY 2.1.0: the parameters other than vnp_SecureHash (and vnp_SecureHashType, which 2.1.0 no
 * longer sends) sorted by name, each name and value form-encoded (as PHP's urlencode and Java's
 * URLEncoder do: every byte but A–Z a–z 0–9 - _ . percent-encoded, space as "+"), joined as
 * name=value with "&"; vnp_SecureHash is the hex HMAC-SHA512 of that string with the hash secret.
 *
 * MoMo v2: the fields named by the operation, sorted a–z, joined as raw name=value with "&" (no
 * encoding); signature is the hex HMAC-SHA256 of that string with the secret key.
 */

/** application/x-www-form-urlencoded encoding of one name or value (space → "+"). */
export function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const VNPAY_UNSIGNED = new Set(['vnp_SecureHash', 'vnp_SecureHashType']);

/** The string VNPAY signs: sorted, form-encoded name=value pairs of the vnp_ parameters. */
export function vnpaySignData(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && !VNPAY_UNSIGNED.has(key) && params[key] !== '')
    .sort()
    .map((key) => `${formEncode(key)}=${formEncode(params[key] ?? '')}`)
    .join('&');
}

function hmacHex(algorithm: 'sha512' | 'sha256', secret: string, data: string): string {
  return createHmac(algorithm, secret).update(data, 'utf8').digest('hex');
}

export function vnpaySign(params: Readonly<Record<string, string>>, secret: string): string {
  return hmacHex('sha512', secret, vnpaySignData(params));
}

/** Constant-time comparison of two hex digests, case-insensitive. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase(), 'utf8');
  const right = Buffer.from(b.toLowerCase(), 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function vnpayVerify(params: Readonly<Record<string, string>>, secret: string): boolean {
  const given = params.vnp_SecureHash;
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{128}$/.test(given)) return false;
  return sameHex(vnpaySign(params, secret), given);
}

/** VNPAY's querydr checksum: the listed fields' values joined with "|", HMAC-SHA512. */
export function vnpayPipeSign(values: readonly (string | number)[], secret: string): string {
  return hmacHex('sha512', secret, values.map(String).join('|'));
}

/** MoMo's raw signature string: the given fields sorted a–z, raw name=value joined with "&". */
export function momoRawSignature(fields: Readonly<Record<string, string | number>>): string {
  return Object.keys(fields)
    .sort()
    .map((key) => `${key}=${String(fields[key])}`)
    .join('&');
}

export function momoSign(fields: Readonly<Record<string, string | number>>, secretKey: string): string {
  return hmacHex('sha256', secretKey, momoRawSignature(fields));
}

/** Fields of MoMo's IPN and redirect that its signature covers (with accessKey). */
const MOMO_RESULT_FIELDS = [
  'amount',
  'extraData',
  'message',
  'orderId',
  'orderInfo',
  'orderType',
  'partnerCode',
  'payType',
  'requestId',
  'responseTime',
  'resultCode',
  'transId',
] as const;

/** Signs or checks a MoMo result (IPN body or redirect query). */
export function momoResultSignature(
  result: Readonly<Record<string, unknown>>,
  accessKey: string,
  secretKey: string,
): string | null {
  const fields: Record<string, string> = { accessKey };
  for (const key of MOMO_RESULT_FIELDS) {
    const value = result[key];
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    fields[key] = String(value);
  }
  return momoSign(fields, secretKey);
}
