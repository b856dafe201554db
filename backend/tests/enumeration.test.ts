import { describe, expect, it } from 'vitest';
import { createTestApp, NEW_PHONE, postJson, STUDENT, type TestApp } from './helpers';

const login = (app: TestApp, username: string, password: string, remoteAddress: string) =>
  app.api.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username, password } });

const outbox = (app: TestApp, destination: string) =>
  app.db.selectFrom('otp_outbox').select('id').where('destination', '=', destination).execute();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('answers that do not tell which accounts exist', () => {
  it('login answers an unknown account exactly as a wrong password', async () => {
    const app = await createTestApp();
    const unknown = await login(app, '0911111111', 'Whatever@1', '10.2.0.1');
    const wrong = await login(app, STUDENT.phone, 'Whatever@1', '10.2.0.2');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('login takes about as long for an unknown account as for a wrong password (medians, generous factor)', async () => {
    const app = await createTestApp();
    const time = async (username: string, i: number) => {
      const start = process.hrtime.bigint();
      await login(app, username, 'Whatever@1', `10.3.${i}.1`);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await time(STUDENT.phone, i));
      unknown.push(await time(`09222222${String(i).padStart(2, '0')}`, i));
    }
    const [fast, slow] = [median(known), median(unknown)].sort((a, b) => a - b) as [number, number];
    expect(slow / Math.max(fast, 0.1)).toBeLessThan(3);
  });

  it('REGISTER codes answer the same for a registered and a new phone; only the new one gets a code', async () => {
    const app = await createTestApp();
    const taken = await postJson(app.api, '/auth/sms-otp', { phone: STUDENT.phone, purpose: 'REGISTER' });
    const fresh = await postJson(app.api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    const shape = (body: { data: Record<string, unknown> }) => ({
      ...body.data,
      destination: typeof body.data.destination,
    });
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(await outbox(app, STUDENT.phone)).toHaveLength(0);
    expect(await outbox(app, NEW_PHONE)).toHaveLength(1);
    // The countdown looks the same too.
    const again = await postJson(app.api, '/auth/sms-otp', { phone: STUDENT.phone, purpose: 'REGISTER' });
    const againFresh = await postJson(app.api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(againFresh.json());
  });

  it('forgot-password answers the same for an unknown and a known phone; only the known one gets a code', async () => {
    const app = await createTestApp();
    const unknown = await postJson(app.auth, '/auth/send-forgot-password-otp', { username: NEW_PHONE });
    const known = await postJson(app.auth, '/auth/send-forgot-password-otp', { username: STUDENT.phone });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.statusCode).toBe(200);
    expect(await outbox(app, NEW_PHONE)).toHaveLength(0);
    expect(await outbox(app, STUDENT.phone)).toHaveLength(1);
    const viaApi = await postJson(app.api, '/auth/sms-otp', { phone: '0933333333', purpose: 'FORGOT_PASSWORD' });
    expect(viaApi.statusCode).toBe(200);
    // A code for nobody can never be verified.
    const verify = await postJson(app.api, '/auth/verify-sms-otp', {
      phone: NEW_PHONE,
      code: '000000',
      purpose: 'FORGOT_PASSWORD',
    });
    expect(verify.statusCode).toBe(400);
  });
});
