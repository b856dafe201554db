/** The student's daily goal and streak. Everything else in this folder is internal: import from here. */
export { dailyGoalRoutes } from './routes';
export { createDailyGoalService, type DailyGoalService } from './service';
