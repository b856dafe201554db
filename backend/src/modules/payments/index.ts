/**
 * Payments (payment routes, the VNPAY and MoMo providers, the emulated local gateway), as the rest
 * of the API sees it. Everything else in this folder is internal: import from here.
 */
export { createLocalGateway, type LocalGateway } from './local-gateway';
export { createMomoProvider } from './providers/momo';
export { httpTransport } from './providers/provider';
export { createVnpayProvider } from './providers/vnpay';
export { paymentsRoutes } from './routes';
export { createPaymentsService, type PaymentEvents, type PaymentsService } from './service';
