/** Memberships and what they open, as the rest of the API sees it. Import from here. */
export { createMembershipsRepository } from './repository';
export { membershipsRoutes } from './routes';
export { createMembershipsService, type MembershipsService, type OpenableTest } from './service';
