import { gradesEndpoints } from '@contract/grades';
import { routeSchema, type RoutePlugin } from '../../lib/route';
import type { GradesService } from './service';

export const gradesRoutes: RoutePlugin<{ grades: GradesService }> = async (app, { grades }) => {
  const { list } = gradesEndpoints;
  app.route({
    method: list.method,
    url: list.url,
    schema: routeSchema(list),
    handler: async () => ({ result: true as const, data: await grades.list() }),
  });
};
