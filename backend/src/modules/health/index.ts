/** The health check of both listeners. Import from here. */
export { healthRoutes } from './routes';
