import type { TFunction } from 'i18next';
import { apiErrorCode, apiErrorMessage } from '@/lib/api-error-message';
import type commerce from '@locales/vi/commerce.json';

type VoucherErrorKey = keyof (typeof commerce)['checkout']['voucher']['errors'];
type CheckoutErrorKey = keyof (typeof commerce)['checkout']['errors'];

const has = <K extends string>(record: Record<K, unknown>, key: string): key is K =>
  Object.prototype.hasOwnProperty.call(record, key);

/** Every voucher error topic of spec §8, in the reader's language. */
export function voucherErrorMessage(t: TFunction<'commerce'>, error: unknown): string {
  const code = apiErrorCode(error);
  const known = t('checkout.voucher.errors', { returnObjects: true }) as Record<VoucherErrorKey, unknown>;
  return t(`checkout.voucher.errors.${has(known, code) ? code : 'UNKNOWN'}`);
}

/** A failed quote or payment: the checkout's own wording when it has one, else the shared one. */
export function checkoutErrorMessage(t: TFunction<'commerce'>, tCommon: TFunction<'common'>, error: unknown): string {
  const code = apiErrorCode(error);
  const checkout = t('checkout.errors', { returnObjects: true }) as Record<CheckoutErrorKey, unknown>;
  if (has(checkout, code)) return t(`checkout.errors.${code}`);
  const voucher = t('checkout.voucher.errors', { returnObjects: true }) as Record<VoucherErrorKey, unknown>;
  if (has(voucher, code)) return t(`checkout.voucher.errors.${code}`);
  return apiErrorMessage(tCommon, error);
}
