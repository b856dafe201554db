import { authEndpoints } from '@contract/auth';
import { accountEndpoints } from '@contract/account';
/**
 * The teacher side: signing in through the teacher app's client id (spec §6, §7), and the
 * teacher API's role and ownership checks on every route.
 */
import type { ApiSuccess, LoginResponseData } from '@contract/api';
import { classesEndpoints } from '@contract/classes';
import { teacherEndpoints } from '@contract/teacher';
import { readdirSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createClass,
  DEMO_CLASS_CODES,
  join,
  OTHER_TEACHER,
  studentAuth,
  TEACHER_APP,
  teacherAuth,
} from './classes-fixtures';
import {
  bearer,
  createTestApp,
  answerOf,
  failureOf,
  inject,
  injectRaw,
  multipart,
  postJson,
  STUDENT,
  TEACHER,
  type TestApp,
  sessionOf,
} from './helpers';

describe('teacher sign-in', () => {
  it('signs a teacher in only with the teacher app’s client id, on both services', async () => {
    const app = await createTestApp();
    for (const server of [app.api, app.auth]) {
      const login = (headers: Record<string, string>, who: { phone: string; password: string } = TEACHER) =>
        postJson(server, '/auth/login', { username: who.phone, password: who.password }, headers);
      for (const headers of [
        {},
        { 'x-client-app-id': 'web-student' },
        { 'x-client-app-id': 'something-else' },
      ] as Record<string, string>[]) {
        const refused = await login(headers);
        expect(refused.statusCode).toBe(403);
        expect(failureOf(refused).code).toBe('TEACHER_NOT_ALLOWED');
      }
      const signedIn = await login({ 'x-client-app-id': TEACHER_APP });
      expect(signedIn.statusCode).toBe(200);
      const data = signedIn.json<ApiSuccess<LoginResponseData>>().data;
      expect(data.user.roleCode).toBe('TEACHER');
      // The teacher app is for teachers: a student is refused there.
      const student = await login({ 'x-client-app-id': TEACHER_APP }, STUDENT);
      expect(failureOf(student).code).toBe('FORBIDDEN');
      await postJson(app.auth, '/account/logout', { refreshToken: data.refreshToken });
    }
  });

  it('at the device limit, the teacher app replaces a session; the students’ site still refuses the teacher', async () => {
    const app = await createTestApp({ MAX_DEVICES: '1' });
    const teacherApp = { 'x-client-app-id': TEACHER_APP };
    const body = { username: TEACHER.phone, password: TEACHER.password };
    await inject(app.auth, authEndpoints.login, { body, headers: teacherApp });
    const limited = await postJson(app.auth, '/auth/login', body, teacherApp);
    expect(failureOf(limited).code).toBe('DEVICE_LIMIT_REACHED');
    const ticket = failureOf(limited).deviceLimit;
    const replace = (headers: Record<string, string>) =>
      postJson(
        app.auth,
        '/auth/login/replace-session',
        { ticket: ticket?.ticket, sessionId: ticket?.sessions[0]?.id },
        headers,
      );
    expect(failureOf(await replace({})).code).toBe('TEACHER_NOT_ALLOWED');
    expect(answerOf(authEndpoints.replaceSession, await replace(teacherApp)).data.user.roleCode).toBe('TEACHER');
  });

  it('a teacher token reads the profile (so the students’ site can sign it out) and refreshes only in the teacher app', async () => {
    const app = await createTestApp();
    const session = sessionOf(
      (
        await inject(app.auth, authEndpoints.login, {
          body: { username: TEACHER.phone, password: TEACHER.password },
          headers: { 'x-client-app-id': TEACHER_APP },
        })
      ).data,
    );
    const profile = (await inject(app.api, accountEndpoints.profile, { token: session.accessToken })).data;
    expect(profile.roleCode).toBe('TEACHER');
    const rotated = (
      await inject(app.api, authEndpoints.refreshToken, {
        body: { refreshToken: session.refreshToken },
        headers: { 'x-client-app-id': TEACHER_APP },
      })
    ).data;
    // The students' site cannot keep a teacher session alive: the refresh fails and ends it.
    const onStudentSite = await postJson(app.api, '/auth/refresh-token', { refreshToken: rotated.refreshToken });
    expect(onStudentSite.statusCode).toBe(401);
    expect(failureOf(onStudentSite).code).toBe('INVALID_REFRESH_TOKEN');
    const ended = await app.api.inject({
      method: 'GET',
      url: '/account/profile',
      headers: bearer(rotated.accessToken),
    });
    expect(ended.statusCode).toBe(401);
  });
});

