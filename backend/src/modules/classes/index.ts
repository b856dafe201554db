/**
 * Classes (students' and teachers' sides, statistics, reference files), as the rest of the API
 * sees it. Everything else in this folder is internal: import from here.
 */
export { classesRoutes } from './routes';
export { createClassesService, type ClassesService } from './service';
export { createStatisticsService, type StatisticsService } from './statistics';
export { createTeacherService, type TeacherService } from './teacher';
export { REFERENCE_DIR, storeReferenceFile } from './reference-files';
