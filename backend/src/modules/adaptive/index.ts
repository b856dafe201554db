/** Adaptive and placement tests (IRT engine, item bank, attempts), as the rest of the API sees it. */
export { adaptiveRoutes } from './routes';
export { adaptiveOfferOf, adaptiveTestOf, createAdaptiveService, type AdaptiveService } from './service';
