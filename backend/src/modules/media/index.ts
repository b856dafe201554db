/** The content's media files. Import from here. */
export { mediaRoutes } from './routes';
