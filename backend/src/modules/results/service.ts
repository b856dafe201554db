import { randomBytes } from 'node:crypto';
import {
  PLAYER_RULES,
  type AttemptDraftDto,
  type ClaimedAttemptDto,
  type PlayerAnswer,
  type ResultDetailDto,
  type ResultDto,
  type ResultListData,
  type ResultListQuery,
  type SendMailData,
  type SendMailRequest,
  type ShareCodeDto,
  type SubmitRequest,
  type SubmitResultData,
} from '@contract/player';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import type { AttemptRow, UnitTestRow } from '../attempts/repository';
import type { AttemptsService, Caller } from '../attempts/service';
import type { UsersRepository } from '../account/repository';
import { maskEmail, resultMail, type Mailer } from '../mail/mailer';
import { buildReview, parseOutcome, recordingUrlOf, toResultDto } from './outcome';
import { createResultsRepository, type ResultRow } from './repository';
import type { Database } from '../../db/database';

const resultNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such result.');
const notYourResult = () =>
  new AppError(
    403,
    'FORBIDDEN',
    'This result belongs to someone else: sign in as its owner, or use its attemptSecret or a share code.',
  );

const RESULT_MAIL_LIMIT: RateLimitRule = {
  name: 'result-mail',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'This result was e-mailed too many times. Please try again later.',
};

export interface ResultsServiceDeps {
  db: Database;
  attempts: AttemptsService;
  users: UsersRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  clock: Clock;
  publicApiUrl: string;
  /** Base URL of the web app, for links in e-mails. */
  webUrl: string;
}

