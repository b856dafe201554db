import { classesEndpoints } from '@contract/classes';
/**
 * Notifications: created by real events (orders paid or failed, class requests decided, tests
 * assigned and due within 24 hours, announcements), listed a page at a time, seen one by one or
 * all at once, counted for students only; and user requests: validated, stored, rate-limited,
 * answered with a notification.
 */
import type { NotificationDto, NotificationListData } from '@contract/notifications';
import { notificationsEndpoints } from '@contract/notifications';
import { teacherEndpoints } from '@contract/teacher';
import { describe, expect, it } from 'vitest';
import { createClass, join, newStudent, teacherAuth } from './classes-fixtures';
import { createPayment, PAID, payOnGateway } from './commerce-fixtures';
import { bearer, createTestApp, failureOf, inject, loginOk, postJson, type TestApp, answerOf } from './helpers';

const HOUR = 60 * 60_000;

async function unseen(app: TestApp, headers: Record<string, string>): Promise<number> {
  return (await inject(app.api, notificationsEndpoints.countUnseen, { token: headers })).data;
}

async function list(
  app: TestApp,
  headers: Record<string, string>,
  query: { page?: number; pageSize?: number; category?: 'USER' | 'SYSTEM' } = {},
): Promise<NotificationListData & { totalRecords: number }> {
  const body = await inject(app.api, notificationsEndpoints.list, { query, token: headers });
  return { ...body.data, totalRecords: body.totalRecords };
}

const kinds = (items: NotificationDto[]) => items.map((item) => item.kind);

describe('notifications from events', () => {
  it('a paid order and a failed one each notify the payer', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987100001');
    const paid = await createPayment(app, headers, { purchase: { type: 'UNIT_TEST', id: PAID.FCE }, method: 'VNPAY' });
    await payOnGateway(app, paid.paymentUrl ?? '', '00');
    const failed = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.CPE },
      method: 'VNPAY',
    });
    await payOnGateway(app, failed.paymentUrl ?? '', '51');

    const page = await list(app, headers);
    expect(kinds(page.items)).toEqual(['ORDER_FAILED', 'ORDER_PAID']);
    expect(page.items[1]).toMatchObject({ category: 'USER', seen: false, params: { transNo: paid.transNo } });
    expect(page.items[0]?.params).toMatchObject({ transNo: failed.transNo });
    expect(await unseen(app, headers)).toBe(2);
  }, 60_000);

  it('a decided class request and an assigned test notify the student, a test due within 24 hours once', async () => {
    const app = await createTestApp();
    const teacher = await teacherAuth(app);
    const student = await newStudent(app, '0987100002');
    let { headers } = student;
    const approval = await createClass(app, teacher, { name: 'Lớp duyệt', joinMode: 'APPROVAL' });
    const other = await createClass(app, teacher, { name: 'Lớp từ chối', joinMode: 'APPROVAL' });
    answerOf(classesEndpoints.joinClass, await join(app, headers, approval.joinCode));
    answerOf(classesEndpoints.joinClass, await join(app, headers, other.joinCode));
    const pending = async (classId: number) =>
      (await inject(app.api, teacherEndpoints.listRequests, { params: { id: classId }, token: teacher })).data[0]!.id;
    await inject(app.api, teacherEndpoints.acceptRequest, {
      params: { id: await pending(approval.id) },
      token: teacher,
    });
    await inject(app.api, teacherEndpoints.rejectRequest, { params: { id: await pending(other.id) }, token: teacher });

    // Opens now, due in two days: assigned, not yet due soon.
    const now = app.clock.now().getTime();
    await inject(app.api, teacherEndpoints.createAssignment, {
      params: { id: approval.id },
      body: {
        unitTestId: 1006,
        openAt: new Date(now).toISOString(),
        dueAt: new Date(now + 48 * HOUR).toISOString(),
      },
      token: teacher,
    });
    let page = await list(app, headers);
    expect(kinds(page.items)).toEqual(['TEST_ASSIGNED', 'CLASS_REQUEST_REJECTED', 'CLASS_REQUEST_ACCEPTED']);
    expect(page.items[0]?.params).toMatchObject({ className: 'Lớp duyệt', classSlug: approval.slug });
    expect(page.items[1]?.params).toMatchObject({ className: 'Lớp từ chối' });

    // A day and a half later it is due within 24 hours: one notification, however often it is read.
    app.clock.advance(36 * HOUR);
    headers = bearer((await loginOk(app.api, '0987100002', 'Student@123')).accessToken);
    expect(await unseen(app, headers)).toBe(4);
    expect(await unseen(app, headers)).toBe(4);
    page = await list(app, headers);
    expect(kinds(page.items).filter((kind) => kind === 'TEST_DUE_SOON')).toHaveLength(1);
  });

  it('an announcement reaches every active student as a SYSTEM notification', async () => {
    const app = await createTestApp();
    const a = await newStudent(app, '0987100003');
    const b = await newStudent(app, '0987100004');
    const sent = await app.services.notifications.announce({
      titleVi: 'Bảo trì',
      titleEn: 'Maintenance',
      bodyVi: 'Hệ thống bảo trì lúc 22:00.',
      bodyEn: 'The system is down for maintenance at 22:00.',
    });
    expect(sent).toBeGreaterThanOrEqual(2);
    for (const student of [a, b]) {
      const system = await list(app, student.headers, { category: 'SYSTEM' });
      expect(system.items).toHaveLength(1);
      expect(system.items[0]).toMatchObject({ kind: 'ANNOUNCEMENT', params: { titleEn: 'Maintenance' } });
      expect((await list(app, student.headers, { category: 'USER' })).items).toHaveLength(0);
    }
  });
});

