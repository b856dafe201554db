import { speakingEndpoints } from '@contract/speaking';
import { resultsEndpoints } from '@contract/results';
import { partnersEndpoints } from '@contract/partners';
import { mistakesEndpoints } from '@contract/mistakes';
import { messagingEndpoints } from '@contract/messaging';
import { eventsEndpoints } from '@contract/events';
import { classesEndpoints } from '@contract/classes';
import { otpEndpoints } from '@contract/otp';
import { authEndpoints } from '@contract/auth';
/**
 * The contract, walked: every route both listeners register is a contract endpoint, every
 * endpoint is registered, and every route answers a real call on the seeded database with a
 * 2xx. The strict response check (on in tests) compares each of those answers with the route's
 * schema, field by field, so a field a service returns but the schema forgot fails here even
 * when no other test calls the route. A new route fails this test until it is added to the walk.
 */
import { adaptiveEndpoints } from '@contract/adaptive';
import { ENDPOINTS } from '@contract/endpoints';
import type { LightMyRequestResponse } from 'fastify';
import type { PlayPayload } from '@contract/player';
import { teacherEndpoints } from '@contract/teacher';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  answerOf,
  FIRST_LOGIN,
  latestCode,
  loginOk,
  failureOf,
  multipart,
  postJson,
  putJson,
  registerStudent,
  STUDENT,
  TEACHER,
  tinyPng,
  verifiedPhone,
  type TestApp,
  inject,
  firstLoginOf,
} from './helpers';
import { DEMO_PARTNER_DEV_SECRET } from '../src/config';
import { DEMO_CLASSMATE_PASSWORD } from '../src/db/seed-classes';
import { DEMO_PARTNER_SLUG, signPartnerAssertion } from '../src/modules/partners';
import { createPayment, payOnGateway } from './commerce-fixtures';
import { createPlayerApp, PLAYER_TESTS, rightAnswers, started } from './player-fixtures';

type Listener = 'main' | 'sign-in';

/** Routes that serve files or documents rather than JSON of the contract. */
const NOT_CONTRACT = (url: string) =>
  url.startsWith('/docs') || url.startsWith('/media/') || url.startsWith('/uploads/') || url === '*';

const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.from([0x42, 0x87, 0x81, 0x04]),
  Buffer.from('x'.repeat(200), 'latin1'),
]);

let app: TestApp;
const registered = new Map<string, Set<Listener>>();
const answered = new Map<string, number[]>();
const key = (method: string, url: string) => `${method} ${url}`;

beforeAll(async () => {
  app = await createPlayerApp({}, { scope: 'file' });
  for (const [listener, server] of [
    ['main', app.api],
    ['sign-in', app.auth],
  ] as const) {
    server.addHook('onResponse', async (request, reply) => {
      const route = key(request.method, request.routeOptions.url ?? '');
      answered.set(`${listener} ${route}`, [...(answered.get(`${listener} ${route}`) ?? []), reply.statusCode]);
    });
  }
});

/** Every route of a listener, from Fastify's own table. */
function routesOf(listener: Listener): string[] {
  const server = listener === 'main' ? app.api : app.auth;
  const found: string[] = [];
  for (const endpoint of ENDPOINTS)
    if (server.hasRoute({ method: endpoint.method, url: endpoint.url })) found.push(key(endpoint.method, endpoint.url));
  return found;
}

function ok(response: LightMyRequestResponse): LightMyRequestResponse {
  if (response.statusCode < 200 || response.statusCode >= 300) {
    throw new Error(`${response.statusCode} ${response.body}`);
  }
  return response;
}