/** Every teacher route, with what it needs to pass validation, against resources of `ids`. */
function teacherCalls(ids: {
  classId: number;
  requestId: number;
  assignmentId: number;
  referenceId: number;
  userId: number;
}) {
  const now = Date.parse('2025-01-01T00:00:00.000Z');
  const bodies: Record<string, unknown> = {
    createClass: { name: 'Lớp mới' },
    updateClass: { name: 'Đổi tên' },
    createAssignment: {
      unitTestId: 1006,
      openAt: new Date(now).toISOString(),
      dueAt: new Date(now + 86_400_000).toISOString(),
    },
    updateAssignment: { note: 'Ghi chú' },
    addReference: { kind: 'LINK', title: 'Tài liệu', url: 'https://example.com/' },
  };
  return Object.entries(teacherEndpoints).map(([name, endpoint]) => {
    const byPrefix = endpoint.url.startsWith('/teacher/join-requests/')
      ? ids.requestId
      : endpoint.url.startsWith('/teacher/assignments/')
        ? ids.assignmentId
        : endpoint.url.startsWith('/teacher/references/')
          ? ids.referenceId
          : ids.classId;
    const url = endpoint.url.replace(':userId', String(ids.userId)).replace(':id', String(byPrefix));
    return { name, method: endpoint.method, url, body: bodies[name] };
  });
}

async function call(app: TestApp, headers: Record<string, string>, c: ReturnType<typeof teacherCalls>[number]) {
  return app.api.inject({
    method: c.method,
    url: c.url,
    headers: c.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: c.body === undefined ? undefined : JSON.stringify(c.body),
  });
}

