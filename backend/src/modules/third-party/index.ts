/** Third-party practice tests. Everything else in this folder is internal: import from here. */
export { loadProviders, parseProviders } from './providers';
export { thirdPartyRoutes } from './routes';
export { createThirdPartyService, type ThirdPartyService } from './service';
