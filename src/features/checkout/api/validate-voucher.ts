/**
 * POST /itf/voucher/validate (spec §7): a voucher checked against a purchase, answering the
 * price with it. A plain request: the voucher form owns its pending and error states.
 */
import type { BreakdownDto, PurchaseDto } from '@contract/commerce';
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import { apiClient, postData } from '@/lib/api-client';

export function validateVoucher(voucherCode: string, purchase: PurchaseDto): Promise<BreakdownDto> {
  return postData<BreakdownDto>(apiClient, COMMERCE_PATHS.voucherValidate, { voucherCode, purchase });
}
