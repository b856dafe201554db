/** Serving uploaded files (avatars, reference files). Import from here. */
export { uploadsRoutes } from './routes';
