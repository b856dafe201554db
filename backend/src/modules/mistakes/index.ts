/** "Practise my mistakes": the student's review set. Everything else in this folder is internal: import from here. */
export { mistakesRoutes } from './routes';
export { createMistakesService, type MistakesService } from './service';
