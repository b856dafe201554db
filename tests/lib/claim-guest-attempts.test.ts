import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '@/features/auth/api/login';
import { resetAuthRefreshState } from '@/lib/api-client';
import { claimGuestAttempts } from '@/lib/results/claim-guest-attempts';
import { readGuestAttempts, rememberGuestAttempt } from '@/lib/results/guest-attempts';
import { setSession } from '@/lib/session';
import { server } from '../msw/server';
import { student, tokens } from '../features/auth/fixtures';
import { authEndpoints } from '@contract/auth';
import { resultsEndpoints } from '@contract/results';
import { handle } from '../msw/handlers';

afterEach(() => resetAuthRefreshState());

type Claim = { id: string; secret: string; authorization: string | null };

function claims(answer: (id: number) => Response | undefined = () => undefined): Claim[] {
  const seen: Claim[] = [];
  server.use(
    handle(resultsEndpoints.claimAttempt, async ({ params, request }) => {
      const body = (await request.json()) as { attemptSecret: string };
      const id = String(params.id);
      seen.push({ id, secret: body.attemptSecret, authorization: request.headers.get('authorization') });
      return (
        answer(Number(id)) ??
        HttpResponse.json({
          result: true,
          data: { attemptId: Number(id), unitTestId: 5, resultId: Number(id) + 100, alreadyYours: false },
        })
      );
    }),
  );
  return seen;
}

const refused = (status: number, code: string) =>
  HttpResponse.json({ result: false, code, message: 'No.' }, { status });

describe('claiming the attempts a guest made in this browser', () => {
  it('claims each remembered attempt with its secret, and forgets the claimed and the refused', async () => {
    setSession({ accessToken: 'access-1' });
    rememberGuestAttempt(11, 'secret-11');
    rememberGuestAttempt(12, 'secret-12');
    rememberGuestAttempt(13, 'secret-13');
    rememberGuestAttempt(14, 'secret-14');
    const seen = claims((id) => {
      if (id === 12) return refused(403, 'FORBIDDEN');
      if (id === 13) return refused(409, 'ATTEMPT_ALREADY_OWNED');
      if (id === 14) return HttpResponse.error();
      return undefined;
    });
    const claimed = await claimGuestAttempts();
    expect(claimed.map((entry) => entry.resultId)).toEqual([111]);
    expect(seen.map(({ id, secret }) => [id, secret]).sort()).toEqual([
      ['11', 'secret-11'],
      ['12', 'secret-12'],
      ['13', 'secret-13'],
      ['14', 'secret-14'],
    ]);
    expect(seen.every((call) => call.authorization === 'Bearer access-1')).toBe(true);
    // A lost connection is tried again at the next sign-in; the rest are settled.
    expect(readGuestAttempts().map((entry) => entry.attemptId)).toEqual([14]);
  });

  it('calls nothing when this browser made no guest attempt', async () => {
    const seen = claims();
    expect(await claimGuestAttempts()).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('runs right after a successful login, with the new token, before login answers', async () => {
    rememberGuestAttempt(21, 'secret-21');
    server.use(
      handle(authEndpoints.login, () =>
        HttpResponse.json({
          result: true,
          data: tokens(student, 2),
        }),
      ),
    );
    const seen = claims();
    await login({ username: '0912345678', password: 'Matkhau1', deviceKind: 'Desktop' });
    expect(seen).toEqual([{ id: '21', secret: 'secret-21', authorization: 'Bearer access-2' }]);
    expect(readGuestAttempts()).toEqual([]);
  });

  it('never fails the login when the claim fails', async () => {
    rememberGuestAttempt(31, 'secret-31');
    server.use(
      handle(authEndpoints.login, () =>
        HttpResponse.json({
          result: true,
          data: tokens(student, 3),
        }),
      ),
    );
    claims(() => refused(400, 'VALIDATION_ERROR'));
    await expect(login({ username: '0912345678', password: 'Matkhau1', deviceKind: 'Desktop' })).resolves.toMatchObject(
      { accessToken: 'access-3' },
    );
  });
});
