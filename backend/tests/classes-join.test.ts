/**
 * Joining a class by code (spec §4, §8, §9): every outcome with its exact message, requests and
 * their states, cancelling, and the capacity of 60 held under concurrent joins.
 */
import { CLASS_MESSAGES } from '@contract/class-rules';
import { type JoinClassResponse, classesEndpoints } from '@contract/classes';
import { teacherEndpoints } from '@contract/teacher';
import { describe, expect, it } from 'vitest';
import {
  classmatePhone,
  createClass,
  DEMO_CLASS_CODES,
  join,
  newStudent,
  studentAuth,
  teacherAuth,
} from './classes-fixtures';
import { createTestApp, failureOf, postJson, putJson, inject, answerOf } from './helpers';

describe('POST /itf/join_class_request', () => {
  it('answers each outcome of the join-class modal with its code and the spec’s words', async () => {
    const app = await createTestApp();
    const student = await studentAuth(app);

    const direct = await join(app, student, DEMO_CLASS_CODES.direct.toLowerCase());
    expect(direct.statusCode).toBe(200);
    const joined = direct.json<JoinClassResponse>();
    expect(joined.code).toBe('JOIN_CLASS_SUCCESSFUL');
    expect(joined.data.status).toBe('ACCEPTED');
    expect(joined.data.class.memberCount).toBe(6);

    const again = await join(app, student, DEMO_CLASS_CODES.direct);
    expect(again.statusCode).toBe(409);
    expect(failureOf(again)).toMatchObject({ code: 'JOINED_CLASS', message: 'You are a student in this class' });

    const asked = await join(app, student, DEMO_CLASS_CODES.approval);
    expect(asked.statusCode).toBe(200);
    expect(asked.json<JoinClassResponse>()).toMatchObject({
      result: true,
      code: 'REQUEST_JOIN_CLASS_SUCCESSFUL',
      data: { status: 'PENDING' },
    });
    const twice = await join(app, student, DEMO_CLASS_CODES.approval);
    expect(twice.statusCode).toBe(409);
    expect(failureOf(twice)).toMatchObject({
      code: 'REQUESTED_JOIN_CLASS',
      message: 'Your request to attend this class has already been sent',
    });

    const full = await join(app, student, DEMO_CLASS_CODES.full);
    expect(full.statusCode).toBe(409);
    expect(failureOf(full)).toMatchObject({
      code: 'REACH_LIMIT_STUDENT_PER_CLASS',
      message: 'The class has already reached 60 learners, please contact the teacher for further assistance',
    });

    const unknown = await join(app, student, 'ZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown)).toMatchObject({ code: 'CLASS_CODE_NOT_FOUND', message: 'Class code does not exist!' });
    expect(CLASS_MESSAGES.CLASS_CODE_NOT_FOUND).toBe('Class code does not exist!');

    // A code with a leading space is refused by the field rule (spec §5): any other code → invalid code.
    expect((await join(app, student, ' CLB7BX')).statusCode).toBe(400);
    // Teachers and guests cannot join.
    expect((await join(app, await teacherAuth(app), DEMO_CLASS_CODES.direct)).statusCode).toBe(403);
    expect((await postJson(app.api, '/itf/join_class_request', { code: 'CLB7BX' })).statusCode).toBe(401);
  });

  it('lists my requests with their states, cancels a pending one and lets a rejected student ask again', async () => {
    const app = await createTestApp();
    const student = await studentAuth(app);
    const teacher = await teacherAuth(app);
    answerOf(classesEndpoints.joinClass, await join(app, student, DEMO_CLASS_CODES.approval));
    const [pending] = (await inject(app.api, classesEndpoints.myJoinRequests, { token: student })).data;
    expect(pending).toMatchObject({ status: 'PENDING', decidedAt: null, class: { slug: 'luyen-thi-vao-10-9c' } });

    // Cancelled: gone, and a new request may be sent.
    const cancel = await app.api.inject({
      method: 'DELETE',
      url: `/itf/join_class_request/${pending?.id}`,
      headers: student,
    });
    expect(cancel.statusCode).toBe(200);
    expect((await inject(app.api, classesEndpoints.myJoinRequests, { token: student })).data).toEqual([]);
    expect((await join(app, student, DEMO_CLASS_CODES.approval)).statusCode).toBe(200);

    // Rejected: REJECTED in my list, and the class can be asked again.
    const requests = (await inject(app.api, teacherEndpoints.listRequests, { params: { id: 3 }, token: teacher })).data;
    const mine = requests.find((r) => r.student.fullName === 'Nguyễn Minh Anh');
    expect(mine).toBeDefined();
    await inject(app.api, teacherEndpoints.rejectRequest, { params: { id: mine?.id ?? 0 }, token: teacher });
    const afterReject = (
      await inject(app.api, classesEndpoints.myJoinRequests, { query: { status: 'REJECTED' }, token: student })
    ).data;
    expect(afterReject.map((r) => r.status)).toEqual(['REJECTED']);
    // A decided request cannot be cancelled.
    const late = await app.api.inject({
      method: 'DELETE',
      url: `/itf/join_class_request/${mine?.id}`,
      headers: student,
    });
    expect(failureOf(late).code).toBe('JOIN_REQUEST_DECIDED');
    expect((await join(app, student, DEMO_CLASS_CODES.approval)).json<JoinClassResponse>().code).toBe(
      'REQUEST_JOIN_CLASS_SUCCESSFUL',
    );

    // Accepted: the class is among my classes.
    const again = (
      await inject(app.api, teacherEndpoints.listRequests, { params: { id: 3 }, token: teacher })
    ).data.find((r) => r.student.fullName === 'Nguyễn Minh Anh');
    await inject(app.api, teacherEndpoints.acceptRequest, { params: { id: again?.id ?? 0 }, token: teacher });
    const classes = (await inject(app.api, classesEndpoints.myClasses, { token: student })).data;
    expect(classes.map((c) => c.slug)).toContain('luyen-thi-vao-10-9c');
    expect(failureOf(await join(app, student, DEMO_CLASS_CODES.approval)).code).toBe('JOINED_CLASS');
  });

  it('never seats a 61st learner, however many join at once', async () => {
    const app = await createTestApp();
    const teacher = await teacherAuth(app);
    const cls = await createClass(app, teacher, { name: 'Lớp đông', joinMode: 'DIRECT' });
    expect(cls.capacity).toBe(60);
    const students = [await studentAuth(app)];
    for (let n = 1; n <= 60; n += 1) students.push(await studentAuth(app, classmatePhone(n)));
    for (let n = 0; n < 4; n += 1) students.push((await newStudent(app, `098700000${n}`)).headers);

    const answers = await Promise.all(students.map((headers) => join(app, headers, cls.joinCode)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => failureOf(a).code)).toEqual(
      Array(5).fill('REACH_LIMIT_STUDENT_PER_CLASS'),
    );
    const row = await app.db
      .selectFrom('classes')
      .select('member_count')
      .where('id', '=', cls.id)
      .executeTakeFirstOrThrow();
    const members = await app.db.selectFrom('class_members').select('user_id').where('class_id', '=', cls.id).execute();
    expect(row.member_count).toBe(60);
    expect(members).toHaveLength(60);
  }, 60_000);

  it('keeps the capacity when the teacher accepts requests and edits the class', async () => {
    const app = await createTestApp();
    const teacher = await teacherAuth(app);
    const cls = await createClass(app, teacher, { joinMode: 'APPROVAL', capacity: 1 });
    const first = await studentAuth(app, classmatePhone(1));
    const second = await studentAuth(app, classmatePhone(2));
    answerOf(classesEndpoints.joinClass, await join(app, first, cls.joinCode));
    answerOf(classesEndpoints.joinClass, await join(app, second, cls.joinCode));
    const requests = (await inject(app.api, teacherEndpoints.listRequests, { params: { id: cls.id }, token: teacher }))
      .data;
    await inject(app.api, teacherEndpoints.acceptRequest, {
      params: { id: requests[0]?.id ?? 0 },
      token: teacher,
    });
    const refused = await postJson(app.api, `/teacher/join-requests/${requests[1]?.id}/accept`, {}, teacher);
    expect(failureOf(refused).code).toBe('REACH_LIMIT_STUDENT_PER_CLASS');
    // Still pending: the refusal changed nothing.
    const still = (await inject(app.api, teacherEndpoints.listRequests, { params: { id: cls.id }, token: teacher }))
      .data;
    expect(still.map((r) => r.id)).toEqual([requests[1]?.id]);
    // A full class refuses new requests too.
    expect(failureOf(await join(app, await studentAuth(app, classmatePhone(3)), cls.joinCode)).code).toBe(
      'REACH_LIMIT_STUDENT_PER_CLASS',
    );
    // Capacity: never above 60, never below the members.
    expect((await putJson(app.api, `/teacher/classes/${cls.id}`, { capacity: 61 }, teacher)).statusCode).toBe(400);
    const below = await putJson(app.api, `/teacher/classes/${cls.id}`, { capacity: 1, joinMode: 'DIRECT' }, teacher);
    expect(below.statusCode).toBe(200);
    await inject(app.api, teacherEndpoints.updateClass, {
      params: { id: cls.id },
      body: { capacity: 2 },
      token: teacher,
    });
    expect((await join(app, second, cls.joinCode)).json<JoinClassResponse>().code).toBe('JOIN_CLASS_SUCCESSFUL');
    expect(failureOf(await putJson(app.api, `/teacher/classes/${cls.id}`, { capacity: 1 }, teacher)).code).toBe(
      'CAPACITY_BELOW_MEMBERS',
    );
  });

  it('slows down guessing: 20 unknown codes in 15 minutes, then a pause for that account only', async () => {
    const app = await createTestApp();
    const guesser = await studentAuth(app);
    for (let i = 0; i < 20; i += 1) {
      expect(failureOf(await join(app, guesser, `ZZZZ${String(i).padStart(2, '0')}`)).code).toBe(
        'CLASS_CODE_NOT_FOUND',
      );
    }
    const paused = await join(app, guesser, DEMO_CLASS_CODES.direct);
    expect(paused.statusCode).toBe(429);
    expect(failureOf(paused).code).toBe('TOO_MANY_REQUESTS');
    // Someone else joins as usual; the guesser may try again once the window is over.
    expect((await join(app, await studentAuth(app, classmatePhone(30)), DEMO_CLASS_CODES.direct)).statusCode).toBe(200);
    app.clock.advance(15 * 60_000 + 1_000);
    const later = await studentAuth(app);
    expect((await join(app, later, DEMO_CLASS_CODES.direct)).statusCode).toBe(200);
  });

  it('rotating the code stops the old one working', async () => {
    const app = await createTestApp();
    const teacher = await teacherAuth(app);
    const cls = await createClass(app, teacher);
    const rotated = (await inject(app.api, teacherEndpoints.rotateCode, { params: { id: cls.id }, token: teacher }))
      .data;
    expect(rotated.joinCode).not.toBe(cls.joinCode);
    expect(rotated.joinCode).toMatch(/^[A-HJ-KM-NP-Z2-9]{6}$/);
    const student = await studentAuth(app);
    expect(failureOf(await join(app, student, cls.joinCode)).code).toBe('CLASS_CODE_NOT_FOUND');
    expect((await join(app, student, rotated.joinCode)).statusCode).toBe(200);
  });
});