export function createResultsService({
  db,
  attempts,
  users,
  mailer,
  limiter,
  clock,
  publicApiUrl,
  webUrl,
}: ResultsServiceDeps) {
  const results = createResultsRepository(db);

  async function dto(row: ResultRow): Promise<{ result: ResultDto; test: UnitTestRow }> {
    const test = await attempts.records.findTest(row.unit_test_id);
    if (!test) throw resultNotFound();
    return { result: toResultDto(row, test), test };
  }

  /** The result and its attempt, when the caller owns them (token or attempt secret). */
  async function ownedResult(
    resultId: number,
    caller: Caller,
    secret: string | undefined,
  ): Promise<{ row: ResultRow; attempt: AttemptRow }> {
    const row = await results.findById(resultId);
    if (!row) throw resultNotFound();
    const attempt = await attempts.records.findAttempt(row.attempt_id);
    if (!attempt) throw resultNotFound();
    if (!attempts.isOwner(attempt, caller, secret)) throw notYourResult();
    return { row, attempt };
  }

  return {
    /**
     * One result per attempt, whatever arrives: a key seen before answers its result; a closed
     * attempt answers its result; otherwise the attempt is closed now (from the body's answers
     * when they came in time, else from the last draft).
     */
    async submit(request: SubmitRequest, caller: Caller): Promise<SubmitResultData> {
      const attempt = await attempts.owned(request.attemptId, caller, request.attemptSecret);
      const known = await results.findKey(request.idempotencyKey);
      if (known && known.attempt_id !== attempt.id) {
        throw new AppError(
          409,
          'IDEMPOTENCY_KEY_REUSED',
          'This idempotency key was used for another attempt: make a new key for each submit.',
        );
      }
      if (known) {
        const row = await results.findById(known.result_id);
        if (row) return { result: (await dto(row)).result, alreadySubmitted: true };
      }

      let row: ResultRow;
      let alreadySubmitted = attempt.status !== 'OPEN';
      if (alreadySubmitted) {
        const existing = await results.findByAttempt(attempt.id);
        if (!existing) throw resultNotFound();
        row = existing;
      } else {
        const late =
          clock.now().getTime() > Date.parse(attempt.deadline_at) + PLAYER_RULES.DEADLINE_GRACE_SECONDS * 1000;
        const hasAnswers = request.answers !== undefined;
        if (hasAnswers && !late) {
          const { leaves } = await attempts.contentOf(await attempts.testOf(attempt));
          attempts.checkDraft(leaves, request);
        }
        const final =
          hasAnswers && !late
            ? {
                answers: request.answers as Record<string, PlayerAnswer>,
                currentQuestionId: request.currentQuestionId ?? attempt.current_question,
                flags: [...new Set(request.flags ?? (JSON.parse(attempt.flags_json) as string[]))],
                revision: request.revision ?? attempt.draft_revision,
              }
            : null;
        const closed = await attempts.closeOnce(attempt, {
          closedBy: late ? 'DEADLINE' : 'USER',
          final,
          lateAnswersIgnored: late && hasAnswers,
        });
        row = closed.result;
        // Lost a race with another close (second tab, deadline, voiding): that one's result stands.
        alreadySubmitted = !closed.created;
      }
      await results.rememberKey(request.idempotencyKey, attempt.id, row.id, clock.now().toISOString());
      return { result: (await dto(row)).result, alreadySubmitted };
    },

    async detail(
      resultId: number,
      caller: Caller,
      secret: string | undefined,
      shareCode: string | undefined,
    ): Promise<ResultDetailDto> {
      const row = await results.findById(resultId);
      if (!row) throw resultNotFound();
      const attempt = await attempts.records.findAttempt(row.attempt_id);
      if (!attempt) throw resultNotFound();
      const { result, test } = await dto(row);
      if (!attempts.isOwner(attempt, caller, secret)) {
        const share = shareCode === undefined ? undefined : await attempts.records.findShareCode(shareCode);
        if (share?.kind !== 'RESULT' || share.result_id !== row.id) throw notYourResult();
        return { result, review: null, isOwner: false };
      }
      const { content } = await attempts.contentOf(test);
      const uploads = new Map((await attempts.records.uploadsOf(attempt.id)).map((upload) => [upload.id, upload.path]));
      const review = buildReview({
        content,
        seed: attempt.seed,
        answers: JSON.parse(row.answers_json) as Record<string, PlayerAnswer>,
        outcome: parseOutcome(row),
        mediaBaseUrl: attempts.mediaBaseUrl,
        recordingUrl: (uploadId) => {
          const path = uploads.get(uploadId);
          return path === undefined ? null : recordingUrlOf(publicApiUrl, path);
        },
      });
      return { result, review, isOwner: true };
    },

    async draftOfResult(resultId: number, caller: Caller, secret: string | undefined): Promise<AttemptDraftDto> {
      const { row, attempt } = await ownedResult(resultId, caller, secret);
      return attempts.draftOfResult(row, attempt);
    },

    /** A guest attempt (and its result) becomes the signed-in caller's: see AttemptsService.claim. */
    claimAttempt(attemptId: number, secret: string, userId: number): Promise<ClaimedAttemptDto> {
      return attempts.claim(attemptId, secret, userId);
    },

    async mine(userId: number, query: ResultListQuery): Promise<ResultListData> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? PLAYER_RULES.RESULTS_PAGE_SIZE.DEFAULT;
      const total = await results.countOfUser(userId, query.unitTestId);
      const rows =
        total > (page - 1) * pageSize
          ? await results.pageOfUser(userId, (page - 1) * pageSize, pageSize, query.unitTestId)
          : [];
      const items = [];
      for (const row of rows) {
        const { questions: _questions, ...summary } = (await dto(row)).result;
        items.push(summary);
      }
      return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },

    async lastSubmitted(userId: number, idOrSlug: string): Promise<ResultDto | null> {
      const test = /^\d{1,10}$/.test(idOrSlug)
        ? await attempts.records.findTest(Number(idOrSlug))
        : await db.selectFrom('unit_tests').selectAll().where('slug', '=', idOrSlug).executeTakeFirst();
      if (!test) throw new AppError(404, 'NOT_FOUND', 'There is no such unit test.');
      const row = await results.lastOfUser(userId, test.id);
      return row ? (await dto(row)).result : null;
    },

    async shareResult(resultId: number, caller: Caller, secret: string | undefined): Promise<ShareCodeDto> {
      const { row } = await ownedResult(resultId, caller, secret);
      const existing = await attempts.records.findShareCodeBy({
        kind: 'RESULT',
        unitTestId: row.unit_test_id,
        resultId: row.id,
        userId: null,
      });
      const share =
        existing ??
        (await attempts.records.insertShareCode({
          code: randomBytes(16).toString('base64url'),
          kind: 'RESULT',
          unit_test_id: row.unit_test_id,
          result_id: row.id,
          // One code per result, whoever asks for it (owner signed in or with the secret).
          created_by_user_id: null,
          created_at: clock.now().toISOString(),
        }));
      return { code: share.code, kind: 'RESULT', unitTestId: row.unit_test_id, resultId: row.id };
    },

    async sendMail(request: SendMailRequest, caller: Caller): Promise<SendMailData> {
      const { row } = await ownedResult(request.resultId, caller, request.attemptSecret);
      let email = request.email?.trim().toLowerCase();
      if (email === undefined || email === '') {
        const user = row.user_id === null ? undefined : await users.findById(row.user_id);
        email = user?.email ?? undefined;
        if (!email) throw invalidField('email', 'is required (the account has no e-mail address)');
      }
      limiter.consume(RESULT_MAIL_LIMIT, String(row.id));
      const { result } = await dto(row);
      const link = row.user_id !== null ? `${webUrl}/unit-test/mine/${row.id}` : null;
      await mailer.send(resultMail(result, request.locale ?? 'vi', email, link));
      return { destination: maskEmail(email) };
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
