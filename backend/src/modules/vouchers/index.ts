/** Vouchers, as the rest of the API sees it. Import from here. */
export { createVouchersRepository } from './repository';
export { vouchersRoutes } from './routes';
export { createVouchersService, type VoucherApplication, type VouchersService } from './service';
