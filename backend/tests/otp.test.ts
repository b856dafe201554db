import { otpEndpoints } from '@contract/otp';
import type { ApiSuccess, OtpSentData, VerifyOtpData } from '@contract/api';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createOutboxOtpSender, type OtpMessage, type OtpSender } from '../src/modules/otp/sender';
import { hashVerificationToken, maskDestination } from '../src/modules/otp/service';
import { createTestApp, failureOf, latestCode, NEW_PHONE, postJson, STUDENT, inject, answerOf } from './helpers';

const MINUTE = 60_000;

describe('POST /auth/sms-otp (main API)', () => {
  it('sends a 6-digit REGISTER code to an unregistered phone and says where, for how long and when to resend', async () => {
    const { api, db } = await createTestApp();
    const response = await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ApiSuccess<OtpSentData>>()).toEqual({
      result: true,
      data: { destination: '098****321', expiresIn: 300, resendAfter: 60 },
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const outbox = await db.selectFrom('otp_outbox').selectAll().execute();
    expect(outbox).toEqual([
      {
        id: expect.any(Number),
        channel: 'SMS',
        destination: NEW_PHONE,
        purpose: 'REGISTER',
        code: expect.stringMatching(/^\d{6}$/),
        created_at: '2025-01-01T00:00:00.000Z',
        expires_at: '2025-01-01T00:05:00.000Z',
      },
    ]);
  });

  it('stores only an HMAC of the code, never the code itself', async () => {
    const { api, db } = await createTestApp();
    await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    const code = await latestCode(db, NEW_PHONE);
    const stored = await db.selectFrom('otp_codes').selectAll().executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  it('answers REGISTER for a phone that has an account as for any other, and sends nothing', async () => {
    const { api, db } = await createTestApp();
    const response = await postJson(api, '/auth/sms-otp', { phone: STUDENT.phone, purpose: 'REGISTER' });
    expect(response.statusCode).toBe(200);
    expect(await db.selectFrom('otp_outbox').select('id').execute()).toEqual([]);
  });

  it('answers FORGOT_PASSWORD for an unregistered phone as for a registered one, and sends nothing to it', async () => {
    const { api, db } = await createTestApp();
    const response = await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'FORGOT_PASSWORD' });
    expect(response.statusCode).toBe(200);
    expect(await db.selectFrom('otp_outbox').select('id').execute()).toEqual([]);
    const registered = await postJson(api, '/auth/sms-otp', { phone: STUDENT.phone, purpose: 'FORGOT_PASSWORD' });
    expect(registered.statusCode).toBe(200);
  });

  it('keeps a 60-second resend countdown: 429 TOO_MANY_REQUESTS with retryAfter and Retry-After', async () => {
    const { api, db, clock } = await createTestApp();
    await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    const first = await latestCode(db, NEW_PHONE);

    clock.advance(20_500);
    const early = await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    expect(early.statusCode).toBe(429);
    expect(failureOf(early)).toMatchObject({ result: false, code: 'TOO_MANY_REQUESTS', retryAfter: 40 });
    expect(early.headers['retry-after']).toBe('40');

    clock.advance(39_000);
    expect(failureOf(await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' })).retryAfter).toBe(
      1,
    );

    clock.advance(500);
    const resent = await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    expect(resent.statusCode).toBe(200);
    // The new code replaces the old one.
    const second = await latestCode(db, NEW_PHONE);
    const oldCode = first === second ? String((Number(first) + 1) % 1_000_000).padStart(6, '0') : first;
    const stale = await postJson(api, '/auth/verify-sms-otp', {
      username: NEW_PHONE,
      code: oldCode,
      purpose: 'REGISTER',
    });
    expect(failureOf(stale).code).toBe('INVALID_OTP');
    const fresh = await postJson(api, '/auth/verify-sms-otp', {
      username: NEW_PHONE,
      code: second,
      purpose: 'REGISTER',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('runs one countdown per purpose', async () => {
    const { api } = await createTestApp();
    expect(
      (await postJson(api, '/auth/sms-otp', { phone: STUDENT.phone, purpose: 'FORGOT_PASSWORD' })).statusCode,
    ).toBe(200);
    expect((await postJson(api, '/auth/sms-otp', { phone: STUDENT.phone, purpose: 'VERIFY_CONTACT' })).statusCode).toBe(
      200,
    );
  });

  it('sends at most 5 codes per hour to one phone', async () => {
    const { api, clock } = await createTestApp();
    for (let i = 0; i < 5; i += 1) {
      expect((await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' })).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    const sixth = await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    expect(sixth.statusCode).toBe(429);
    // The hour started with the first code, 5 minutes ago.
    expect(failureOf(sixth)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 55 * 60 });
    expect(sixth.headers['retry-after']).toBe(String(55 * 60));
    clock.advance(55 * MINUTE);
    expect((await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' })).statusCode).toBe(200);
  });

  it('accepts at most 20 send requests per hour from one IP address', async () => {
    const { api } = await createTestApp();
    for (let i = 0; i < 20; i += 1) {
      const phone = `09111111${String(i).padStart(2, '0')}`;
      expect((await postJson(api, '/auth/sms-otp', { phone, purpose: 'REGISTER' })).statusCode).toBe(200);
    }
    const next = await postJson(api, '/auth/sms-otp', { phone: '0922222222', purpose: 'REGISTER' });
    expect(next.statusCode).toBe(429);
    expect(failureOf(next)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 3600 });
    // Another address is not affected.
    const elsewhere = await api.inject({
      method: 'POST',
      url: '/auth/sms-otp',
      remoteAddress: '10.0.0.9',
      payload: { phone: '0922222222', purpose: 'REGISTER' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('RATE_LIMIT_MULTIPLIER raises the limits', async () => {
    const { api, clock } = await createTestApp({ RATE_LIMIT_MULTIPLIER: '2' });
    for (let i = 0; i < 10; i += 1) {
      expect((await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' })).statusCode).toBe(200);
      clock.advance(MINUTE);
    }
    expect((await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' })).statusCode).toBe(429);
  });
});

describe('POST /auth/verify-sms-otp (main API)', () => {
  async function sent() {
    const app = await createTestApp();
    await postJson(app.api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    const code = await latestCode(app.db, NEW_PHONE);
    const wrong = code === '000000' ? '000001' : '000000';
    const verify = (value: string, purpose = 'REGISTER') =>
      postJson(app.api, '/auth/verify-sms-otp', { username: NEW_PHONE, code: value, purpose });
    return { ...app, code, wrong, verify };
  }

  it('trades the right code for a single-use verification token stored hashed', async () => {
    const { db, code, verify } = await sent();
    const response = await verify(code);
    expect(response.statusCode).toBe(200);
    const { verificationToken } = response.json<ApiSuccess<VerifyOtpData>>().data;
    expect(verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db.selectFrom('verification_tokens').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      token_hash: hashVerificationToken(verificationToken),
      purpose: 'REGISTER',
      destination: NEW_PHONE,
      user_id: null,
      created_at: '2025-01-01T00:00:00.000Z',
      expires_at: '2025-01-01T00:15:00.000Z',
      used_at: null,
    });
  });

  it('uses the code up: verifying it again is 400 INVALID_OTP', async () => {
    const { code, verify } = await sent();
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(failureOf(again).code).toBe('INVALID_OTP');
  });

  it('answers a wrong code with 400 INVALID_OTP', async () => {
    const { wrong, verify } = await sent();
    const response = await verify(wrong);
    expect(response.statusCode).toBe(400);
    expect(failureOf(response)).toEqual({
      result: false,
      code: 'INVALID_OTP',
      message: 'The verification code is incorrect.',
    });
  });

  it('answers 400 INVALID_OTP when no code was sent, or for another purpose', async () => {
    const { api, code, verify } = await sent();
    expect(failureOf(await verify(code, 'VERIFY_CONTACT')).code).toBe('INVALID_OTP');
    const never = await postJson(api, '/auth/verify-sms-otp', { username: '0911000000', code, purpose: 'REGISTER' });
    expect(never.statusCode).toBe(400);
    expect(failureOf(never).code).toBe('INVALID_OTP');
  });

  it('expires the code after 5 minutes: 400 OTP_EXPIRED', async () => {
    const { clock, code, verify } = await sent();
    clock.advance(5 * MINUTE);
    const response = await verify(code);
    expect(response.statusCode).toBe(400);
    expect(failureOf(response)).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('accepts the code until just before 5 minutes', async () => {
    const { clock, code, verify } = await sent();
    clock.advance(5 * MINUTE - 1);
    expect((await verify(code)).statusCode).toBe(200);
  });

  it('burns the code on the 5th wrong try (429 OTP_ATTEMPTS_EXCEEDED); the right code no longer works', async () => {
    const { code, wrong, verify } = await sent();
    for (let i = 1; i <= 4; i += 1) {
      const response = await verify(wrong);
      expect(response.statusCode, `attempt ${i}`).toBe(400);
      expect(failureOf(response).code).toBe('INVALID_OTP');
    }
    const fifth = await verify(wrong);
    expect(fifth.statusCode).toBe(429);
    expect(failureOf(fifth).code).toBe('OTP_ATTEMPTS_EXCEEDED');
    const right = await verify(code);
    expect(right.statusCode).toBe(429);
    expect(failureOf(right).code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('a new code after a burned one works again', async () => {
    const { api, db, clock, wrong, verify } = await sent();
    for (let i = 0; i < 5; i += 1) await verify(wrong);
    clock.advance(MINUTE);
    expect((await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' })).statusCode).toBe(200);
    expect((await verify(await latestCode(db, NEW_PHONE))).statusCode).toBe(200);
  });

  it('accepts at most 60 checks per 15 minutes from one IP address', async () => {
    const { api, clock } = await createTestApp();
    for (let i = 0; i < 60; i += 1) {
      const response = await postJson(api, '/auth/verify-sms-otp', {
        username: NEW_PHONE,
        code: '123456',
        purpose: 'REGISTER',
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await postJson(api, '/auth/verify-sms-otp', {
      username: NEW_PHONE,
      code: '123456',
      purpose: 'REGISTER',
    });
    expect(blocked.statusCode).toBe(429);
    expect(failureOf(blocked)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 900 });
    clock.advance(15 * MINUTE);
    expect(
      (await postJson(api, '/auth/verify-sms-otp', { username: NEW_PHONE, code: '123456', purpose: 'REGISTER' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('sign-in service codes', () => {
  it('POST /auth/send-forgot-password-otp e-mails a FORGOT_PASSWORD code to a registered e-mail', async () => {
    const { auth, db } = await createTestApp();
    const response = await postJson(auth, '/auth/send-forgot-password-otp', { username: 'Student@Example.com' });
    expect(response.statusCode).toBe(200);
    expect(answerOf(otpEndpoints.sendForgotPasswordOtp, response).data).toEqual({
      destination: 'st****@example.com',
      expiresIn: 300,
      resendAfter: 60,
    });
    const entry = await db.selectFrom('otp_outbox').selectAll().executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ channel: 'EMAIL', destination: 'student@example.com', purpose: 'FORGOT_PASSWORD' });
  });

  it('POST /auth/send-forgot-password-otp accepts purpose FORGOT_PASSWORD and a phone', async () => {
    const { auth, db } = await createTestApp();
    const response = await postJson(auth, '/auth/send-forgot-password-otp', {
      username: STUDENT.phone,
      purpose: 'FORGOT_PASSWORD',
    });
    expect(answerOf(otpEndpoints.sendForgotPasswordOtp, response).data.destination).toBe('090****001');
    expect((await db.selectFrom('otp_outbox').select('channel').executeTakeFirstOrThrow()).channel).toBe('SMS');
  });

  it('POST /auth/send-forgot-password-otp: unregistered → 200 and nothing sent; other purposes → 400 VALIDATION_ERROR', async () => {
    const { auth, db } = await createTestApp();
    const unknown = await postJson(auth, '/auth/send-forgot-password-otp', { username: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(await db.selectFrom('otp_outbox').select('id').execute()).toEqual([]);
    const register = await postJson(auth, '/auth/send-forgot-password-otp', {
      username: STUDENT.phone,
      purpose: 'REGISTER',
    });
    expect(register.statusCode).toBe(400);
    expect(failureOf(register).details).toEqual([
      { field: 'purpose', message: 'must be equal to one of the allowed values' },
    ]);
  });

  it('POST /auth/send-forgot-password-otp keeps the resend countdown', async () => {
    const { auth } = await createTestApp();
    await postJson(auth, '/auth/send-forgot-password-otp', { username: STUDENT.email });
    const again = await postJson(auth, '/auth/send-forgot-password-otp', { username: STUDENT.email });
    expect(again.statusCode).toBe(429);
    expect(failureOf(again)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
  });

  it('POST /auth/send-verify sends VERIFY_CONTACT by default, to any address', async () => {
    const { auth, db } = await createTestApp();
    const response = await postJson(auth, '/auth/send-verify', { username: 'new.friend@example.com' });
    expect(answerOf(otpEndpoints.sendVerify, response).data.destination).toBe('ne****@example.com');
    expect(await db.selectFrom('otp_outbox').select(['purpose', 'channel']).execute()).toEqual([
      { purpose: 'VERIFY_CONTACT', channel: 'EMAIL' },
    ]);
  });

  it('POST /auth/send-verify with FORGOT_PASSWORD sends only to an account, answering alike; REGISTER is not accepted there', async () => {
    const { auth, db } = await createTestApp();
    expect(
      (await postJson(auth, '/auth/send-verify', { username: 'nobody@example.com', purpose: 'FORGOT_PASSWORD' }))
        .statusCode,
    ).toBe(200);
    expect(await db.selectFrom('otp_outbox').select('id').execute()).toEqual([]);
    expect(
      (await postJson(auth, '/auth/send-verify', { username: STUDENT.phone, purpose: 'FORGOT_PASSWORD' })).statusCode,
    ).toBe(200);
    const register = await postJson(auth, '/auth/send-verify', { username: NEW_PHONE, purpose: 'REGISTER' });
    expect(register.statusCode).toBe(400);
    expect(failureOf(register).code).toBe('VALIDATION_ERROR');
  });

  it('POST /auth/verify checks e-mail codes case-insensitively and issues a token', async () => {
    const { auth, db } = await createTestApp();
    await postJson(auth, '/auth/send-forgot-password-otp', { username: STUDENT.email });
    const code = await latestCode(db, STUDENT.email);
    const wrong = await postJson(auth, '/auth/verify', {
      username: STUDENT.email,
      code: code === '999999' ? '111111' : '999999',
      purpose: 'FORGOT_PASSWORD',
    });
    expect(failureOf(wrong).code).toBe('INVALID_OTP');
    const response = await postJson(auth, '/auth/verify', {
      username: 'STUDENT@example.com',
      code,
      purpose: 'FORGOT_PASSWORD',
    });
    expect(response.statusCode).toBe(200);
    expect(answerOf(otpEndpoints.verify, response).data.verificationToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('POST /auth/verify: OTP_EXPIRED after 5 minutes and OTP_ATTEMPTS_EXCEEDED after 5 wrong codes', async () => {
    const { auth, db, clock } = await createTestApp();
    await postJson(auth, '/auth/send-verify', { username: STUDENT.phone, purpose: 'FORGOT_PASSWORD' });
    const code = await latestCode(db, STUDENT.phone);
    const wrong = code === '222222' ? '333333' : '222222';
    for (let i = 0; i < 4; i += 1)
      await postJson(auth, '/auth/verify', { username: STUDENT.phone, code: wrong, purpose: 'FORGOT_PASSWORD' });
    const fifth = await postJson(auth, '/auth/verify', {
      username: STUDENT.phone,
      code: wrong,
      purpose: 'FORGOT_PASSWORD',
    });
    expect(fifth.statusCode).toBe(429);
    expect(failureOf(fifth).code).toBe('OTP_ATTEMPTS_EXCEEDED');

    clock.advance(MINUTE);
    await postJson(auth, '/auth/send-verify', { username: STUDENT.phone, purpose: 'FORGOT_PASSWORD' });
    const fresh = await latestCode(db, STUDENT.phone);
    clock.advance(5 * MINUTE);
    const expired = await postJson(auth, '/auth/verify', {
      username: STUDENT.phone,
      code: fresh,
      purpose: 'FORGOT_PASSWORD',
    });
    expect(expired.statusCode).toBe(400);
    expect(failureOf(expired).code).toBe('OTP_EXPIRED');
  });

  it('shares the code store and the limits with the main API', async () => {
    const { api, auth, db } = await createTestApp();
    await postJson(api, '/auth/sms-otp', { phone: STUDENT.phone, purpose: 'FORGOT_PASSWORD' });
    const countdown = await postJson(auth, '/auth/send-forgot-password-otp', { username: STUDENT.phone });
    expect(countdown.statusCode).toBe(429);
    const code = await latestCode(db, STUDENT.phone);
    expect(
      (await postJson(auth, '/auth/verify', { username: STUDENT.phone, code, purpose: 'FORGOT_PASSWORD' })).statusCode,
    ).toBe(200);
  });
});

describe('GET /dev/otp-outbox', () => {
  it('lists delivered codes newest first, filtered by destination (any case) and purpose', async () => {
    const { api, auth, clock } = await createTestApp();
    await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    clock.advance(1000);
    await postJson(auth, '/auth/send-verify', { username: STUDENT.email, purpose: 'FORGOT_PASSWORD' });
    clock.advance(1000);
    await postJson(auth, '/auth/send-verify', { username: STUDENT.email });

    const all = (await inject(api, otpEndpoints.outbox)).data;
    expect(all.map((e) => [e.destination, e.purpose, e.channel])).toEqual([
      ['student@example.com', 'VERIFY_CONTACT', 'EMAIL'],
      ['student@example.com', 'FORGOT_PASSWORD', 'EMAIL'],
      [NEW_PHONE, 'REGISTER', 'SMS'],
    ]);
    expect(all[2]).toEqual({
      id: expect.any(Number),
      channel: 'SMS',
      destination: NEW_PHONE,
      purpose: 'REGISTER',
      code: expect.stringMatching(/^\d{6}$/),
      createdAt: '2025-01-01T00:00:00.000Z',
      expiresAt: '2025-01-01T00:05:00.000Z',
    });

    const byEmail = (
      await inject(api, otpEndpoints.outbox, {
        query: { destination: 'Student@Example.com', purpose: 'FORGOT_PASSWORD' },
      })
    ).data;
    expect(byEmail.map((e) => e.purpose)).toEqual(['FORGOT_PASSWORD']);
    const limited = (await inject(api, otpEndpoints.outbox, { query: { limit: 1 } })).data;
    expect(limited).toHaveLength(1);
    expect(limited[0]?.purpose).toBe('VERIFY_CONTACT');
    expect((await inject(api, otpEndpoints.outbox, { query: { destination: '0911000000' } })).data).toEqual([]);
  });

  it('answers bad filters with 400 VALIDATION_ERROR', async () => {
    const { api } = await createTestApp();
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'purpose=LOGIN', 'destination=abc', 'other=1']) {
      const response = await api.inject({ method: 'GET', url: `/dev/otp-outbox?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('is only on the main API', async () => {
    const { auth } = await createTestApp();
    expect((await auth.inject({ method: 'GET', url: '/dev/otp-outbox' })).statusCode).toBe(404);
  });

  it('does not exist with a production configuration', async () => {
    const { config, db } = await createTestApp();
    // Same database and settings, production mode: built directly, as loadConfig would refuse the outbox.
    const production = await buildApp({ config: { ...config, nodeEnv: 'production' }, db });
    try {
      const response = await production.api.inject({ method: 'GET', url: '/dev/otp-outbox' });
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).code).toBe('NOT_FOUND');
      // Codes are still "sent" (to the table and the log) in production: only the route is gone.
      expect(
        (await postJson(production.api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' })).statusCode,
      ).toBe(200);
    } finally {
      await production.api.close();
      await production.auth.close();
    }
  });
});

describe('OTP sender', () => {
  it('the outbox sender stores the message and logs the code for developers', async () => {
    const { db } = await createTestApp();
    const lines: string[] = [];
    await createOutboxOtpSender(db).send(
      {
        channel: 'EMAIL',
        destination: 'student@example.com',
        purpose: 'VERIFY_CONTACT',
        code: '123456',
        createdAt: '2025-01-01T00:00:00.000Z',
        expiresAt: '2025-01-01T00:05:00.000Z',
      },
      { info: (_object, message) => lines.push(message) },
    );
    expect(lines).toEqual(['OTP outbox: VERIFY_CONTACT code 123456 for student@example.com']);
    expect(await db.selectFrom('otp_outbox').select(['channel', 'code']).execute()).toEqual([
      { channel: 'EMAIL', code: '123456' },
    ]);
  });

  it('routes hand codes to the configured sender', async () => {
    const { config, db } = await createTestApp();
    const sent: OtpMessage[] = [];
    const sender: OtpSender = { kind: 'outbox', send: async (message) => void sent.push(message) };
    const app = await buildApp({ config, db, otpSender: sender });
    try {
      expect((await postJson(app.api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' })).statusCode).toBe(
        200,
      );
      expect(sent).toEqual([expect.objectContaining({ channel: 'SMS', destination: NEW_PHONE, purpose: 'REGISTER' })]);
      expect(sent[0]?.code).toMatch(/^\d{6}$/);
    } finally {
      await app.api.close();
      await app.auth.close();
    }
  });

  it('masks destinations for display', () => {
    expect(maskDestination('0900000001')).toBe('090****001');
    expect(maskDestination('student@example.com')).toBe('st****@example.com');
    expect(maskDestination('ab@example.com')).toBe('a****@example.com');
    expect(maskDestination('a@example.com')).toBe('a****@example.com');
  });
});
