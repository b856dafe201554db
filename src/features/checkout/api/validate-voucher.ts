/**
 * POST /itf/voucher/validate (spec §7): a voucher checked against a purchase, answering the
 * price with it. A plain request: the voucher form owns its pending and error states.
 */
import type { BreakdownDto, PurchaseDto } from '@contract/commerce';
import { commerceApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function validateVoucher(voucherCode: string, purchase: PurchaseDto): Promise<BreakdownDto> {
  return call(commerceApi.voucherValidate, { body: { voucherCode, purchase } });
}
