/** Practice-test events. Everything else in this folder is internal: import from here. */
export { eventsRoutes } from './routes';
export { createEventsService, type EventsService } from './service';
export { DEMO_EVENT_SLUGS, seedDemoEvents } from './seed';
export { eventsDatabase } from './tables';