describe('reading and seeing notifications', () => {
  it('pages newest first, marks one and then all seen, and the unseen count follows', async () => {
    const app = await createTestApp();
    const { id, headers } = await newStudent(app, '0987100005');
    for (let i = 1; i <= 12; i += 1) {
      await app.services.notifications.notify(id, 'ORDER_PAID', { transNo: `T${i}`, total: 1000 * i });
      app.clock.advance(60_000);
    }
    const first = await list(app, headers, { pageSize: 5 });
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 12, totalPages: 3, totalRecords: 12, unseen: 12 });
    expect(first.items.map((item) => item.params.transNo)).toEqual(['T12', 'T11', 'T10', 'T9', 'T8']);
    const third = await list(app, headers, { page: 3, pageSize: 5 });
    expect(third.items.map((item) => item.params.transNo)).toEqual(['T2', 'T1']);

    const target = first.items[0]!.id;
    expect((await inject(app.api, notificationsEndpoints.seen, { body: { id: target }, token: headers })).data).toBe(
      11,
    );
    // Seeing it again changes nothing.
    expect((await inject(app.api, notificationsEndpoints.seen, { body: { id: target }, token: headers })).data).toBe(
      11,
    );
    expect((await list(app, headers, { pageSize: 1 })).items[0]).toMatchObject({ id: target, seen: true });
    expect((await inject(app.api, notificationsEndpoints.seenAll, { body: {}, token: headers })).data).toBe(0);
    expect(await unseen(app, headers)).toBe(0);
  });

  it('marks all seen within one category only when asked', async () => {
    const app = await createTestApp();
    const { id, headers } = await newStudent(app, '0987100006');
    await app.services.notifications.notify(id, 'GIFT_CLAIMED', {});
    await app.services.notifications.notify(id, 'ANNOUNCEMENT', {
      titleVi: 'A',
      titleEn: 'A',
      bodyVi: 'B',
      bodyEn: 'B',
    });
    const left = await inject(app.api, notificationsEndpoints.seenAll, {
      body: { category: 'SYSTEM' },
      token: headers,
    });
    expect(left.data).toBe(1);
  });

  it("refuses another user's notification, guests and teachers", async () => {
    const app = await createTestApp();
    const a = await newStudent(app, '0987100007');
    const b = await newStudent(app, '0987100008');
    await app.services.notifications.notify(a.id, 'CODE_ACTIVATED', {});
    const [mine] = (await list(app, a.headers)).items;
    const foreign = await postJson(app.api, '/itf/notification/seen', { id: mine!.id }, b.headers);
    expect(foreign.statusCode).toBe(404);
    expect(failureOf(foreign).code).toBe('NOT_FOUND');

    const guest = await app.api.inject({ method: 'GET', url: '/itf/notification/count-unseen' });
    expect(guest.statusCode).toBe(401);
    const teacher = await teacherAuth(app);
    for (const url of ['/itf/notification/count-unseen', '/itf/notification']) {
      const asTeacher = await app.api.inject({ method: 'GET', url, headers: teacher });
      expect(asTeacher.statusCode, url).toBe(403);
      expect(failureOf(asTeacher).code).toBe('FORBIDDEN');
    }
    const bad = await app.api.inject({ method: 'GET', url: '/itf/notification?pageSize=500', headers: a.headers });
    expect(bad.statusCode).toBe(400);
  });
});

