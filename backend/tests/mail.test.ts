import type { MailOutboxEntry, PlayPayload } from '@contract/player';
import { resultsEndpoints } from '@contract/results';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  answerOf,
  bearer,
  createTestApp,
  failureOf,
  inject,
  loginOk,
  postJson,
  STUDENT,
  type TestApp,
} from './helpers';
import { createPlayerApp, PLAYER_TESTS, resultOf, rightAnswers, started, submitUser } from './player-fixtures';

const ALL = PLAYER_TESTS.allFamilies.id;
const EXAM = PLAYER_TESTS.exam.id;

let app: TestApp;
beforeAll(async () => {
  app = await createPlayerApp({}, { scope: 'file' });
});

async function guestResult(target: TestApp = app, test = ALL): Promise<{ payload: PlayPayload; resultId: number }> {
  const payload = await started(target, test);
  const answers = test === ALL ? rightAnswers(payload) : {};
  const { result } = resultOf(
    await submitUser(target, {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      idempotencyKey: `mail-${payload.attempt.id}-key`,
      answers,
    }),
  );
  return { payload, resultId: result.id };
}

async function outbox(query = ''): Promise<MailOutboxEntry[]> {
  return answerOf(resultsEndpoints.mailOutbox, await app.api.inject({ method: 'GET', url: `/dev/mail-outbox${query}` }))
    .data;
}

describe('POST /itf/unit-tests-result/send-mail', () => {
  it('mails a guest’s result summary to the address given, in Vietnamese by default', async () => {
    const { payload, resultId } = await guestResult();
    const { data: sent } = await inject(app.api, resultsEndpoints.sendMail, {
      body: { resultId, email: 'Learner@Example.com', attemptSecret: payload.attempt.secret },
    });
    expect(sent.destination).toBe('le****@example.com');
    const [mail] = await outbox('?to=learner@example.com');
    expect(mail).toMatchObject({
      to: 'learner@example.com',
      subject: 'Kết quả: Bài luyện mọi dạng câu hỏi — 10/10 (100%)',
    });
    expect(mail?.text).toContain('Số câu đúng (trong các câu tự chấm): 17/17');
    // Speaking left unanswered is unanswered, never "awaiting review".
    expect(mail?.text).toContain('- Nói: chưa trả lời');
    expect(mail?.text).toContain('- Nghe: 100%');
    expect(mail?.text).toContain('- Viết: chưa trả lời');
    // A guest has no page of their own results to link to.
    expect(mail?.text).not.toContain('/unit-test/mine/');
  });

  it('mails a student’s result in English to the account address, with a link to it', async () => {
    const token = (await loginOk(app.api)).accessToken;
    const payload = await started(app, EXAM, {}, bearer(token));
    const { result } = resultOf(
      await postJson(
        app.api,
        '/itf/unit-tests-result/submit',
        { attemptId: payload.attempt.id, idempotencyKey: 'mail-student-1' },
        bearer(token),
      ),
    );
    const { data: sent } = await inject(app.api, resultsEndpoints.sendMail, {
      body: { resultId: result.id, locale: 'en' },
      token,
    });
    expect(sent.destination).toBe('st****@example.com');
    const [mail] = await outbox(`?to=${STUDENT.email}&limit=1`);
    expect(mail?.subject).toBe('Result: Mid-term exam (fixture) — 0/10 (0%)');
    expect(mail?.text).toContain('Correct answers (of the auto-scored questions): 0/10');
    expect(mail?.text).toContain(`See the details: ${app.config.webPublicUrl}/unit-test/mine/${result.id}`);
  });

  it('needs proof of ownership, and an address when the owner has none', async () => {
    const { payload, resultId } = await guestResult();
    const noProof = await postJson(app.api, '/itf/unit-tests-result/send-mail', { resultId, email: 'a@example.com' });
    expect(noProof.statusCode).toBe(403);
    const noAddress = await postJson(app.api, '/itf/unit-tests-result/send-mail', {
      resultId,
      attemptSecret: payload.attempt.secret,
    });
    expect(noAddress.statusCode).toBe(400);
    expect(failureOf(noAddress).details?.[0]?.field).toBe('email');
    for (const email of ['not-an-email', 'a@b', `${'a'.repeat(60)}@example.com`, '']) {
      const response = await postJson(app.api, '/itf/unit-tests-result/send-mail', {
        resultId,
        email,
        attemptSecret: payload.attempt.secret,
      });
      expect(response.statusCode, email).toBe(400);
      expect(failureOf(response).details?.[0]?.field).toBe('email');
    }
    const unknown = await postJson(app.api, '/itf/unit-tests-result/send-mail', {
      resultId: 99_999_999,
      email: 'a@example.com',
    });
    expect(unknown.statusCode).toBe(404);
    const badLocale = await postJson(app.api, '/itf/unit-tests-result/send-mail', {
      resultId,
      email: 'a@example.com',
      locale: 'fr',
    });
    expect(badLocale.statusCode).toBe(400);
  });

  it('sends at most five mails of one result an hour', async () => {
    const strict = await createPlayerApp({ RATE_LIMIT_MULTIPLIER: '1' });
    const { payload, resultId } = await guestResult(strict, EXAM);
    const send = () =>
      postJson(strict.api, '/itf/unit-tests-result/send-mail', {
        resultId,
        email: 'a@example.com',
        attemptSecret: payload.attempt.secret,
      });
    for (let index = 0; index < 5; index += 1) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(failureOf(refused).code).toBe('TOO_MANY_REQUESTS');
    strict.clock.advance(60 * 60_000);
    expect((await send()).statusCode).toBe(200);
  });
});

describe('GET /dev/mail-outbox', () => {
  it('lists mails newest first, filtered and limited', async () => {
    const { payload, resultId } = await guestResult();
    for (const email of ['first@example.com', 'second@example.com']) {
      await inject(app.api, resultsEndpoints.sendMail, {
        body: { resultId, email, attemptSecret: payload.attempt.secret },
      });
    }
    const latest = await outbox('?limit=2');
    expect(latest.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
    expect((await outbox('?to=FIRST@example.com')).every((mail) => mail.to === 'first@example.com')).toBe(true);
    for (const query of ['?limit=0', '?limit=101', '?to=nope', '?x=1']) {
      expect((await app.api.inject({ method: 'GET', url: `/dev/mail-outbox${query}` })).statusCode, query).toBe(400);
    }
  });

  it('is only on the main API, and not in production', async () => {
    const { auth, config, db } = await createTestApp();
    expect((await auth.inject({ method: 'GET', url: '/dev/mail-outbox' })).statusCode).toBe(404);
    const production = await buildApp({ config: { ...config, nodeEnv: 'production' }, db });
    try {
      expect((await production.api.inject({ method: 'GET', url: '/dev/mail-outbox' })).statusCode).toBe(404);
    } finally {
      await production.api.close();
      await production.auth.close();
    }
  });
});
