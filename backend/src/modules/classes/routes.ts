import { classesEndpoints } from '@contract/classes';
import { statisticsEndpoints } from '@contract/statistics';
import { teacherEndpoints } from '@contract/teacher';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import { referenceUploadRoutes } from './reference-upload';
import type { ClassesService } from './service';
import type { StatisticsService } from './statistics';
import type { TeacherService } from './teacher';

export interface ClassesRoutesOptions {
  classes: ClassesService;
  statistics: StatisticsService;
  teacher: TeacherService;
}

/** The student's classes and statistics, and the teacher API (issue 13). */
export const classesRoutes: RoutePlugin<ClassesRoutesOptions> = async (app, { classes, statistics, teacher }) => {
  registerNoStore(app);
  const s = classesEndpoints;
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.route({
    ...routeOf(s.joinClass),
    handler: async (request) => classes.join(me(request), request.body.code),
  });
  app.route({
    ...routeOf(s.myJoinRequests),
    handler: async (request) => ok(await classes.myRequests(me(request), request.query.status)),
  });
  app.route({
    ...routeOf(s.cancelJoinRequest),
    handler: async (request) => {
      await classes.cancelRequest(me(request), request.params.id);
      return ok(null);
    },
  });
  app.route({
    ...routeOf(s.myClasses),
    handler: async (request) => ok(await classes.myClasses(me(request))),
  });
  app.route({
    ...routeOf(s.myClass),
    handler: async (request) => ok(await classes.myClass(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.classAssigned),
    handler: async (request) => ok(await classes.classAssigned(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.classReferences),
    handler: async (request) => ok(await classes.classReferences(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.assignment),
    handler: async (request) => ok(await classes.assignment(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.assignmentResult),
    handler: async (request) => ok(await classes.assignmentResult(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(s.calendar),
    handler: async (request) => ok(await classes.calendar(me(request), request.query)),
  });
  app.route({
    ...routeOf(s.assetResult),
    handler: async (request) => ok(await classes.assetResults(me(request), request.params.unitTestId)),
  });
  app.route({
    ...routeOf(s.addResult),
    handler: async (request) =>
      ok(await classes.addResult(me(request), request.query['result-id'], request.query['assignment-id'])),
  });

  const st = statisticsEndpoints;
  app.route({
    ...routeOf(st.countByDate),
    handler: async (request) => ok(await statistics.countByDate(me(request), request.body)),
  });
  app.route({
    ...routeOf(st.skills),
    handler: async (request) => ok(await statistics.skills(me(request), request.body)),
  });
  app.route({
    ...routeOf(st.countMission),
    handler: async (request) => ok(await statistics.countMission(me(request), request.body)),
  });

  const t = teacherEndpoints;
  app.route({
    ...routeOf(t.listClasses),
    handler: async (request) => ok(await teacher.listClasses(me(request))),
  });
  app.route({
    ...routeOf(t.createClass),
    handler: async (request) => ok(await teacher.createClass(me(request), request.body)),
  });
  app.route({
    ...routeOf(t.getClass),
    handler: async (request) => ok(await teacher.getClass(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.updateClass),
    handler: async (request) => ok(await teacher.updateClass(me(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOf(t.rotateCode),
    handler: async (request) => ok(await teacher.rotateCode(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.listRequests),
    handler: async (request) => ok(await teacher.listRequests(me(request), request.params.id, request.query.status)),
  });
  app.route({
    ...routeOf(t.acceptRequest),
    handler: async (request) => ok(await teacher.decide(me(request), request.params.id, 'ACCEPTED')),
  });
  app.route({
    ...routeOf(t.rejectRequest),
    handler: async (request) => ok(await teacher.decide(me(request), request.params.id, 'REJECTED')),
  });
  app.route({
    ...routeOf(t.listMembers),
    handler: async (request) => ok(await teacher.listMembers(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.removeMember),
    handler: async (request) => {
      await teacher.removeMember(me(request), request.params.id, request.params.userId);
      return ok(null);
    },
  });
  app.route({
    ...routeOf(t.listAssignments),
    handler: async (request) => ok(await teacher.listAssignments(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.createAssignment),
    handler: async (request) => ok(await teacher.createAssignment(me(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOf(t.updateAssignment),
    handler: async (request) => ok(await teacher.updateAssignment(me(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOf(t.deleteAssignment),
    handler: async (request) => {
      await teacher.deleteAssignment(me(request), request.params.id);
      return ok(null);
    },
  });
  app.route({
    ...routeOf(t.assignmentResults),
    handler: async (request) => ok(await teacher.assignmentResults(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.listReferences),
    handler: async (request) => ok(await teacher.listReferences(me(request), request.params.id)),
  });
  app.route({
    ...routeOf(t.addReference),
    handler: async (request) => ok(await teacher.addReference(me(request), request.params.id, request.body)),
  });
  await app.register(referenceUploadRoutes, { teacher });
  app.route({
    ...routeOf(t.deleteReference),
    handler: async (request) => {
      await teacher.deleteReference(me(request), request.params.id);
      return ok(null);
    },
  });
};
