import {
  PLAYER_RULES,
  type AttemptDraftDto,
  type PlayerAnswer,
  type ResultDetailDto,
  type ResultDto,
  type ResultListData,
  type ResultListQuery,
  type SubmitRequest,
  type SubmitResultData,
} from '@contract/player';
import { AppError } from '../../lib/errors';
import type { UserById } from '../account';
import type { Access } from './access';
import type { Caller } from './caller';
import type { AttemptClock } from './clock';
import type { Closing } from './close';
import type { ContentStore } from './content';
import { checkDraft } from './drafts';
import { notYourResult, resultNotFound } from './errors';
import { buildReview, parseOutcome, toResultDto } from './outcome';
import type { Play } from './play';
import type { AttemptRow, AttemptsRepository, UnitTestRow } from './repository';
import type { ResultRow, ResultsRepository } from './results-repository';

export interface ResultReaderDeps {
  attempts: AttemptsRepository;
  results: ResultsRepository;
  access: Access;
}

/** A result as the API answers it, and the owner's check on a result. */
export function createResultReader({ attempts, results, access }: ResultReaderDeps) {
  return {
    async dto(row: ResultRow): Promise<{ result: ResultDto; test: UnitTestRow }> {
      const test = await attempts.findTest(row.unit_test_id);
      if (!test) throw resultNotFound();
      return { result: toResultDto(row, test), test };
    },

    /** The result and its attempt, when the caller owns them (token or attempt secret). */
    async ownedResult(
      resultId: number,
      caller: Caller,
      secret: string | undefined,
    ): Promise<{ row: ResultRow; attempt: AttemptRow }> {
      const row = await results.findById(resultId);
      if (!row) throw resultNotFound();
      const attempt = await attempts.findAttempt(row.attempt_id);
      if (!attempt) throw resultNotFound();
      if (!access.isOwner(attempt, caller, secret)) throw notYourResult();
      return { row, attempt };
    },
  };
}

export type ResultReader = ReturnType<typeof createResultReader>;

export interface ResultsDeps {
  attempts: AttemptsRepository;
  results: ResultsRepository;
  access: Access;
  clock: AttemptClock;
  content: ContentStore;
  closing: Closing;
  play: Play;
  reader: ResultReader;
  /** The owner's name on a result shared with it. */
  users: UserById;
  /** The signed link to a stored recording. */
  recordingUrl: (path: string) => string;
  mediaBaseUrl: string;
}

/** Submits, a result with its review, the draft it was closed with, and the caller's results. */
export function createResults({
  attempts,
  results,
  access,
  clock,
  content,
  closing,
  play,
  reader,
  users,
  recordingUrl,
  mediaBaseUrl,
}: ResultsDeps) {
  const { dto } = reader;

  return {
    /**
     * One result per attempt, whatever arrives: a key seen before answers its result; a closed
     * attempt answers its result; otherwise the attempt is closed now (from the body's answers
     * when they came in time, else from the last draft).
     */
    async submit(request: SubmitRequest, caller: Caller): Promise<SubmitResultData> {
      const attempt = await access.owned(request.attemptId, caller, request.attemptSecret);
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
        const late = clock.pastGrace(attempt);
        const hasAnswers = request.answers !== undefined;
        if (hasAnswers && !late) {
          const { leaves } = await content.contentOf(await content.testOf(attempt));
          checkDraft(leaves, request);
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
        const closed = await closing.closeOnce(attempt, {
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
      const attempt = await attempts.findAttempt(row.attempt_id);
      if (!attempt) throw resultNotFound();
      const { result, test } = await dto(row);
      if (!access.isOwner(attempt, caller, secret)) {
        const share = shareCode === undefined ? undefined : await attempts.findShareCode(shareCode);
        if (share?.kind !== 'RESULT' || share.result_id !== row.id) throw notYourResult();
        const owner = share.show_name === 1 && row.user_id !== null ? await users.findById(row.user_id) : undefined;
        return { result, review: null, isOwner: false, sharedBy: owner?.fullName ?? null };
      }
      const { content: authored } = await content.contentOf(test);
      const uploads = new Map((await attempts.uploadsOf(attempt.id)).map((upload) => [upload.id, upload.path]));
      const review = buildReview({
        content: authored,
        seed: attempt.seed,
        answers: JSON.parse(row.answers_json) as Record<string, PlayerAnswer>,
        outcome: parseOutcome(row),
        mediaBaseUrl,
        recordingUrl: (uploadId) => {
          const path = uploads.get(uploadId);
          return path === undefined ? null : recordingUrl(path);
        },
      });
      return { result, review, isOwner: true, sharedBy: null };
    },

    async draftOfResult(resultId: number, caller: Caller, secret: string | undefined): Promise<AttemptDraftDto> {
      const { row, attempt } = await reader.ownedResult(resultId, caller, secret);
      return play.draftOfResult(row, attempt);
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
        ? await attempts.findTest(Number(idOrSlug))
        : await attempts.findTestBySlug(idOrSlug);
      if (!test) throw new AppError(404, 'NOT_FOUND', 'There is no such unit test.');
      const row = await results.lastOfUser(userId, test.id);
      return row ? (await dto(row)).result : null;
    },
  };
}
