import { classesEndpoints } from '@contract/classes';
import { statisticsEndpoints } from '@contract/statistics';
import { teacherEndpoints } from '@contract/teacher';
import type { RoleCode } from '@contract/constants';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { AuthService } from '../auth';
import { referenceUploadRoutes } from './reference-upload';
import type { ClassesService } from './service';
import type { StatisticsService } from './statistics';
import type { TeacherService } from './teacher';

export interface ClassesRoutesOptions {
  auth: AuthService;
  classes: ClassesService;
  statistics: StatisticsService;
  teacher: TeacherService;
}

/** A signed-in caller of one role; 403 FORBIDDEN for the other. */
function requireRole(auth: AuthService, role: RoleCode): preHandlerAsyncHookHandler {
  const signedIn = requireAuth(auth);
  return async function (request, reply) {
    await signedIn.call(this, request, reply);
    if (request.auth?.role !== role) {
      throw new AppError(
        403,
        'FORBIDDEN',
        role === 'TEACHER' ? 'This route is for teachers.' : 'This route is for students.',
      );
    }
  };
}

/** The student's classes and statistics, and the teacher API (issue 13). */
export const classesRoutes: RoutePlugin<ClassesRoutesOptions> = async (app, { auth, classes, statistics, teacher }) => {
  registerNoStore(app);
  const student = requireRole(auth, 'STUDENT');
  const teacherOnly = requireRole(auth, 'TEACHER');
  const s = classesEndpoints;
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.route({
    ...routeOf(s.joinClass),
    preHandler: student,
    handler: async (request) => classes.join(me(request), request.body.code),
  });
  app.route({
    ...routeOf(s.myJoinRequests),
    preHandler: student,
    handler: async (request) => ok(await classes.myRequests(me(request), request.query.status)),
  });
  app.route({
    ...routeOf(s.cancelJoinRequest),
    preHandler: student,
    handler: async (request) => {
      await classes.cancelRequest(me(request), request.params.id);
      return ok(null);
    },
  });
  app.route({
    ...routeOf(s.myClasses),
    preHandler: student,
    handler: async (request) => ok(await classes.myClasses(me(request))),
  });
  app.route({
    ...routeOf(s.myClass),
    preHandler: student,
    handler: async (request) => ok(await classes.myClass(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.classAssigned),
    preHandler: student,
    handler: async (request) => ok(await classes.classAssigned(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.classReferences),
    preHandler: student,
    handler: async (request) => ok(await classes.classReferences(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.assignment),
    preHandler: student,
    handler: async (request) => ok(await classes.assignment(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.assignmentResult),
    preHandler: student,
    handler: async (request) => ok(await classes.assignmentResult(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.calendar),
    preHandler: student,
    handler: async (request) => ok(await classes.calendar(me(request), request.query)),
  });
  app.route({
    ...routeOf(s.assetResult),
    preHandler: student,
    handler: async (request) => ok(await classes.assetResults(me(request), request.params.unitTestId)),
  });
  app.route({
    ...routeOf(s.addResult),
    preHandler: student,
    handler: async (request) =>
      ok(await classes.addResult(me(request), request.query['result-id'], request.query['assignment-id'])),
  });

  const st = statisticsEndpoints;
  app.route({
    ...routeOf(st.countByDate),
    preHandler: student,
    handler: async (request) => ok(await statistics.countByDate(me(request), request.body)),
  });
  app.route({
    ...routeOf(st.skills),
    preHandler: student,
    handler: async (request) => ok(await statistics.skills(me(request), request.body)),
  });
  app.route({
    ...routeOf(st.countMission),
    preHandler: student,
    handler: async (request) => ok(await statistics.countMission(me(request), request.body)),
  });

  const t = teacherEndpoints;
  app.route({
    ...routeOf(t.listClasses),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.listClasses(me(request))),
  });
  app.route({
    ...routeOf(t.createClass),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.createClass(me(request), request.body)),
  });
  app.route({
    ...routeOf(t.getClass),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.getClass(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.updateClass),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.updateClass(me(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOf(t.rotateCode),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.rotateCode(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.listRequests),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.listRequests(me(request), request.params.id, request.query.status)),
  });
  app.route({
    ...routeOf(t.acceptRequest),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.decide(me(request), request.params.id, 'ACCEPTED')),
  });
  app.route({
    ...routeOf(t.rejectRequest),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.decide(me(request), request.params.id, 'REJECTED')),
  });
  app.route({
    ...routeOf(t.listMembers),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.listMembers(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.removeMember),
    preHandler: teacherOnly,
    handler: async (request) => {
      await teacher.removeMember(me(request), request.params.id, request.params.userId);
      return ok(null);
    },
  });
  app.route({
    ...routeOf(t.listAssignments),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.listAssignments(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.createAssignment),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.createAssignment(me(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOf(t.updateAssignment),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.updateAssignment(me(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOf(t.deleteAssignment),
    preHandler: teacherOnly,
    handler: async (request) => {
      await teacher.deleteAssignment(me(request), request.params.id);
      return ok(null);
    },
  });
  app.route({
    ...routeOf(t.assignmentResults),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.assignmentResults(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.listReferences),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.listReferences(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.addReference),
    preHandler: teacherOnly,
    handler: async (request) => ok(await teacher.addReference(me(request), request.params.id, request.body)),
  });
  await app.register(referenceUploadRoutes, { teacherOnly, teacher });
  app.route({
    ...routeOf(t.deleteReference),
    preHandler: teacherOnly,
    handler: async (request) => {
      await teacher.deleteReference(me(request), request.params.id);
      return ok(null);
    },
  });
};
