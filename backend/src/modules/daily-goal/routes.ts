import { dailyGoalEndpoints } from '@contract/daily-goal';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { AuthService } from '../auth';
import type { DailyGoalService } from './service';

export interface DailyGoalRoutesOptions {
  auth: AuthService;
  dailyGoal: DailyGoalService;
}

function requireStudent(auth: AuthService): preHandlerAsyncHookHandler {
  const signedIn = requireAuth(auth);
  return async function (request, reply) {
    await signedIn.call(this, request, reply);
    if (request.auth?.role !== 'STUDENT') throw new AppError(403, 'FORBIDDEN', 'This route is for students.');
  };
}

/** GET and PUT /itf/daily-goal (signed-in students). */
export const dailyGoalRoutes: RoutePlugin<DailyGoalRoutesOptions> = async (app, { auth, dailyGoal }) => {
  registerNoStore(app);
  const student = requireStudent(auth);
  app.route({
    ...routeOf(dailyGoalEndpoints.get),
    preHandler: student,
    handler: async (request) => ok(await dailyGoal.get(authOf(request).userId)),
  });
  app.route({
    ...routeOf(dailyGoalEndpoints.set),
    preHandler: student,
    handler: async (request) => ok(await dailyGoal.set(authOf(request).userId, request.body)),
  });
};
