import { randomBytes } from 'node:crypto';
import type { SendMailData, SendMailRequest, ShareCodeDto } from '@contract/player';
import { invalidField } from '../../lib/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import type { UserById } from '../account';
import { maskEmail, resultMail, type Mailer } from '../mail';
import type { Access } from './access';
import type { Caller } from './caller';
import type { AttemptClock } from './clock';
import type { AttemptsRepository } from './repository';
import type { ResultReader } from './results';

const RESULT_MAIL_LIMIT: RateLimitRule = {
  name: 'result-mail',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'This result was e-mailed too many times. Please try again later.',
};

export interface SharingDeps {
  attempts: AttemptsRepository;
  access: Access;
  clock: AttemptClock;
  reader: ResultReader;
  users: UserById;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Base URL of the web app, for links in e-mails. */
  webUrl: string;
}

/** Share codes of tests and results, and results sent by e-mail. */
export function createSharing({ attempts, access, clock, reader, users, mailer, limiter, webUrl }: SharingDeps) {
  return {
    /** A TEST share code of the caller for a test they may take (one per user and test). */
    async shareTest(idOrSlug: string, caller: NonNullable<Caller>): Promise<ShareCodeDto> {
      const test = await access.findTestToStart(idOrSlug, caller);
      if (!(await access.hasGrant(test, caller, undefined))) await access.assertAccess(test, caller, undefined);
      const existing = await attempts.findShareCodeBy({
        kind: 'TEST',
        unitTestId: test.id,
        resultId: null,
        userId: caller.userId,
      });
      const row =
        existing ??
        (await attempts.insertShareCode({
          code: randomBytes(16).toString('base64url'),
          kind: 'TEST',
          unit_test_id: test.id,
          result_id: null,
          created_by_user_id: caller.userId,
          created_at: clock.now().toISOString(),
        }));
      return { code: row.code, kind: 'TEST', unitTestId: test.id, resultId: null, showName: false };
    },

    async shareResult(
      resultId: number,
      caller: Caller,
      secret: string | undefined,
      showName: boolean | undefined,
    ): Promise<ShareCodeDto> {
      const { row } = await reader.ownedResult(resultId, caller, secret);
      const existing = await attempts.findShareCodeBy({
        kind: 'RESULT',
        unitTestId: row.unit_test_id,
        resultId: row.id,
        userId: null,
      });
      const share =
        existing ??
        (await attempts.insertShareCode({
          code: randomBytes(16).toString('base64url'),
          kind: 'RESULT',
          unit_test_id: row.unit_test_id,
          result_id: row.id,
          // One code per result, whoever asks for it (owner signed in or with the secret).
          created_by_user_id: null,
          created_at: clock.now().toISOString(),
          // A guest's result has no name to show.
          show_name: showName === true && row.user_id !== null ? 1 : 0,
        }));
      let shows = share.show_name === 1;
      if (existing && showName !== undefined && shows !== (showName && row.user_id !== null)) {
        shows = showName && row.user_id !== null;
        await attempts.setShareShowsName(share.id, shows);
      }
      return { code: share.code, kind: 'RESULT', unitTestId: row.unit_test_id, resultId: row.id, showName: shows };
    },

    async sendMail(request: SendMailRequest, caller: Caller): Promise<SendMailData> {
      const { row } = await reader.ownedResult(request.resultId, caller, request.attemptSecret);
      let email = request.email?.trim().toLowerCase();
      if (email === undefined || email === '') {
        const user = row.user_id === null ? undefined : await users.findById(row.user_id);
        email = user?.email ?? undefined;
        if (!email) throw invalidField('email', 'is required (the account has no e-mail address)');
      }
      limiter.consume(RESULT_MAIL_LIMIT, String(row.id));
      const { result } = await reader.dto(row);
      const link = row.user_id !== null ? `${webUrl}/unit-test/mine/${row.id}` : null;
      await mailer.send(resultMail(result, request.locale ?? 'vi', email, link));
      return { destination: maskEmail(email) };
    },
  };
}