describe('user requests', () => {
  const report = {
    kind: 'QUESTION_REPORT',
    message: 'Đáp án câu này có vẻ sai.',
    unitTestId: 1006,
    questionNumber: 3,
  } as const;

  it('stores a question report and a contact message, and answering one notifies the student', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987100009');
    const created = (await inject(app.api, notificationsEndpoints.userRequest, { body: report, token: headers })).data;
    const contact = await postJson(app.api, '/user-request', {
      kind: 'CONTACT',
      message: 'Tôi muốn hỏi về gói học.',
      email: 'guest@example.com',
    });
    expect(contact.statusCode).toBe(200);

    const open = await app.services.notifications.requests('OPEN');
    expect(open.map((row) => [row.kind, row.unit_test_id, row.question_number])).toEqual([
      ['QUESTION_REPORT', 1006, 3],
      ['CONTACT', null, null],
    ]);
    expect(await app.services.notifications.answerRequest(created.id, 'Cảm ơn, đã sửa.')).toEqual({
      notified: true,
      email: null,
    });
    await expect(app.services.notifications.answerRequest(created.id, 'again')).rejects.toThrow(/answered already/);
    const [answered] = (await list(app, headers)).items;
    expect(answered).toMatchObject({
      kind: 'REQUEST_ANSWERED',
      params: { answer: 'Cảm ơn, đã sửa.', questionNumber: 3 },
    });
  });

  it.each([
    ['a short message', { ...report, message: 'sai' }, 400],
    [
      'a report without its question',
      { kind: 'QUESTION_REPORT', message: 'Câu hỏi bị lỗi hiển thị.', unitTestId: 1006 },
      400,
    ],
    ['an unknown kind', { ...report, kind: 'OTHER' }, 400],
    ['a bad e-mail', { ...report, email: 'not-an-email' }, 400],
    ['an unknown test', { ...report, unitTestId: 999_999 }, 404],
  ])('refuses %s', async (_name, body, status) => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987100010');
    const response = await postJson(app.api, '/user-request', body, headers);
    expect(response.statusCode).toBe(status);
    expect(failureOf(response).result).toBe(false);
  });

  it('asks a guest for an e-mail address, and rate-limits each account', async () => {
    const app = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
    const guest = await postJson(app.api, '/user-request', { kind: 'CONTACT', message: 'Xin chào đội ngũ.' });
    expect(guest.statusCode).toBe(400);
    expect(failureOf(guest).details?.[0]?.field).toBe('email');

    const { headers } = await newStudent(app, '0987100011');
    for (let i = 0; i < 5; i += 1)
      expect((await postJson(app.api, '/user-request', report, headers)).statusCode).toBe(200);
    const limited = await postJson(app.api, '/user-request', report, headers);
    expect(limited.statusCode).toBe(429);
    expect(failureOf(limited).code).toBe('TOO_MANY_REQUESTS');
    app.clock.advance(61 * 60_000);
    expect((await postJson(app.api, '/user-request', report, headers)).statusCode).toBe(200);
  });
});
