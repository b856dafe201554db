import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, failureOf, STUDENT, type TestApp } from './helpers';

const attempt = (app: TestApp, username: string, password: string, remoteAddress: string) =>
  app.api.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username, password } });

const retryAfter = (response: LightMyRequestResponse) => failureOf(response).retryAfter;

describe('sign-in limits keyed by account and by account and address', () => {
  it('lets the owner in from an address that has not been failing while an attacker keeps failing from another', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 12; i += 1) await attempt(app, STUDENT.phone, `Wrong@${i}000`, '10.6.6.6');
    expect((await attempt(app, STUDENT.phone, STUDENT.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('slows one address guessing one account with growing delays, the right password included', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 5; i += 1) {
      expect(failureOf(await attempt(app, STUDENT.phone, 'Wrong@1234', '10.6.6.6')).code).toBe('INCORRECT_PASSWORD');
    }
    const first = await attempt(app, STUDENT.phone, STUDENT.password, '10.6.6.6');
    expect(first.statusCode).toBe(429);
    const firstWait = retryAfter(first) ?? 0;
    app.clock.advance(firstWait * 1000);
    expect((await attempt(app, STUDENT.phone, 'Wrong@1234', '10.6.6.6')).statusCode).toBe(400);
    const second = await attempt(app, STUDENT.phone, 'Wrong@1234', '10.6.6.6');
    expect(second.statusCode).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(firstWait);
  });

  it('counts the phone and the e-mail of one account against one budget', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 5; i += 1) await attempt(app, i % 2 ? STUDENT.phone : STUDENT.email, 'Wrong@1234', '10.6.6.6');
    expect((await attempt(app, STUDENT.email, 'Wrong@1234', '10.6.6.6')).statusCode).toBe(429);
    expect((await attempt(app, STUDENT.phone, 'Wrong@1234', '10.6.6.6')).statusCode).toBe(429);
  });

  it('does not block a whole school behind one address for the mistakes of others', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 40; i += 1) {
      await attempt(app, `08${String(i).padStart(8, '0')}`, 'Whatever@1', '10.7.7.7');
    }
    expect((await attempt(app, STUDENT.phone, STUDENT.password, '10.7.7.7')).statusCode).toBe(200);
  });

  it('slows addresses that failed an account many times from many places, not a clean one', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 20; i += 1) await attempt(app, STUDENT.phone, 'Wrong@1234', `10.8.0.${i}`);
    expect((await attempt(app, STUDENT.phone, 'Wrong@1234', '10.8.0.3')).statusCode).toBe(429);
    expect((await attempt(app, STUDENT.phone, STUDENT.password, '10.9.9.9')).statusCode).toBe(200);
  });
});