describe('the teacher API', () => {
  it('checks the role and the ownership on every route', async () => {
    const app = await createTestApp();
    const owner = await teacherAuth(app);
    const other = await teacherAuth(app, OTHER_TEACHER);
    const cls = await createClass(app, owner, { joinMode: 'APPROVAL' });
    const student = await studentAuth(app);
    answerOf(classesEndpoints.joinClass, await join(app, student, cls.joinCode));
    const [request] = (await inject(app.api, teacherEndpoints.listRequests, { params: { id: cls.id }, token: owner }))
      .data;
    const { data: assignment } = await inject(app.api, teacherEndpoints.createAssignment, {
      params: { id: cls.id },
      body: { unitTestId: 1006, openAt: '2025-01-01T00:00:00Z', dueAt: '2025-01-02T00:00:00Z' },
      token: owner,
    });
    const { data: reference } = await inject(app.api, teacherEndpoints.addReference, {
      params: { id: cls.id },
      body: { kind: 'LINK', title: 'Từ điển', url: 'https://dictionary.cambridge.org/' },
      token: owner,
    });
    const calls = teacherCalls({
      classId: cls.id,
      requestId: request?.id ?? 0,
      assignmentId: assignment.id,
      referenceId: reference.id,
      userId: request?.student.id ?? 0,
    });
    expect(calls).toHaveLength(Object.keys(teacherEndpoints).length);

    for (const c of calls) {
      // No token: 401. A student's token: 403.
      expect((await call(app, {}, c)).statusCode, `${c.name} without a token`).toBe(401);
      const asStudent = await call(app, student, c);
      expect(asStudent.statusCode, `${c.name} as a student`).toBe(403);
      expect(failureOf(asStudent).code).toBe('FORBIDDEN');
      // Another teacher: nothing of the owner's is found, and the lists are their own.
      const asOther = await call(app, other, c);
      if (c.name === 'listClasses') {
        const theirs = answerOf(teacherEndpoints.listClasses, asOther).data;
        expect(theirs.map((x) => x.joinCode)).toEqual([DEMO_CLASS_CODES.otherTeacher]);
      } else if (c.name === 'createClass') {
        expect(answerOf(teacherEndpoints.createClass, asOther).data.teacher.fullName).toBe('Phạm Quốc Bảo');
      } else {
        expect(asOther.statusCode, `${c.name} as another teacher`).toBe(404);
        expect(failureOf(asOther).code).toBe('NOT_FOUND');
      }
    }

    // Nothing changed for the owner; then every route works for them.
    const { data: after } = await inject(app.api, teacherEndpoints.getClass, { params: { id: cls.id }, token: owner });
    expect(after).toMatchObject({ name: cls.name, joinCode: cls.joinCode, pendingRequestCount: 1, assignmentCount: 1 });
    // (The request is accepted just before it could be rejected; the assignment is withdrawn last.)
    // (The upload, a multipart form, has its own test.)
    const last = calls.filter((c) => c.name === 'deleteAssignment');
    const skipped = new Set(['rejectRequest', 'deleteAssignment', 'uploadReference']);
    for (const c of [...calls.filter((c) => !skipped.has(c.name)), ...last]) {
      const response = await call(app, owner, c);
      expect(response.statusCode, `${c.name} as the owner: ${response.body}`).toBe(200);
    }
  });

  it('lists requests, members and assignments, and removes a student with their requests', async () => {
    const app = await createTestApp();
    const teacher = await teacherAuth(app);
    const { data: classes } = await inject(app.api, teacherEndpoints.listClasses, { token: teacher });
    expect(classes.map((c) => [c.joinCode, c.memberCount, c.pendingRequestCount, c.joinMode])).toEqual([
      ['DAY8DX', 60, 0, 'DIRECT'],
      ['DUYET9', 8, 1, 'APPROVAL'],
      ['CLB7BX', 5, 0, 'DIRECT'],
      ['HOC6A2', 13, 0, 'DIRECT'],
    ]);
    const member = classes.find((c) => c.joinCode === 'HOC6A2');
    const { data: members } = await inject(app.api, teacherEndpoints.listMembers, {
      params: { id: member?.id ?? 0 },
      token: teacher,
    });
    const demo = members.find((m) => m.fullName === 'Nguyễn Minh Anh');
    expect(members).toHaveLength(13);
    const removed = await app.api.inject({
      method: 'DELETE',
      url: `/teacher/classes/${member?.id}/members/${demo?.userId}`,
      headers: teacher,
    });
    expect(removed.statusCode).toBe(200);
    const student = await studentAuth(app);
    expect(
      (await app.api.inject({ method: 'GET', url: '/student/classes/tieng-anh-6a2', headers: student })).statusCode,
    ).toBe(404);
    const again = await app.api.inject({
      method: 'DELETE',
      url: `/teacher/classes/${member?.id}/members/${demo?.userId}`,
      headers: teacher,
    });
    expect(again.statusCode).toBe(404);
    // Back by code: a member again, the seat count in step.
    expect((await join(app, student, 'HOC6A2')).statusCode).toBe(200);
    const row = await app.db
      .selectFrom('classes')
      .select('member_count')
      .where('join_code', '=', 'HOC6A2')
      .executeTakeFirstOrThrow();
    expect(row.member_count).toBe(13);
  });

  it('refuses an assignment whose due time is not after its open time, or an unknown test', async () => {
    const app = await createTestApp();
    const teacher = await teacherAuth(app);
    const cls = await createClass(app, teacher);
    const assign = (body: Record<string, unknown>) =>
      postJson(app.api, `/teacher/classes/${cls.id}/assignments`, body, teacher);
    const backwards = await assign({ unitTestId: 1006, openAt: '2025-01-02T00:00:00Z', dueAt: '2025-01-01T00:00:00Z' });
    expect(failureOf(backwards)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'dueAt' }] });
    const unknown = await assign({
      unitTestId: 999_999,
      openAt: '2025-01-01T00:00:00Z',
      dueAt: '2025-01-02T00:00:00Z',
    });
    expect(failureOf(unknown)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field: 'unitTestId' }] });
    const notADate = await assign({ unitTestId: 1006, openAt: 'tomorrow', dueAt: '2025-01-02T00:00:00Z' });
    expect(notADate.statusCode).toBe(400);
  });

  it('takes an uploaded PDF as a reference, serves it as a download, and deletes the file with it', async () => {
    const app = await createTestApp();
    const owner = await teacherAuth(app);
    const cls = await createClass(app, owner);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
    const upload = (headers: Record<string, string>, parts: Parameters<typeof multipart>[0]) => {
      const form = multipart(parts);
      return app.api.inject({
        method: 'POST',
        url: `/teacher/classes/${cls.id}/references/upload`,
        payload: form.payload,
        headers: { ...form.headers, ...headers },
      });
    };
    const good = [
      { name: 'title', content: 'Đề cương ôn tập' },
      { name: 'file', filename: '../../Đề cương.pdf', contentType: 'text/plain', content: pdf },
    ];
    // Another teacher's upload is refused before anything is stored.
    const other = await upload(await teacherAuth(app, OTHER_TEACHER), good);
    expect(other.statusCode).toBe(404);
    expect(readdirSync(joinPath(app.config.uploadsDir, 'references'))).toEqual([]);

    const made = answerOf(teacherEndpoints.uploadReference, await upload(owner, good)).data;
    expect(made).toMatchObject({
      kind: 'FILE',
      title: 'Đề cương ôn tập',
      fileName: 'Đề cương.pdf',
      mimeType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    const path = new URL(made.url).pathname;
    expect(path).toMatch(/^\/uploads\/references\/[0-9a-f]{32}\.pdf$/);
    const served = await app.api.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.rawPayload.equals(pdf)).toBe(true);

    // A file that is not a PDF, PNG, JPG or MP3, whatever its name; no title; no file.
    const fake = await upload(owner, [
      { name: 'title', content: 'Bài tập' },
      { name: 'file', filename: 'bai-tap.pdf', contentType: 'application/pdf', content: '<html>hi</html>' },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(failureOf(await upload(owner, [good[1] ?? { name: 'x', content: '' }])).details?.[0]?.field).toBe('title');
    expect(failureOf(await upload(owner, [{ name: 'title', content: 'Bài tập' }])).details?.[0]?.field).toBe('file');
    const tooBig = await upload(owner, [
      { name: 'title', content: 'To' },
      { name: 'file', filename: 'big.pdf', content: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(tooBig.statusCode).toBe(413);

    // The student sees it among the class's materials.
    const student = await studentAuth(app);
    answerOf(classesEndpoints.joinClass, await join(app, student, cls.joinCode));
    const { data: refs } = await inject(app.api, classesEndpoints.classReferences, {
      params: { id: cls.slug },
      token: student,
    });
    expect(refs.map((r) => r.id)).toEqual([made.id]);

    await inject(app.api, teacherEndpoints.deleteReference, { params: { id: made.id }, token: owner });
    expect(readdirSync(joinPath(app.config.uploadsDir, 'references'))).toEqual([]);
    expect((await app.api.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});

describe('text a teacher types', () => {
  it('refuses control characters and unpaired surrogates in names, descriptions and notes, and keeps typed text', async () => {
    const app = await createTestApp();
    const teacher = await teacherAuth(app);
    const create = (body: { name: string; description?: string }) =>
      injectRaw(app.api, teacherEndpoints.createClass, { body, token: teacher });
    for (const [body, field] of [
      [{ name: 'Lớp\u00006A' }, 'name'],
      [{ name: 'Lớp 6A\u001b[31m' }, 'name'],
      [{ name: 'Lớp \ud8006A' }, 'name'],
      [{ name: 'Lớp 6A', description: 'Ôn tập\u0007' }, 'description'],
      [{ name: 'Lớp 6A', description: 'nửa cặp \udc00' }, 'description'],
    ] as const) {
      const refused = await create(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(refused)).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ field }] });
    }
    const typed = await create({ name: 'Lớp 6A\t(chiều) 😀', description: 'Dòng 1\r\nDòng 2\tghi chú' });
    expect(typed.statusCode, typed.body).toBe(200);
  });
});
