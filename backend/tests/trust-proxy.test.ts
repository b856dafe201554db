import { authEndpoints } from '@contract/auth';
import { accountEndpoints } from '@contract/account';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerOf, createTestApp, sessionOf, STUDENT, inject } from './helpers';

/** Signs in from `remoteAddress` with an X-Forwarded-For header, and answers the address the session recorded. */
async function recordedIp(api: FastifyInstance, auth: FastifyInstance, remoteAddress: string, forwardedFor: string) {
  const session = sessionOf(
    answerOf(
      authEndpoints.login,
      await api.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: STUDENT.phone, password: STUDENT.password },
      }),
    ).data,
  );
  const sessions = (
    await inject(auth, accountEndpoints.loginSessions, {
      params: { userId: session.user.id },
      token: session.accessToken,
    })
  ).data;
  return sessions.find((s) => s.current)?.ip;
}

describe('the caller address behind the web app', () => {
  it('is taken from X-Forwarded-For when the web app (loopback) forwards the call', async () => {
    const { api, auth } = await createTestApp();
    expect(await recordedIp(api, auth, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the connection address for anyone else, whatever header they send', async () => {
    const { api, auth } = await createTestApp();
    expect(await recordedIp(api, auth, '10.0.0.9', '203.0.113.7')).toBe('10.0.0.9');
  });

  it('follows TRUST_PROXY', async () => {
    const none = await createTestApp({ TRUST_PROXY: 'false' });
    expect(await recordedIp(none.api, none.auth, '127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    const lan = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    expect(await recordedIp(lan.api, lan.auth, '10.0.0.9', '203.0.113.7')).toBe('203.0.113.7');
  });
});
