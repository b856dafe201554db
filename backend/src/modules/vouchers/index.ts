/** Vouchers, as the rest of the API sees it. Import from here. */
export { createVouchersRepository } from './repository';
export { createVouchersService, type VoucherApplication, type VouchersService } from './service';
