import type { BreakdownDto, PurchaseDto } from '@contract/commerce';
import { commerceEndpoints } from '@contract/commerce';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { userIdOf } from '../../plugins/authenticate';
import { privateReply } from '../../plugins/security-headers';

/** The price of a purchase with a voucher applied (the orders service prices it; typed here to keep vouchers below orders). */
export interface VoucherPricing {
  validateVoucher(userId: number | null, code: string, purchase: PurchaseDto): Promise<BreakdownDto>;
}

/** Checking a voucher code against a purchase. */
export const vouchersRoutes: RoutePlugin<{ orders: VoucherPricing }> = async (app, { orders }) => {
  app.route({
    ...routeOf(commerceEndpoints.voucherValidate),
    preHandler: privateReply,
    handler: async (request) =>
      ok(await orders.validateVoucher(userIdOf(request), request.body.voucherCode, request.body.purchase)),
  });
};
