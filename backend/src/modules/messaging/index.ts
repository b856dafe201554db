/** The messaging link (Zalo). Everything else in this folder is internal: import from here. */
export { messagingRoutes } from './routes';
export { createMessagingService, webPageOf, type MessagingService } from './service';
export { createLocalMessagingProvider, LOCAL_PERMISSION_PATH, signLocalPayload } from './local-provider';
export type { MessagingProvider } from './provider';
