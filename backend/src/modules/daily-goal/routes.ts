import { dailyGoalEndpoints } from '@contract/daily-goal';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { DailyGoalService } from './service';

export interface DailyGoalRoutesOptions {
  dailyGoal: DailyGoalService;
}

/** GET and PUT /itf/daily-goal (signed-in students; the guard comes from the contract's security). */
export const dailyGoalRoutes: RoutePlugin<DailyGoalRoutesOptions> = async (app, { dailyGoal }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(dailyGoalEndpoints.get),
    handler: async (request) => ok(await dailyGoal.get(authOf(request).userId)),
  });
  app.route({
    ...routeOf(dailyGoalEndpoints.set),
    handler: async (request) => ok(await dailyGoal.set(authOf(request).userId, request.body)),
  });
};
