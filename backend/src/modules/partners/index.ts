/** Partner sites (decision 0057). Everything else in this folder is internal: import from here. */
export { partnersRoutes } from './routes';
export { createPartnersService, type PartnersService } from './service';
export { signPartnerAssertion } from './assertion';
export type { CallbackTransport } from './callbacks';
export { DEMO_PARTNER_SLUG, seedDemoPartner } from './seed';
export { partnersDatabase } from './tables';
