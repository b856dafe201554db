import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isExamTest } from '@contract/catalogue';
import type { RoleCode, Skill } from '@contract/constants';
import { SKILLS } from '@contract/constants';
import type { LeafQuestion } from '@contract/content';
import {
  INTEGRITY_EVENT_KINDS,
  INTEGRITY_VOID_AFTER,
  isAnswered,
  PLAYER_RULES,
  type AttemptDraftDto,
  type AttemptDto,
  type AudioPlayDto,
  type ClaimedAttemptDto,
  type DraftSavedDto,
  type DraftSaveRequest,
  type DraftStateDto,
  type IntegrityEventKind,
  type IntegrityStateDto,
  type OpenAttemptDto,
  type PlayerAnswer,
  type PlayPayload,
  type ShareCodeDto,
  type StartAttemptRequest,
} from '@contract/player';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { CatalogueRepository } from '../catalogue/repository';
import { createResultsRepository, type ResultRow, type ResultsRepository } from '../results/repository';
import { scoreAttempt, storedOutcomeOf } from '../results/outcome';
import { buildPlayView, leavesOf, type AuthoredTestContent, type PlayView } from './attempt-view';
import { createAttemptsRepository, type AttemptRow, type AttemptsRepository, type UnitTestRow } from './repository';

/** Who calls: a signed-in user, or a guest (null). */
export type Caller = { userId: number; role: RoleCode } | null;

const attemptNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such attempt.');
const testNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such unit test.');
const notYours = () =>
  new AppError(
    403,
    'FORBIDDEN',
    'This attempt belongs to someone else: sign in as its owner or send its attemptSecret.',
  );
const ownedByAnother = () =>
  new AppError(409, 'ATTEMPT_ALREADY_OWNED', 'This attempt already belongs to another account.');
const attemptClosed = () =>
  new AppError(409, 'ATTEMPT_CLOSED', 'This attempt was already submitted or voided: open its result instead.');
const attemptExpired = () =>
  new AppError(
    409,
    'ATTEMPT_EXPIRED',
    'The time for this attempt is over: nothing more can be saved; submit it to see the result.',
  );

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The home page shows a few attempts to continue, not a history. */
const OPEN_ATTEMPTS_SHOWN = 3;

function isExamRow(test: Pick<UnitTestRow, 'is_international_exam' | 'unit_test_type'>): boolean {
  return isExamTest({ isInternationalExam: test.is_international_exam === 1, unitTestType: test.unit_test_type });
}

/** The family of a question type, for the answer shape it takes. */
function expectedShape(question: LeafQuestion): keyof AnswerShapes {
  switch (question.type) {
    case 'MR':
      return 'choices';
    case 'TF':
      return 'choice';
    case 'SO':
      return 'gaps';
    case 'SA':
    case 'DS':
    case 'WR1':
      return 'text';
    case 'SL':
      return 'order';
    case 'DD':
    case 'MG':
      return 'pairs';
    case 'FC':
      return 'seen';
    case 'SP1':
    case 'SP2':
    case 'SP3':
    case 'SP4':
      return 'uploadId';
    default:
      return question.type.startsWith('FB') ? 'gaps' : 'choice';
  }
}

interface AnswerShapes {
  choice: string;
  choices: string[];
  gaps: Record<string, string>;
  text: string;
  order: string[];
  pairs: Record<string, string>;
  uploadId: number;
  seen: string[];
}

export interface CloseOptions {
  closedBy: 'USER' | 'DEADLINE' | 'INTEGRITY';
  voidReason?: IntegrityEventKind | null;
  /** The final answers of a submit received in time; the stored draft when omitted. */
  final?: {
    answers: Record<string, PlayerAnswer>;
    currentQuestionId: string | null;
    flags: string[];
    revision: number;
  } | null;
  lateAnswersIgnored?: boolean;
}

export interface AttemptsServiceDeps {
  db: Database;
  catalogue: CatalogueRepository;
  clock: Clock;
  publicApiUrl: string;
  /** Derives attempt secrets (the server's signing secret): a secret can be shown again on resume. */
  secretKey: string;
  /** Set by the classes module once it exists (it is built after this service). */
  hooks?: AttemptHooks;
}

