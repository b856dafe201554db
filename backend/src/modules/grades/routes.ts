import type { ApiSuccess, GradeDto } from '@contract/api';
import { API_PATHS } from '@contract/api';
import type { FastifyPluginAsync } from 'fastify';
import { listGradesSchema } from './schemas';
import type { GradesService } from './service';

export const gradesRoutes: FastifyPluginAsync<{ grades: GradesService }> = async (app, { grades }) => {
  app.get(API_PATHS.grades, { schema: listGradesSchema }, async (): Promise<ApiSuccess<GradeDto[]>> => ({
    result: true,
    data: await grades.list(),
  }));
};
