/** School grades, as the rest of the API sees it. Import from here. */
export { createGradesRepository } from './repository';
export { gradesRoutes } from './routes';
export { createGradesService, type GradesService } from './service';