/** What other modules add to taking tests: access through a class, and results handed in to it. */
export interface AttemptHooks {
  /** The signed-in user may take the test without owning it (a class was assigned it). */
  grantsAccess?: (userId: number, unitTestId: number) => Promise<boolean>;
  /** A result was just made (any status). Failures are ignored: the result stands. */
  resultCreated?: (row: ResultRow) => Promise<void>;
}

export function createAttemptsService({
  db,
  catalogue,
  clock,
  publicApiUrl,
  secretKey,
  hooks = {},
}: AttemptsServiceDeps) {
  const attempts: AttemptsRepository = createAttemptsRepository(db);
  const results: ResultsRepository = createResultsRepository(db);
  const mediaBaseUrl = `${publicApiUrl}/media`;
  const graceMs = PLAYER_RULES.DEADLINE_GRACE_SECONDS * 1000;

  // Authored content per test version: drafts are saved every few seconds and each one is checked
  // against the test's question ids, so the parsed content is kept while its hash is unchanged.
  const contentCache = new Map<
    number,
    { hash: string; content: AuthoredTestContent; leaves: Map<string, LeafQuestion> }
  >();

  async function contentOf(test: UnitTestRow) {
    const cached = contentCache.get(test.id);
    if (cached && cached.hash === test.content_hash) return cached;
    const content = await attempts.content(test.id);
    const entry = {
      hash: test.content_hash,
      content,
      leaves: new Map(leavesOf(content).map((leaf) => [leaf.question.id, leaf.question])),
    };
    contentCache.set(test.id, entry);
    return entry;
  }

  async function testOf(attempt: AttemptRow): Promise<UnitTestRow> {
    const test = await attempts.findTest(attempt.unit_test_id);
    if (!test) throw attemptNotFound();
    return test;
  }

  const secretOf = (seed: string) =>
    createHmac('sha256', secretKey).update(`attempt-secret\u0000${seed}`).digest('base64url');

  function isOwner(attempt: AttemptRow, caller: Caller, secret: string | undefined): boolean {
    if (caller !== null && attempt.user_id !== null && caller.userId === attempt.user_id) return true;
    return secret !== undefined && secret !== '' && safeEqual(sha256(secret), attempt.secret_hash);
  }

  /** The attempt, if the caller may act on it (owner's token or the attempt secret). */
  async function owned(attemptId: number, caller: Caller, secret: string | undefined): Promise<AttemptRow> {
    const attempt = await attempts.findAttempt(attemptId);
    if (!attempt) throw attemptNotFound();
    if (!isOwner(attempt, caller, secret)) throw notYours();
    return attempt;
  }

  const now = () => clock.now();
  const pastGrace = (attempt: AttemptRow, at: Date) => at.getTime() > Date.parse(attempt.deadline_at) + graceMs;

  /** Open and within deadline + grace, or the matching 409. */
  function assertWritable(attempt: AttemptRow): void {
    if (attempt.status !== 'OPEN') throw attemptClosed();
    if (pastGrace(attempt, now())) throw attemptExpired();
  }

  function draftOf(attempt: AttemptRow): DraftStateDto {
    return {
      answers: JSON.parse(attempt.answers_json) as Record<string, PlayerAnswer>,
      currentQuestionId: attempt.current_question,
      flags: JSON.parse(attempt.flags_json) as string[],
      revision: attempt.draft_revision,
      savedAt: attempt.draft_saved_at,
    };
  }

  async function attemptDto(attempt: AttemptRow, resultId: number | null): Promise<AttemptDto> {
    return {
      id: attempt.id,
      unitTestId: attempt.unit_test_id,
      status: attempt.status,
      secret: secretOf(attempt.seed),
      startedAt: attempt.started_at,
      deadline: attempt.deadline_at,
      now: now().toISOString(),
      durationMinutes: attempt.duration_minutes,
      defaultDuration: attempt.default_duration === 1,
      audioPlays: await attempts.plays(attempt.id),
      resultId,
      voidReason: attempt.void_reason,
    };
  }

  async function integrityOf(
    attempt: AttemptRow,
    test: UnitTestRow,
    resultId: number | null,
  ): Promise<IntegrityStateDto> {
    const isExam = isExamRow(test);
    const counts = await attempts.eventCounts(attempt.id);
    const remaining = isExam
      ? (Object.fromEntries(
          INTEGRITY_EVENT_KINDS.map((kind) => [kind, Math.max(0, INTEGRITY_VOID_AFTER[kind] - counts[kind])]),
        ) as Record<IntegrityEventKind, number>)
      : null;
    return {
      isExam,
      counts,
      remaining,
      voided: attempt.status === 'VOIDED',
      voidReason: attempt.void_reason,
      resultId,
    };
  }

  /**
   * Closes an open attempt and makes its result, once: the close, the draft read and the insert
   * are one transaction, so a concurrent close (a second submit, the deadline, a voiding event)
   * waits and then finds the result instead of making another.
   */
  async function close(attempt: AttemptRow, options: CloseOptions): Promise<ResultRow> {
    return (await closeOnce(attempt, options)).result;
  }

  /** As `close`, and whether this call made the result (false: another close got there first). */
  async function closeOnce(
    attempt: AttemptRow,
    options: CloseOptions,
  ): Promise<{ result: ResultRow; created: boolean }> {
    const test = await testOf(attempt);
    const { content } = await contentOf(test);
    const closedAt = now();
    const voidReason = options.voidReason ?? null;
    const made = await db.transaction().execute(async (trx) => {
      const txAttempts = createAttemptsRepository(trx);
      const txResults = createResultsRepository(trx);
      const fresh = await txAttempts.findAttempt(attempt.id);
      if (!fresh || fresh.status !== 'OPEN') return undefined;
      const won = await txAttempts.closeAttempt(attempt.id, {
        status: voidReason === null ? 'SUBMITTED' : 'VOIDED',
        closed_at: closedAt.toISOString(),
        void_reason: voidReason,
      });
      if (!won) return undefined;
      const final = options.final ?? null;
      if (final !== null) {
        await txAttempts.updateAttempt(attempt.id, {
          answers_json: JSON.stringify(final.answers),
          current_question: final.currentQuestionId,
          flags_json: JSON.stringify(final.flags),
          draft_revision: Math.max(fresh.draft_revision, final.revision),
          draft_saved_at: closedAt.toISOString(),
        });
      }
      const answers = final?.answers ?? (JSON.parse(fresh.answers_json) as Record<string, PlayerAnswer>);
      const uploads = await txAttempts.uploadsOf(attempt.id);
      const scored = scoreAttempt({
        content,
        seed: fresh.seed,
        answers,
        uploads: new Map(uploads.map((upload) => [upload.id, upload.question_key])),
        test,
      });
      const started = Date.parse(fresh.started_at);
      const limitSeconds = fresh.duration_minutes * 60;
      const ended = Math.min(closedAt.getTime(), Date.parse(fresh.deadline_at));
      return txResults.insert({
        attempt_id: attempt.id,
        unit_test_id: fresh.unit_test_id,
        user_id: fresh.user_id,
        status: voidReason === null ? 'COMPLETED' : 'VOIDED',
        void_reason: voidReason,
        closed_by: options.closedBy,
        late_answers_ignored: options.lateAnswersIgnored ? 1 : 0,
        review_status: scored.counts.PENDING_REVIEW > 0 ? 'AWAITING_REVIEW' : 'COMPLETE',
        score: scored.score,
        percent: scored.percent,
        earned_points: scored.earnedPoints,
        max_points: scored.maxPoints,
        question_count: scored.questions.length,
        correct_count: scored.counts.CORRECT,
        started_at: fresh.started_at,
        submitted_at: closedAt.toISOString(),
        time_taken_seconds: Math.min(limitSeconds, Math.max(0, Math.round((ended - started) / 1000))),
        time_limit_seconds: limitSeconds,
        answers_json: JSON.stringify(answers),
        outcome_json: JSON.stringify(storedOutcomeOf(scored)),
      });
    });
    if (made) {
      // A class's bookkeeping must never cost the learner their result (PUT …/results/add repairs it).
      await hooks.resultCreated?.(made).catch(() => undefined);
      return { result: made, created: true };
    }
    const existing = await results.findByAttempt(attempt.id);
    if (!existing) throw attemptClosed();
    return { result: existing, created: false };
  }

  /** An open attempt past deadline + grace is submitted from its last draft; answers its result then. */
  async function settle(attempt: AttemptRow): Promise<{ attempt: AttemptRow; result: ResultRow | null }> {
    if (attempt.status === 'OPEN' && pastGrace(attempt, now())) {
      const result = await close(attempt, { closedBy: 'DEADLINE' });
      return { attempt: (await attempts.findAttempt(attempt.id)) ?? attempt, result };
    }
    if (attempt.status !== 'OPEN') return { attempt, result: (await results.findByAttempt(attempt.id)) ?? null };
    return { attempt, result: null };
  }

  /**
   * Records an event and, on an exam, voids the attempt when its kind reached the limit. Answers
   * the result when the attempt was closed by it.
   */
  async function recordEvent(
    attempt: AttemptRow,
    test: UnitTestRow,
    kind: IntegrityEventKind,
    source: 'CLIENT' | 'SERVER',
  ): Promise<ResultRow | null> {
    await attempts.addEvent(attempt.id, kind, source, now().toISOString());
    if (!isExamRow(test)) return null;
    const counts = await attempts.eventCounts(attempt.id);
    if (counts[kind] < INTEGRITY_VOID_AFTER[kind]) return null;
    return close(attempt, { closedBy: 'INTEGRITY', voidReason: kind });
  }

  async function payload(
    attempt: AttemptRow,
    test: UnitTestRow,
    resultId: number | null,
    closedAttempt: PlayPayload['closedAttempt'],
    fresh: boolean,
  ): Promise<PlayPayload> {
    const { content, leaves } = await contentOf(test);
    const view: PlayView = buildPlayView(content, { seed: attempt.seed, mediaBaseUrl });
    const skillSet = new Set<Skill>(leavesOf(content).map((leaf) => leaf.question.skill));
    return {
      attempt: await attemptDto(attempt, resultId),
      test: {
        id: test.id,
        slug: test.slug,
        name: test.name,
        nameEn: test.name_en,
        scope: test.scope,
        labels: test.labels,
        testCount: test.test_count,
        unitTestType: test.unit_test_type,
        isInternationalExam: test.is_international_exam === 1,
        isExam: isExamRow(test),
        duration: test.duration,
        // Flashcard decks are not questions to answer (the catalogue counts the same way).
        questionCount: [...leaves.values()].filter((leaf) => leaf.type !== 'FC').length,
        skills: SKILLS.filter((skill) => skillSet.has(skill)),
        hasListening: test.has_listening === 1,
        hasSpeaking: test.has_speaking === 1,
        description: { vi: test.description_vi, en: test.description_en },
      },
      sections: view.sections,
      questionOrder: view.questionOrder,
      draft: fresh ? null : draftOf(attempt),
      integrity: await integrityOf(attempt, test, resultId),
      closedAttempt,
    };
  }

  /** Resumes an attempt: server-detected integrity events, deadline, then the payload. */
  async function resume(
    attempt: AttemptRow,
    test: UnitTestRow,
    deviceId: string | undefined,
    closedAttempt: PlayPayload['closedAttempt'],
  ): Promise<PlayPayload> {
    const settled = await settle(attempt);
    if (settled.attempt.status !== 'OPEN')
      return payload(settled.attempt, test, settled.result?.id ?? null, closedAttempt, false);

    let current = settled.attempt;
    const sameDevice = deviceId !== undefined && current.device_id !== null && deviceId === current.device_id;
    const otherDevice = deviceId !== undefined && current.device_id !== null && deviceId !== current.device_id;
    // A start retried from the same device before anything was saved is not a reload.
    const retriedStart =
      (sameDevice || deviceId === undefined || current.device_id === null) && current.draft_revision === 0;
    let result: ResultRow | null = null;
    if (otherDevice) result = await recordEvent(current, test, 'SECOND_DEVICE', 'SERVER');
    else if (!retriedStart) result = await recordEvent(current, test, 'RELOAD', 'SERVER');
    if (current.device_id === null && deviceId !== undefined && result === null) {
      await attempts.updateAttempt(current.id, { device_id: deviceId });
    }
    current = (await attempts.findAttempt(current.id)) ?? current;
    return payload(current, test, result?.id ?? null, closedAttempt, false);
  }

  async function findTestToStart(idOrSlug: string, caller: Caller): Promise<UnitTestRow> {
    const key = /^\d{1,10}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
    const row = await catalogue.findVisible(key, caller === null ? null : { userId: caller.userId });
    if (!row) throw testNotFound();
    return row;
  }

  async function hasGrant(test: UnitTestRow, caller: Caller, shareCode: string | undefined): Promise<boolean> {
    if (test.access_tier === 'FREE') return true;
    if (caller !== null && (await attempts.ownsTest(caller.userId, test.id))) return true;
    if (caller !== null && (await hooks.grantsAccess?.(caller.userId, test.id))) return true;
    if (shareCode === undefined) return false;
    const share = await attempts.findShareCode(shareCode);
    return share !== undefined && share.kind === 'TEST' && share.unit_test_id === test.id;
  }

  async function assertAccess(
    test: UnitTestRow,
    caller: Caller,
    shareCode: string | undefined,
  ): Promise<number | null> {
    if (await hasGrant(test, caller, shareCode)) {
      const share = shareCode === undefined ? undefined : await attempts.findShareCode(shareCode);
      return share?.kind === 'TEST' && share.unit_test_id === test.id ? share.id : null;
    }
    if (test.access_tier === 'MEMBERSHIP') {
      throw new AppError(
        403,
        'MEMBERSHIP_REQUIRED',
        'This test is for members: a membership (or a shared link) is needed to take it.',
      );
    }
    throw new AppError(
      403,
      'PURCHASE_REQUIRED',
      'This test is sold on its own: buy it (or use a shared link) to take it.',
    );
  }

  async function create(
    test: UnitTestRow,
    caller: Caller,
    request: StartAttemptRequest,
  ): Promise<AttemptRow | undefined> {
    const shareCodeId = await assertAccess(test, caller, request.shareCode);
    const started = now();
    const defaultDuration = test.duration === null || test.duration <= 0;
    const minutes = defaultDuration
      ? PLAYER_RULES.DEFAULT_DURATION_MINUTES
      : (test.duration ?? PLAYER_RULES.DEFAULT_DURATION_MINUTES);
    const seed = randomBytes(16).toString('hex');
    if (caller !== null && test.access_tier === 'FREE')
      await attempts.addFreeOwnership(caller.userId, test.id, started.toISOString());
    return attempts.insertAttempt({
      unit_test_id: test.id,
      user_id: caller?.userId ?? null,
      secret_hash: sha256(secretOf(seed)),
      device_id: request.deviceId ?? null,
      open_key: caller === null ? null : `${caller.userId}:${test.id}`,
      status: 'OPEN',
      seed,
      share_code_id: shareCodeId,
      started_at: started.toISOString(),
      deadline_at: new Date(started.getTime() + minutes * 60_000).toISOString(),
      duration_minutes: minutes,
      default_duration: defaultDuration ? 1 : 0,
      answers_json: '{}',
      current_question: null,
      flags_json: '[]',
      draft_revision: 0,
      draft_saved_at: null,
      void_reason: null,
      closed_at: null,
    });
  }

  /** 400 unless every answer, the current question and every flag name a question of the test, with the family's answer shape. */
  function checkDraft(
    leaves: Map<string, LeafQuestion>,
    input: { answers?: Record<string, PlayerAnswer>; currentQuestionId?: string | null; flags?: string[] },
  ): void {
    for (const [id, answer] of Object.entries(input.answers ?? {})) {
      const question = leaves.get(id);
      if (!question) throw invalidField(`answers.${id}`, 'is not a question of this test');
      const shape = expectedShape(question);
      if (!(shape in answer))
        throw invalidField(`answers.${id}`, `must be { ${shape} } for a ${question.type} question`);
    }
    if (
      input.currentQuestionId !== undefined &&
      input.currentQuestionId !== null &&
      !leaves.has(input.currentQuestionId)
    ) {
      throw invalidField('currentQuestionId', 'is not a question of this test');
    }
    const unknownFlag = input.flags?.find((flag) => !leaves.has(flag));
    if (unknownFlag !== undefined)
      throw invalidField('flags', `names "${unknownFlag}", which is not a question of this test`);
  }

  return {
    owned,
    close,
    closeOnce,
    settle,
    contentOf,
    testOf,
    assertWritable,
    checkDraft,
    mediaBaseUrl,
    isOwner,

    async start(idOrSlug: string, request: StartAttemptRequest, caller: Caller): Promise<PlayPayload> {
      const test = await findTestToStart(idOrSlug, caller);
      if (request.attemptId !== undefined) {
        const attempt = await owned(request.attemptId, caller, request.attemptSecret);
        if (attempt.unit_test_id !== test.id) throw invalidField('attemptId', 'is an attempt of another test');
        return resume(attempt, test, request.deviceId, null);
      }
      let closedAttempt: PlayPayload['closedAttempt'] = null;
      if (caller !== null) {
        const open = await attempts.findOpenAttempt(caller.userId, test.id);
        if (open) {
          if (!pastGrace(open, now())) return resume(open, test, request.deviceId, null);
          const result = await close(open, { closedBy: 'DEADLINE' });
          closedAttempt = { attemptId: open.id, resultId: result.id };
        }
      }
      const created = await create(test, caller, request);
      if (created) return payload(created, test, null, closedAttempt, true);
      // Another request (a second tab) opened one in the meantime: share it.
      const open = caller === null ? undefined : await attempts.findOpenAttempt(caller.userId, test.id);
      if (!open) throw attemptClosed();
      return resume(open, test, request.deviceId, closedAttempt);
    },

    async saveDraft(request: DraftSaveRequest, caller: Caller): Promise<DraftSavedDto> {
      const attempt = await owned(request.attemptId, caller, request.attemptSecret);
      assertWritable(attempt);
      const { leaves } = await contentOf(await testOf(attempt));
      checkDraft(leaves, request);
      const savedAt = now().toISOString();
      const stored = await attempts.saveDraft(attempt.id, {
        answers_json: JSON.stringify(request.answers),
        current_question: request.currentQuestionId,
        flags_json: JSON.stringify([...new Set(request.flags)]),
        draft_revision: request.revision,
        draft_saved_at: savedAt,
      });
      const after = (await attempts.findAttempt(attempt.id)) ?? attempt;
      // Closed between the check and the write (a submit in another tab): say so.
      if (!stored && after.status !== 'OPEN') throw attemptClosed();
      return {
        attemptId: attempt.id,
        revision: after.draft_revision,
        stored,
        savedAt: after.draft_saved_at ?? savedAt,
        deadline: attempt.deadline_at,
        now: now().toISOString(),
      };
    },

    /** GET get-detail/{attemptId}: the live draft; an expired attempt is submitted first. */
    async draftDetail(attemptId: number, caller: Caller, secret: string | undefined): Promise<AttemptDraftDto> {
      const settled = await settle(await owned(attemptId, caller, secret));
      return {
        attempt: await attemptDto(settled.attempt, settled.result?.id ?? null),
        draft: draftOf(settled.attempt),
      };
    },

    async draftOfResult(result: ResultRow, attempt: AttemptRow): Promise<AttemptDraftDto> {
      return { attempt: await attemptDto(attempt, result.id), draft: draftOf(attempt) };
    },

    /** What the home page offers to continue; flashcards neither need nor count as answers. */
    async openAttempts(userId: number): Promise<OpenAttemptDto[]> {
      const rows = await attempts.openAttemptsOf(userId, now().toISOString(), OPEN_ATTEMPTS_SHOWN);
      const open: OpenAttemptDto[] = [];
      for (const attempt of rows) {
        const test = await attempts.findTest(attempt.unit_test_id);
        if (!test || test.retired_at !== null) continue;
        const scored = [...(await contentOf(test)).leaves.values()].filter((leaf) => leaf.type !== 'FC');
        const answers = JSON.parse(attempt.answers_json) as Record<string, PlayerAnswer>;
        open.push({
          attemptId: attempt.id,
          unitTest: { id: test.id, slug: test.slug, name: test.name, nameEn: test.name_en, isExam: isExamRow(test) },
          answeredCount: scored.filter((leaf) => isAnswered(answers[leaf.id])).length,
          questionCount: scored.length,
          startedAt: attempt.started_at,
          savedAt: attempt.draft_saved_at,
          deadlineAt: attempt.deadline_at,
        });
      }
      return open;
    },

    async play(
      attemptId: number,
      request: { attemptSecret?: string; audioId: string },
      caller: Caller,
    ): Promise<AudioPlayDto> {
      const attempt = await owned(attemptId, caller, request.attemptSecret);
      assertWritable(attempt);
      const test = await testOf(attempt);
      const { content } = await contentOf(test);
      const audio = buildPlayView(content, { seed: attempt.seed, mediaBaseUrl }).audio.get(request.audioId);
      if (!audio) throw invalidField('audioId', 'is not an audio of this test');
      const used = await attempts.countPlay(attempt.id, request.audioId, audio.playLimit);
      if (used === null) {
        throw new AppError(
          409,
          'PLAY_LIMIT_REACHED',
          `This recording may be played ${audio.playLimit ?? 0} time(s), and all of them were used.`,
        );
      }
      return {
        audioId: request.audioId,
        playsUsed: used,
        playLimit: audio.playLimit,
        remaining: audio.playLimit === null ? null : Math.max(0, audio.playLimit - used),
      };
    },

    async integrityEvent(
      attemptId: number,
      request: { attemptSecret?: string; kind: IntegrityEventKind },
      caller: Caller,
    ): Promise<IntegrityStateDto> {
      const attempt = await owned(attemptId, caller, request.attemptSecret);
      if (attempt.status !== 'OPEN') throw attemptClosed();
      const test = await testOf(attempt);
      const result = await recordEvent(attempt, test, request.kind, 'CLIENT');
      const after = (await attempts.findAttempt(attempt.id)) ?? attempt;
      const resultId =
        result?.id ?? (after.status === 'OPEN' ? null : ((await results.findByAttempt(after.id))?.id ?? null));
      return integrityOf(after, test, resultId);
    },

    /**
     * Attaches a guest attempt, and its result if any, to the signed-in caller: the attempt
     * secret is the proof. An attempt already the caller's changes nothing; another account's is
     * refused. An open attempt keeps being resumable from this browser either way.
     */
    async claim(attemptId: number, secret: string, userId: number): Promise<ClaimedAttemptDto> {
      const attempt = await attempts.findAttempt(attemptId);
      if (!attempt) throw attemptNotFound();
      if (!safeEqual(sha256(secret), attempt.secret_hash)) throw notYours();
      const answer = async (alreadyYours: boolean): Promise<ClaimedAttemptDto> => ({
        attemptId: attempt.id,
        unitTestId: attempt.unit_test_id,
        resultId: (await results.findByAttempt(attempt.id))?.id ?? null,
        alreadyYours,
      });
      if (attempt.user_id === userId) return answer(true);
      if (attempt.user_id !== null) throw ownedByAnother();
      const claimed = await db.transaction().execute(async (trx) => {
        const txAttempts = createAttemptsRepository(trx);
        const fresh = await txAttempts.findAttempt(attempt.id);
        const slotFree =
          fresh?.status === 'OPEN' && (await txAttempts.findOpenAttempt(userId, attempt.unit_test_id)) === undefined;
        const won = await txAttempts.claimAttempt(
          attempt.id,
          userId,
          slotFree ? `${userId}:${attempt.unit_test_id}` : null,
        );
        if (!won) return false;
        // A result made before or during the claim follows the attempt.
        await createResultsRepository(trx).setOwner(attempt.id, userId);
        return true;
      });
      if (!claimed) {
        const after = await attempts.findAttempt(attempt.id);
        if (after?.user_id === userId) return answer(true);
        throw ownedByAnother();
      }
      const test = await attempts.findTest(attempt.unit_test_id);
      if (test?.access_tier === 'FREE') await attempts.addFreeOwnership(userId, test.id, now().toISOString());
      return answer(false);
    },

    /** A TEST share code of the caller for a test they may take (one per user and test). */
    async shareTest(idOrSlug: string, caller: NonNullable<Caller>): Promise<ShareCodeDto> {
      const test = await findTestToStart(idOrSlug, caller);
      if (!(await hasGrant(test, caller, undefined))) await assertAccess(test, caller, undefined);
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
          created_at: now().toISOString(),
        }));
      return { code: row.code, kind: 'TEST', unitTestId: test.id, resultId: null };
    },

    /**
     * The stored records results and speaking read and write beside the lifecycle: the few
     * operations they need, never the repository itself.
     */
    records: {
      findAttempt: attempts.findAttempt,
      findTest: attempts.findTest,
      findShareCode: attempts.findShareCode,
      findShareCodeBy: attempts.findShareCodeBy,
      insertShareCode: attempts.insertShareCode,
      uploadsOf: attempts.uploadsOf,
      insertUpload: attempts.insertUpload,
      findUpload: attempts.findUpload,
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;
