import type { ApiSuccess, TokenPair } from '@contract/api';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, loginOk, postJson } from './helpers';

async function refresh(api: FastifyInstance, refreshToken: string) {
  const response = await postJson(api, '/auth/refresh-token', { refreshToken });
  return {
    status: response.statusCode,
    pair: response.statusCode === 200 ? response.json<ApiSuccess<TokenPair>>().data : null,
  };
}

describe('a refresh token replayed inside the grace time', () => {
  it('gets the successor the first exchange made, so the session never forks into two chains', async () => {
    const { api, clock, db } = await createTestApp();
    const login = await loginOk(api);
    const first = await refresh(api, login.refreshToken);
    clock.advance(5_000);
    const replay = await refresh(api, login.refreshToken);
    expect(replay.status).toBe(200);
    expect(replay.pair?.refreshToken).toBe(first.pair?.refreshToken);

    // One chain: the owner goes on; the replayed copy is the same token, now exchanged.
    const next = await refresh(api, first.pair?.refreshToken ?? '');
    expect(next.status).toBe(200);
    clock.advance(25_000);
    expect((await refresh(api, replay.pair?.refreshToken ?? '')).status).toBe(401);
    expect((await refresh(api, next.pair?.refreshToken ?? '')).status).toBe(401);
    const session = await db.selectFrom('login_sessions').select('revoked_reason').executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('REFRESH_TOKEN_REUSE');
  });

  it('gives simultaneous refreshes of one token (two tabs) the same successor', async () => {
    const { api } = await createTestApp();
    const login = await loginOk(api);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(api, login.refreshToken)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.pair?.refreshToken)).size).toBe(1);
  });
});