describe('the contract', () => {
  it('declares exactly the routes the listeners register', async () => {
    await app.api.ready();
    await app.auth.ready();
    const declared = new Set(ENDPOINTS.map((e) => key(e.method, e.url)));
    for (const endpoint of ENDPOINTS) {
      const somewhere = [app.api, app.auth].some((server) =>
        server.hasRoute({ method: endpoint.method, url: endpoint.url }),
      );
      expect(somewhere, `${key(endpoint.method, endpoint.url)} is declared but not registered`).toBe(true);
      // Clients call an endpoint on the listener its `service` names.
      const server = endpoint.service === 'main' ? app.api : app.auth;
      expect(
        server.hasRoute({ method: endpoint.method, url: endpoint.url }),
        `${key(endpoint.method, endpoint.url)} is not served by its service (${endpoint.service})`,
      ).toBe(true);
    }
    for (const [listener, server] of [
      ['main', app.api],
      ['sign-in', app.auth],
    ] as const) {
      // The OpenAPI document lists every route the listener registered.
      const document = server.swagger() as { paths: Record<string, Record<string, unknown>> };
      for (const [path, operations] of Object.entries(document.paths)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        if (NOT_CONTRACT(url)) continue;
        for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          registered.set(key(method, url), new Set([...(registered.get(key(method, url)) ?? []), listener]));
          expect(
            declared.has(key(method, url)),
            `${listener}: ${key(method, url)} is registered but not in the contract`,
          ).toBe(true);
        }
      }
    }
    expect(registered.size).toBeGreaterThan(40);
  });

  it('answers every route with a 2xx whose body matches its schema exactly', async () => {
    const { api, auth, db } = app;
    // Sign-in, registration and recovery on the main API.
    const student = await loginOk(api);
    const studentAuth = bearer(student.accessToken);
    ok(await api.inject({ method: 'GET', url: '/health' }));
    ok(await api.inject({ method: 'GET', url: '/grades' }));
    ok(await postJson(api, '/auth/refresh-token', { refreshToken: (await loginOk(api)).refreshToken }));
    const newcomer = await registerStudent(app);
    const reset = await verifiedPhone(app, newcomer.user.phone ?? '', 'FORGOT_PASSWORD');
    ok(await postJson(api, '/auth/set-password', { verificationToken: reset, newPassword: 'Another@2026' }));
    const firstLogin = firstLoginOf(
      (
        await inject(api, authEndpoints.login, {
          body: { username: FIRST_LOGIN.phone, password: FIRST_LOGIN.password },
        })
      ).data,
    );
    ok(
      await postJson(api, '/auth/first-login', {
        firstLoginToken: firstLogin.firstLoginToken,
        newPassword: 'Chosen@2026',
      }),
    );
    // At the device limit: sign one session out and this device in, on both listeners.
    const newcomerPhone = newcomer.user.phone ?? '';
    const newcomerTokens: string[] = [];
    for (let i = 0; i < app.config.maxDevices; i += 1)
      newcomerTokens.push((await loginOk(api, newcomerPhone, 'Another@2026')).refreshToken);
    for (const server of [api, auth]) {
      const refused = await postJson(server, '/auth/login', { username: newcomerPhone, password: 'Another@2026' });
      expect(refused.statusCode).toBe(403);
      const limit = failureOf(refused).deviceLimit;
      const replaced = await postJson(server, '/auth/login/replace-session', {
        ticket: limit?.ticket ?? '',
        sessionId: limit?.sessions[0]?.id ?? 0,
      });
      newcomerTokens.push(answerOf(authEndpoints.replaceSession, replaced).data.refreshToken);
    }
    for (const refreshToken of newcomerTokens) ok(await postJson(auth, '/account/logout', { refreshToken }));
    ok(await api.inject({ method: 'GET', url: '/auth/getUser', headers: studentAuth }));
    ok(await api.inject({ method: 'GET', url: `/auth/user-exist?username=${STUDENT.phone}` }));
    ok(await api.inject({ method: 'GET', url: `/dev/otp-outbox?destination=${newcomer.user.phone ?? ''}` }));

    // The account, on both listeners.
    for (const server of [api, auth]) {
      const session = await loginOk(server, FIRST_LOGIN.phone, 'Chosen@2026');
      const headers = bearer(session.accessToken);
      ok(await putJson(server, '/account/update-profile', { fullName: 'Lê Hoàng Nam' }, headers));
      const form = multipart([{ name: 'file', filename: 'me.png', contentType: 'image/png', content: tinyPng() }]);
      ok(
        await server.inject({
          method: 'POST',
          url: '/account/update-avatar',
          payload: form.payload,
          headers: { ...form.headers, ...headers },
        }),
      );
      ok(await postJson(server, '/account/logout', { refreshToken: session.refreshToken }));
    }
    const newcomerOnApi = await loginOk(api, newcomer.user.phone ?? '', 'Another@2026');
    ok(
      await putJson(
        api,
        '/account/change-password',
        { oldPassword: 'Another@2026', newPassword: 'Third@2026' },
        bearer(newcomerOnApi.accessToken),
      ),
    );
    const newcomerOnAuth = await loginOk(auth, newcomer.user.phone ?? '', 'Third@2026');
    ok(
      await putJson(
        auth,
        '/account/change-password',
        { oldPassword: 'Third@2026', newPassword: 'Fourth@2026' },
        bearer(newcomerOnAuth.accessToken),
      ),
    );
    ok(await api.inject({ method: 'GET', url: '/account/profile', headers: studentAuth }));

    // The sign-in service's own routes.
    const onAuth = await loginOk(auth);
    const authHeaders = bearer(onAuth.accessToken);
    ok(await auth.inject({ method: 'GET', url: '/health' }));
    ok(await auth.inject({ method: 'GET', url: `/account/login-session/${onAuth.user.id}`, headers: authHeaders }));
    ok(await postJson(auth, '/auth/send-verify', { username: 'someone@example.com' }));
    ok(await postJson(auth, '/auth/send-forgot-password-otp', { username: STUDENT.email }));
    const code = await latestCode(db, STUDENT.email ?? '', 'FORGOT_PASSWORD');
    const verified = (
      await inject(auth, otpEndpoints.verify, { body: { username: STUDENT.email, code, purpose: 'FORGOT_PASSWORD' } })
    ).data;
    ok(
      await postJson(auth, '/auth/forgot-password', {
        verificationToken: verified.verificationToken,
        newPassword: STUDENT.password.replace('1', '9'),
      }),
    );
    const again = await loginOk(auth, STUDENT.phone, STUDENT.password.replace('1', '9'));
    ok(await postJson(auth, '/account/revoke-token', { allOthers: true }, bearer(again.accessToken)));

    // The catalogue and the site.
    const studentNow = bearer((await loginOk(api, STUDENT.phone, STUDENT.password.replace('1', '9'))).accessToken);
    for (const url of [
      '/itf/unit-tests',
      '/itf/unit-tests/facets',
      `/itf/unit-tests/${PLAYER_TESTS.allFamilies.id}`,
      '/sale-asset/memberships?roleCode=STUDENT',
      '/sale-asset',
      '/itf/banners?type=POPUP&site=ENGLAB&status=ACTIVE',
      '/itf/app-settings/user-manual',
      '/itf/countries',
    ]) {
      ok(await api.inject({ method: 'GET', url }));
    }
    ok(await postJson(api, '/itf/unit-tests/use', { unitTestId: PLAYER_TESTS.allFamilies.id }, studentNow));
    ok(await api.inject({ method: 'GET', url: '/itf/unit-tests/owned', headers: studentNow }));

    // Taking a test: a guest and a student.
    const guest: PlayPayload = await started(app, PLAYER_TESTS.allFamilies.id);
    const secret = { 'x-attempt-secret': guest.attempt.secret };
    const { attemptId, secret: attemptSecret } = { attemptId: guest.attempt.id, secret: guest.attempt.secret };
    ok(
      await postJson(api, '/itf/unit-tests-result-temporary/user-submit', {
        attemptId,
        attemptSecret,
        answers: rightAnswers(guest),
        currentQuestionId: null,
        flags: [],
        revision: 1,
      }),
    );
    ok(
      await api.inject({
        method: 'GET',
        url: `/itf/unit-tests-result-temporary/get-detail/${attemptId}`,
        headers: secret,
      }),
    );
    const limited = guest.sections
      .flatMap((section) => section.questions)
      .map((question) => ('audio' in question ? question.audio : undefined))
      .find((audio) => audio?.playLimit);
    ok(
      await postJson(api, `/itf/unit-test-attempts/${attemptId}/audio-plays`, {
        attemptSecret,
        audioId: limited?.id ?? '',
      }),
    );
    ok(
      await postJson(api, `/itf/unit-test-attempts/${attemptId}/integrity-events`, {
        attemptSecret,
        kind: 'TAB_SWITCH',
      }),
    );
    for (const [url, questionId] of [
      ['/itf/submit-speaking', 'sp1'],
      ['/itf/lc-speech/submit', 'sp2'],
    ] as const) {
      const form = multipart([
        { name: 'attemptId', content: String(attemptId) },
        { name: 'questionId', content: questionId },
        { name: 'attemptSecret', content: attemptSecret },
        { name: 'file', filename: 'take.webm', contentType: 'audio/webm', content: WEBM },
      ]);
      const upload = answerOf(
        speakingEndpoints.submitSpeaking,
        ok(await api.inject({ method: 'POST', url, payload: form.payload, headers: form.headers })),
      ).data;
      ok(await postJson(api, '/itf/right-edu/submit', { uploadId: upload.uploadId, attemptSecret }));
    }
    const guestResult = (
      await inject(api, resultsEndpoints.userSubmit, {
        body: {
          attemptId,
          attemptSecret,
          idempotencyKey: 'contract-guest-1',
        },
      })
    ).data.result;
    ok(await api.inject({ method: 'GET', url: `/itf/unit-tests-result/${guestResult.id}`, headers: secret }));
    ok(
      await api.inject({
        method: 'GET',
        url: `/itf/unit-tests-result-temporary/result/${guestResult.id}`,
        headers: secret,
      }),
    );
    ok(await postJson(api, `/itf/unit-tests-result/${guestResult.id}/share`, { attemptSecret }));
    ok(
      await postJson(api, '/itf/unit-tests-result/send-mail', {
        resultId: guestResult.id,
        email: 'guest@example.com',
        attemptSecret,
      }),
    );
    ok(await api.inject({ method: 'GET', url: '/dev/mail-outbox?to=guest@example.com' }));
    // Signed in afterwards, the guest keeps the result.
    ok(await postJson(api, `/itf/unit-test-attempts/${attemptId}/claim`, { attemptSecret }, studentNow));

    const mine: PlayPayload = await started(app, PLAYER_TESTS.allFamilies.id, {}, studentNow);
    ok(
      await postJson(
        api,
        '/itf/unit-tests-result-temporary/submit',
        { attemptId: mine.attempt.id, answers: {}, currentQuestionId: null, flags: [], revision: 1 },
        studentNow,
      ),
    );
    // While the attempt is open, so the list is not empty.
    ok(await api.inject({ method: 'GET', url: '/itf/unit-test-attempts/open', headers: studentNow }));
    ok(
      await postJson(
        api,
        '/itf/unit-tests-result/submit',
        { attemptId: mine.attempt.id, idempotencyKey: 'contract-student-1' },
        studentNow,
      ),
    );
    ok(await postJson(api, `/itf/unit-tests/${PLAYER_TESTS.allFamilies.id}/share`, {}, studentNow));
    ok(await api.inject({ method: 'GET', url: '/itf/unit-tests-result/mine', headers: studentNow }));
    const last = (
      await inject(api, resultsEndpoints.lastSubmitted, {
        params: { id: PLAYER_TESTS.allFamilies.id },
        token: studentNow,
      })
    ).data;
    expect(last?.attemptId).toBe(mine.attempt.id);

    // Classes: a teacher signed in through the teacher app, the demo student and two classmates.
    const teacherApp = { 'x-client-app-id': app.config.teacherClientAppId };
    const teacherOnAuth = await loginOk(auth, TEACHER.phone, TEACHER.password, teacherApp);
    ok(await postJson(auth, '/account/logout', { refreshToken: teacherOnAuth.refreshToken }));
    const teacher = bearer((await loginOk(api, TEACHER.phone, TEACHER.password, teacherApp)).accessToken);
    ok(await api.inject({ method: 'GET', url: '/teacher/classes', headers: teacher }));
    const created = (
      await inject(api, teacherEndpoints.createClass, {
        body: { name: 'Lớp kiểm thử', joinMode: 'APPROVAL' },
        token: teacher,
      })
    ).data;
    const classUrl = `/teacher/classes/${created.id}`;
    ok(await api.inject({ method: 'GET', url: classUrl, headers: teacher }));
    ok(await putJson(api, classUrl, { description: 'Cho bài kiểm thử hợp đồng.' }, teacher));
    const rotated = (await inject(api, teacherEndpoints.rotateCode, { params: { id: created.id }, token: teacher }))
      .data;
    const mates = [];
    for (const phone of ['0910000001', '0910000002'])
      mates.push(bearer((await loginOk(api, phone, DEMO_CLASSMATE_PASSWORD)).accessToken));
    for (const headers of [studentNow, ...mates])
      ok(await postJson(api, '/itf/join_class_request', { code: rotated.joinCode }, headers));
    const myRequests = (await inject(api, classesEndpoints.myJoinRequests, { token: mates[1] })).data;
    ok(await api.inject({ method: 'DELETE', url: `/itf/join_class_request/${myRequests[0]?.id}`, headers: mates[1] }));
    const pending = (await inject(api, teacherEndpoints.listRequests, { params: { id: created.id }, token: teacher }))
      .data;
    ok(await postJson(api, `/teacher/join-requests/${pending[0]?.id}/accept`, {}, teacher));
    ok(await postJson(api, `/teacher/join-requests/${pending[1]?.id}/reject`, {}, teacher));
    ok(await api.inject({ method: 'GET', url: `${classUrl}/members`, headers: teacher }));
    const now = app.clock.now().getTime();
    const assignment = (
      await inject(api, teacherEndpoints.createAssignment, {
        params: { id: created.id },
        body: {
          unitTestId: PLAYER_TESTS.allFamilies.id,
          openAt: new Date(now - 3_600_000).toISOString(),
          dueAt: new Date(now + 86_400_000).toISOString(),
          shareResults: true,
        },
        token: teacher,
      })
    ).data;
    ok(await putJson(api, `/teacher/assignments/${assignment.id}`, { note: 'Làm cẩn thận.' }, teacher));
    ok(await api.inject({ method: 'GET', url: `${classUrl}/assignments`, headers: teacher }));
    const reference = (
      await inject(api, teacherEndpoints.addReference, {
        params: { id: created.id },
        body: { kind: 'LINK', title: 'Từ điển', url: 'https://dictionary.cambridge.org/' },
        token: teacher,
      })
    ).data;
    ok(await api.inject({ method: 'GET', url: `${classUrl}/references`, headers: teacher }));
    const material = multipart([
      { name: 'title', content: 'Đề cương' },
      { name: 'file', filename: 'de-cuong.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') },
    ]);
    const uploaded = answerOf(
      teacherEndpoints.uploadReference,
      ok(
        await api.inject({
          method: 'POST',
          url: `${classUrl}/references/upload`,
          payload: material.payload,
          headers: { ...material.headers, ...teacher },
        }),
      ),
    ).data;
    ok(await api.inject({ method: 'DELETE', url: `/teacher/references/${uploaded.id}`, headers: teacher }));
    // The student's side.
    ok(await putJson(api, `/student/unit-tests/results/add?result-id=${last?.id}`, {}, studentNow));
    const today = app.clock.now().toISOString().slice(0, 10);
    for (const url of [
      '/student/classes',
      `/student/classes/${created.slug}`,
      `/student/classes/${created.id}/unit-tests-assigned`,
      `/student/classes/${created.slug}/references`,
      `/itf/classes/unit-test-assigned/${assignment.id}`,
      `/student/unit-tests-assigned/${assignment.id}/result`,
      `/student/unit-tests/calendar?from=${today}&to=${today}`,
      `/student/unit-test-asset-result/${PLAYER_TESTS.allFamilies.id}`,
    ]) {
      ok(await api.inject({ method: 'GET', url, headers: studentNow }));
    }
    for (const url of ['/itf/statistic/student/count-by-date', '/itf/statistic/student/skills'])
      ok(await postJson(api, url, { from: today, to: today }, studentNow));
    ok(await postJson(api, '/itf/statistic/student/count-mission', {}, studentNow));
    ok(await putJson(api, '/itf/daily-goal', { goal: 20, timeZone: 'Asia/Bangkok' }, studentNow));
    ok(await api.inject({ method: 'GET', url: '/itf/daily-goal', headers: studentNow }));
    // Practise my mistakes: a question answered wrong in a submitted test, practised and checked.
    const missed: PlayPayload = await started(app, PLAYER_TESTS.allFamilies.id, {}, studentNow);
    ok(
      await postJson(
        api,
        '/itf/unit-tests-result/user-submit',
        { attemptId: missed.attempt.id, answers: { mc: { choice: 'A' } }, idempotencyKey: 'contract-mistakes-1' },
        studentNow,
      ),
    );
    ok(await api.inject({ method: 'GET', url: '/itf/mistakes', headers: studentNow }));
    const round = (await inject(api, mistakesEndpoints.practice, { token: studentNow })).data;
    ok(await postJson(api, `/itf/mistakes/${round.items[0]?.id}/check`, { answer: { choice: 'B' } }, studentNow));
    // The gift lists and the demo activation codes come with the seeded catalogue, not with the
    // player fixtures.
    const seeded = await createTestApp();
    seeded.api.addHook('onResponse', async (request, reply) => {
      const route = key(request.method, request.routeOptions.url ?? '');
      answered.set(`main ${route}`, [...(answered.get(`main ${route}`) ?? []), reply.statusCode]);
    });
    const seededStudent = bearer((await loginOk(seeded.api)).accessToken);
    const seededCode = (path: string, code: string) =>
      postJson(seeded.api, `/itf/active-codes/${path}`, { code, site: 'ENGLAB' }, seededStudent);
    ok(await seeded.api.inject({ method: 'GET', url: '/student/gift', headers: seededStudent }));
    ok(await postJson(seeded.api, '/student', { gradeId: 6 }, seededStudent));
    // Events: the seeded three, joining the ongoing one.
    const eventList = (await inject(seeded.api, eventsEndpoints.list, { body: {}, token: seededStudent })).data;
    const ongoingEvent = eventList.items.find((event) => event.status === 'ONGOING');
    ok(await postJson(seeded.api, '/itf/user-event/join', { eventId: ongoingEvent?.id }, seededStudent));
    // Partner sites: the demo partner's page and theme, its learner's embed session and account.
    const partnerPage = (
      await inject(seeded.api, partnersEndpoints.page, { params: { slug: DEMO_PARTNER_SLUG, subSlug: 'practice' } })
    ).data;
    ok(await seeded.api.inject({ method: 'GET', url: `/itf/partners/${partnerPage.partner.id}/theme` }));
    const iat = Math.floor(seeded.clock.now().getTime() / 1000);
    const assertion = signPartnerAssertion(
      {
        iss: DEMO_PARTNER_SLUG,
        aud: 'luyen-thi-tieng-anh',
        sub: 'contract-1',
        name: 'Embed',
        iat,
        exp: iat + 60,
        jti: 'c-1',
      },
      DEMO_PARTNER_DEV_SECRET,
    );
    const embed = (
      await inject(seeded.api, partnersEndpoints.session, { body: { partner: DEMO_PARTNER_SLUG, assertion } })
    ).data;
    ok(await seeded.api.inject({ method: 'GET', url: '/itf/partners/account', headers: bearer(embed.accessToken) }));
    ok(
      await seeded.api.inject({
        method: 'GET',
        url: `/itf/unit-tests/${partnerPage.page.unitTests[0]?.id}/eduhome`,
        headers: bearer(embed.accessToken),
      }),
    );
    // Third-party practice tests: the seeded provider, listed and on its own.
    ok(await seeded.api.inject({ method: 'GET', url: '/itf/third-party' }));
    ok(await seeded.api.inject({ method: 'GET', url: '/itf/third-party/1' }));
    ok(await seededCode('validate', 'TEST-DEMS-2345'));
    ok(await seededCode('active', 'PACK-DEMS-2345'));
    ok(await seededCode('active-adaptive-test', 'ADPT-DEMS-2345'));
    ok(
      await seeded.api.inject({
        method: 'POST',
        url: '/itf/active-codes/user-active-adaptive-test',
        headers: seededStudent,
      }),
    );
    ok(await api.inject({ method: 'GET', url: `/teacher/assignments/${assignment.id}/results`, headers: teacher }));
    ok(await api.inject({ method: 'DELETE', url: `/teacher/references/${reference.id}`, headers: teacher }));
    ok(await api.inject({ method: 'DELETE', url: `/teacher/assignments/${assignment.id}`, headers: teacher }));
    ok(
      await api.inject({
        method: 'DELETE',
        url: `${classUrl}/members/${pending[0]?.student.id}`,
        headers: teacher,
      }),
    );
    // Commerce: cart, prices, vouchers, payment (VNPAY and MoMo through the local gateway), orders.
    const buyer = bearer((await loginOk(api, STUDENT.phone, STUDENT.password.replace('1', '9'))).accessToken);
    ok(await api.inject({ method: 'GET', url: `/itf/cart?unitTestIds=${PLAYER_TESTS.paid.id}` }));
    ok(await api.inject({ method: 'GET', url: `/itf/cart?unitTestIds=${PLAYER_TESTS.paid.id}`, headers: buyer }));
    ok(await api.inject({ method: 'POST', url: `/itf/cart/items/${PLAYER_TESTS.paid.id}`, headers: buyer }));
    ok(await api.inject({ method: 'DELETE', url: `/itf/cart/items/${PLAYER_TESTS.members.id}`, headers: buyer }));
    ok(await postJson(api, '/itf/checkout/quote', { purchase: { type: 'CART' } }, buyer));
    ok(await postJson(api, '/itf/voucher/validate', { voucherCode: 'SALE10', purchase: { type: 'CART' } }, buyer));
    ok(await api.inject({ method: 'GET', url: '/itf/exam-packages', headers: buyer }));
    const vnpay = await createPayment(app, buyer, { purchase: { type: 'CART' }, method: 'VNPAY' });
    const paid = await payOnGateway(app, vnpay.paymentUrl ?? '', '00');
    ok(await postJson(api, '/payment/return', { provider: 'VNPAY', params: paid.returnParams }));
    const momo = await createPayment(app, buyer, { purchase: { type: 'MEMBERSHIP', id: 2 }, method: 'MOMO' });
    await payOnGateway(app, momo.paymentUrl ?? '', '0');
    ok(await api.inject({ method: 'GET', url: '/itf/orders?page=1&pageSize=5', headers: buyer }));
    ok(await api.inject({ method: 'GET', url: `/itf/orders/detail/${momo.transNo}`, headers: buyer }));
    const unpaid = await createPayment(app, buyer, { purchase: { type: 'MEMBERSHIP', id: 1 }, method: 'VNPAY' });
    ok(await api.inject({ method: 'POST', url: `/itf/orders/${unpaid.transNo}/cancel`, headers: buyer }));
    ok(await api.inject({ method: 'GET', url: '/account/quantity-use', headers: buyer }));
    ok(await api.inject({ method: 'GET', url: '/account/membership', headers: buyer }));
    // Notifications (the paid order above notified the buyer) and a user request.
    const notes = await api.inject({ method: 'GET', url: '/itf/notification?page=1&pageSize=5', headers: buyer });
    ok(notes);
    const firstNote = (notes.json() as { data: { items: { id: number }[] } }).data.items[0];
    ok(await postJson(api, '/itf/notification/seen', { id: firstNote?.id }, buyer));
    ok(await postJson(api, '/itf/notification/seen-all', {}, buyer));
    ok(await api.inject({ method: 'GET', url: '/itf/notification/count-unseen', headers: buyer }));
    ok(await postJson(api, '/user-request', { kind: 'CONTACT', message: 'Xin chào đội ngũ hỗ trợ.' }, buyer));

    // Messaging link: start, the local Zalo page, the callback, the state, unlink.
    ok(await api.inject({ method: 'GET', url: '/zalo/link', headers: buyer }));
    const zalo = new URL((await inject(api, messagingEndpoints.linkUser, { token: buyer })).data.url);
    const zaloForm = new URLSearchParams(zalo.search);
    zaloForm.set('phone', '0912345678');
    zaloForm.set('name', 'Zalo');
    zaloForm.set('decision', 'allow');
    const zaloBack = new URL(
      String(
        (
          await api.inject({
            method: 'POST',
            url: zalo.pathname,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: zaloForm.toString(),
          })
        ).headers.location,
      ),
    );
    const zaloCallback = Object.fromEntries(
      ['state', 'payload', 'signature'].map((name) => [name, zaloBack.searchParams.get(name)]),
    );
    ok(await postJson(api, '/zalo/callback', zaloCallback, buyer));
    ok(await api.inject({ method: 'DELETE', url: '/zalo/link', headers: buyer }));

    // Adaptive placement: start, the question on screen, answers to the end, the result.
    let adaptive = (await inject(api, adaptiveEndpoints.start, { params: { key: '60' } })).data;
    const adaptiveSecret = { 'x-attempt-secret': adaptive.attemptSecret };
    ok(
      await api.inject({ method: 'GET', url: `/itf/adaptive-attempts/${adaptive.attemptId}`, headers: adaptiveSecret }),
    );
    while (adaptive.status === 'OPEN') {
      const body = { questionNumber: adaptive.questionNumber, answer: { choice: 'A' } };
      adaptive = (
        await inject(api, adaptiveEndpoints.answer, {
          params: { id: adaptive.attemptId },
          body,
          headers: adaptiveSecret,
        })
      ).data;
    }
    ok(
      await api.inject({
        method: 'GET',
        url: `/itf/adaptive-attempts/${adaptive.attemptId}/result`,
        headers: adaptiveSecret,
      }),
    );

    // Every registered contract route answered a 2xx at least once, on each listener it is on.
    const missing: string[] = [];
    for (const listener of ['main', 'sign-in'] as const) {
      for (const route of routesOf(listener)) {
        const statuses = answered.get(`${listener} ${route}`) ?? [];
        if (!statuses.some((status) => status >= 200 && status < 300))
          missing.push(`${listener} ${route} (${statuses.join(', ') || 'never called'})`);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000); // a walk of every route: allow for a busy 2-core machine
});
