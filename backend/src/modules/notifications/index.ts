/**
 * Notifications and user requests. Other modules never import this: app.ts hands them its
 * `notify` (and event hooks built on it), so no module depends on another's internals.
 */
export { notificationEvents } from './events';
export { notificationsRoutes } from './routes';
export { createNotificationsService, type NotificationsService } from './service';
