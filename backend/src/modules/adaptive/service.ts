import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ADAPTIVE_ANSWER_GRACE_MS, ADAPTIVE_TEST_FACTS, adaptiveKeyOfOffer } from '@contract/adaptive-rules';
import type {
  AdaptiveAnswerRequest,
  AdaptiveAttemptDto,
  AdaptiveResultDto,
  AdaptiveTestDto,
  AdaptiveTestKey,
} from '@contract/adaptive';
import type { PlayLeafQuestion } from '@contract/attempts';
import type { LeafQuestion } from '@contract/content';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { buildPlayView, toAuthoredAnswer, type Caller } from '../attempts';
import { scoreLeaf } from '../scoring';
import { loadBank, type BankItem } from './bank';
import { GENERAL_CONFIG, PLACEMENT_CONFIG } from './configs';
import {
  eap,
  estimateRemaining,
  selectNext,
  stopReason,
  type CatConfig,
  type CatSkill,
  type ItemResponse,
  type StopReason,
} from './engine';
import { cefrScale, CEFR_LEVELS, scoreResult, type CefrLevel } from './scoring';
import { adaptiveDatabase, type AdaptiveDatabase } from './tables';

interface TestDefinition {
  dto: AdaptiveTestDto;
  config: CatConfig;
  /** The bank's levels this test draws on. */
  levels: readonly CefrLevel[];
  signInRequired: boolean;
}

/** What the adaptive test's stop reasons add to the engine's: the clock ran out. */
type EndReason = StopReason | 'TIME_LIMIT';

const MINUTE_MS = 60_000;

function definition(
  key: AdaptiveTestKey,
  name: AdaptiveTestDto['name'],
  config: CatConfig,
  levels: readonly CefrLevel[],
): TestDefinition {
  const facts = ADAPTIVE_TEST_FACTS[key];
  const own: CatConfig = { ...config, minLength: facts.minLength, maxLength: facts.maxLength };
  return {
    dto: {
      key,
      kind: facts.kind,
      name,
      minLength: own.minLength,
      maxLength: own.maxLength,
      seThreshold: own.seThreshold,
      timeLimitMinutes: facts.timeLimitMinutes,
      rightRequired: facts.rightRequired,
    },
    config: own,
    levels,
    signInRequired: facts.signInRequired,
  };
}

/**
 * The tests on the bank: the two placement tests of the spec's query keys (open to everyone) and
 * the level test (signed in, unlocked by a code, 40 minutes; decision 0052). Lengths, limits and
 * rights are the contract's ADAPTIVE_TEST_FACTS.
 */
const TESTS: Record<AdaptiveTestKey, TestDefinition> = {
  // Young learners: shorter, and no C1 items.
  '60': definition('60', { vi: 'Kiểm tra xếp lớp tiểu học', en: 'Primary placement test' }, PLACEMENT_CONFIG, [
    'A1',
    'A2',
    'B1',
    'B2',
  ]),
  '61': definition('61', { vi: 'Kiểm tra xếp lớp', en: 'Placement test' }, PLACEMENT_CONFIG, CEFR_LEVELS),
  level: definition(
    'level',
    { vi: 'Kiểm tra trình độ thích ứng', en: 'Adaptive level test' },
    GENERAL_CONFIG,
    CEFR_LEVELS,
  ),
};

/** What an adaptive test costs (VND), by offer id (contract ADAPTIVE_OFFER_IDS): the server's prices. */
const PRICES: Partial<Record<AdaptiveTestKey, number>> = { level: 99_000 };

/** The adaptive test an order line sells, with its name and price; null for no such offer. */
export function adaptiveOfferOf(
  id: number,
): { key: AdaptiveTestKey; name: AdaptiveTestDto['name']; price: number } | null {
  const key = adaptiveKeyOfOffer(id);
  const price = key === null ? undefined : PRICES[key];
  return key === null || price === undefined ? null : { key, name: TESTS[key].dto.name, price };
}

/** The test of a key (its name, kind and lengths), or null for an unknown key: what codes grant. */
export function adaptiveTestOf(key: string): AdaptiveTestDto | null {
  return Object.hasOwn(TESTS, key) ? TESTS[key as AdaptiveTestKey].dto : null;
}

export interface AdaptiveDeps {
  db: Database;
  clock: Clock;
  contentDir: string;
  publicApiUrl: string;
  /** Whether the student holds the right to a test (adaptive_test_rights, read through its owner). */
  hasRight(userId: number, key: AdaptiveTestKey): Promise<boolean>;
  /** Uniform in [0, 1) for the randomesque draw; Math.random unless a test replays a run. */
  random?: () => number;
}

type AttemptRow = {
  id: number;
  test_key: string;
  user_id: number | null;
  secret: string;
  seed: string;
  status: 'OPEN' | 'FINISHED';
  current_item_id: string | null;
  result_json: string | null;
  started_at: string;
};

function isTestKey(key: string): key is AdaptiveTestKey {
  return key in TESTS;
}

function sameSecret(stored: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createAdaptiveService({
  db: base,
  clock,
  contentDir,
  publicApiUrl,
  hasRight,
  random = Math.random,
}: AdaptiveDeps) {
  const db: AdaptiveDatabase = adaptiveDatabase(base);
  const mediaBaseUrl = `${publicApiUrl}/media`;
  let bankPromise: Promise<Map<string, BankItem>> | null = null;

  /**
   * The bank from the database, filled from the content files the first time: new items are
   * added, existing ones get the current question text and, while still provisional, the
   * file's parameters (calibrated parameters are kept).
   */
  async function syncBank(): Promise<Map<string, BankItem>> {
    const { items, problems } = loadBank(contentDir);
    if (problems.length > 0) throw new Error(`The adaptive item bank has ${problems.length} problem(s); run bench:cat`);
    for (const item of items) {
      const question_json = JSON.stringify(item.question);
      await db
        .insertInto('adaptive_items')
        .values({ id: item.id, skill: item.skill, level: item.level, a: item.a, b: item.b, c: item.c, question_json })
        .onConflict((oc) => oc.column('id').doUpdateSet({ question_json, skill: item.skill, level: item.level }))
        .execute();
      await db
        .updateTable('adaptive_items')
        .set({ a: item.a, b: item.b, c: item.c })
        .where('id', '=', item.id)
        .where('provisional', '=', 1)
        .execute();
    }
    const rows = await db.selectFrom('adaptive_items').selectAll().execute();
    return new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          a: row.a,
          b: row.b,
          c: row.c,
          skill: row.skill as CatSkill,
          level: row.level as CefrLevel,
          question: JSON.parse(row.question_json) as LeafQuestion,
          provisional: row.provisional === 1,
          misfit: row.misfit === 1,
        },
      ]),
    );
  }

  function bank(): Promise<Map<string, BankItem>> {
    bankPromise ??= syncBank().catch((error: unknown) => {
      bankPromise = null;
      throw error;
    });
    return bankPromise;
  }

  function testOf(key: string): TestDefinition {
    if (!isTestKey(key)) throw new AppError(404, 'NOT_FOUND', 'No such adaptive test.');
    return TESTS[key];
  }

  /** The items a test may still choose from: its levels, without those calibration flagged as misfitting. */
  function itemsOf(items: Map<string, BankItem>, test: TestDefinition): BankItem[] {
    return [...items.values()].filter((item) => !item.misfit && test.levels.includes(item.level));
  }

  /** When a timed attempt ends; null without a time limit. */
  function endsAtOf(test: TestDefinition, attempt: Pick<AttemptRow, 'started_at'>): Date | null {
    const minutes = test.dto.timeLimitMinutes;
    return minutes === null ? null : new Date(Date.parse(attempt.started_at) + minutes * MINUTE_MS);
  }

  /** Ends an open attempt whose time ran out (past the grace): scored on what was answered. */
  async function expireIfDue(trx: AdaptiveDatabase, attempt: AttemptRow): Promise<AttemptRow> {
    const endsAt = endsAtOf(testOf(attempt.test_key), attempt);
    if (attempt.status !== 'OPEN' || !endsAt) return attempt;
    if (clock.now().getTime() <= endsAt.getTime() + ADAPTIVE_ANSWER_GRACE_MS) return attempt;
    const responses = await responsesOf(trx, attempt.id, await bank());
    const estimate = eap(responses);
    await trx
      .updateTable('adaptive_attempts')
      .set({
        theta: estimate.theta,
        se: estimate.se,
        current_item_id: null,
        status: 'FINISHED',
        stop_reason: 'TIME_LIMIT',
        finished_at: endsAt.toISOString(),
        result_json: JSON.stringify(resultDto(responses, 'TIME_LIMIT')),
      })
      .where('id', '=', attempt.id)
      .where('status', '=', 'OPEN')
      .execute();
    return loadAttempt(trx, attempt.id);
  }

  async function responsesOf(trx: AdaptiveDatabase, attemptId: number, items: Map<string, BankItem>) {
    const rows = await trx
      .selectFrom('adaptive_responses')
      .select(['item_id', 'correct'])
      .where('attempt_id', '=', attemptId)
      .orderBy('position')
      .execute();
    return rows.flatMap((row): ItemResponse[] => {
      const item = items.get(row.item_id);
      return item ? [{ item, correct: row.correct === 1 }] : [];
    });
  }

  /** The next item by the engine, with the bank's exposure so far; counts its administration. */
  async function administerNext(
    trx: AdaptiveDatabase,
    pool: readonly BankItem[],
    responses: readonly ItemResponse[],
    theta: number,
    config: CatConfig,
  ): Promise<BankItem | null> {
    const counts = await trx.selectFrom('adaptive_items').select(['id', 'exposure_count']).execute();
    const examinees = await trx
      .selectFrom('adaptive_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const exposure = {
      counts: new Map(counts.map((row) => [row.id, row.exposure_count])),
      examinees: Number(examinees.n),
    };
    const next = selectNext({ bank: pool, responses, theta, config, exposure, random }) as BankItem | null;
    if (next) {
      await trx
        .updateTable('adaptive_items')
        .set((eb) => ({ exposure_count: eb('exposure_count', '+', 1) }))
        .where('id', '=', next.id)
        .execute();
    }
    return next;
  }

  function resultDto(responses: readonly ItemResponse[], reason: EndReason): AdaptiveResultDto {
    const result = scoreResult(responses);
    const bands = cefrScale.levels.map((level, index) => ({
      level,
      from: index === 0 ? cefrScale.scoreRange.min : cefrScale.toScore(cefrScale.cuts[index - 1] ?? 0),
    }));
    return {
      theta: result.theta,
      se: result.se,
      interval: result.interval,
      score: result.score,
      scoreInterval: result.scoreInterval,
      scale: {
        name: 'Adaptive scale 0–100',
        ...cefrScale.scoreRange,
        bands,
        source: cefrScale.source,
        date: cefrScale.date,
      },
      level: result.level,
      levels: CEFR_LEVELS.map((level) => ({ level, probability: result.levelProbabilities[level] })),
      skills: result.skills,
      items: responses.length,
      stopReason: reason,
    };
  }

  function playItem(item: BankItem, seed: string, number: number): PlayLeafQuestion {
    const view = buildPlayView(
      { sections: [{ id: 'adaptive', title: { vi: '', en: '' }, questions: [item.question] }] },
      { seed, mediaBaseUrl },
    );
    const question = view.sections[0]?.questions[0];
    if (!question || question.type === 'LS' || question.type === 'MIX')
      throw new Error(`Item ${item.id} has no play form`);
    return { ...question, number };
  }

  async function view(trx: AdaptiveDatabase, attempt: AttemptRow): Promise<AdaptiveAttemptDto> {
    const test = testOf(attempt.test_key);
    const items = await bank();
    const responses = await responsesOf(trx, attempt.id, items);
    const current = attempt.current_item_id ? items.get(attempt.current_item_id) : undefined;
    const open = attempt.status === 'OPEN' && current !== undefined;
    const estimate = eap(responses);
    const left = open ? estimateRemaining(responses.length, estimate, itemsOf(items, test), test.config) : 0;
    return {
      attemptId: attempt.id,
      attemptSecret: attempt.secret,
      test: test.dto,
      status: open ? 'OPEN' : 'FINISHED',
      answered: responses.length,
      questionNumber: open ? responses.length + 1 : responses.length,
      remaining: {
        // The question on screen counts: at least one is left while open.
        estimate: open ? Math.max(1, left) : 0,
        max: open ? test.config.maxLength - responses.length : 0,
      },
      startedAt: attempt.started_at,
      endsAt: endsAtOf(test, attempt)?.toISOString() ?? null,
      serverTime: clock.now().toISOString(),
      item: open && current ? playItem(current, attempt.seed, responses.length + 1) : null,
      result: attempt.result_json ? (JSON.parse(attempt.result_json) as AdaptiveResultDto) : null,
    };
  }

  async function loadAttempt(trx: AdaptiveDatabase, id: number): Promise<AttemptRow> {
    const attempt = await trx
      .selectFrom('adaptive_attempts')
      .select(['id', 'test_key', 'user_id', 'secret', 'seed', 'status', 'current_item_id', 'result_json', 'started_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!attempt) throw new AppError(404, 'NOT_FOUND', 'No such attempt.');
    return attempt;
  }

  /** The attempt, for its owner (signed in) or whoever holds its secret (guests). */
  async function attemptFor(
    trx: AdaptiveDatabase,
    id: number,
    caller: Caller,
    secret: string | undefined,
  ): Promise<AttemptRow> {
    const attempt = await loadAttempt(trx, id);
    const owner = caller !== null && attempt.user_id === caller.userId;
    if (!owner && !sameSecret(attempt.secret, secret)) {
      throw new AppError(403, 'FORBIDDEN', 'This attempt belongs to someone else.');
    }
    return attempt;
  }

  return {
    async start(key: string, caller: Caller): Promise<AdaptiveAttemptDto> {
      const test = testOf(key);
      if (test.signInRequired && caller === null) {
        throw new AppError(401, 'UNAUTHORIZED', 'Sign in to take the adaptive level test.');
      }
      if (test.dto.rightRequired && !(caller && (await hasRight(caller.userId, test.dto.key)))) {
        throw new AppError(403, 'ADAPTIVE_TEST_LOCKED', 'Unlock this test with an activation code first.');
      }
      const items = await bank();
      const pool = itemsOf(items, test);
      if (pool.length === 0) throw new AppError(404, 'NOT_FOUND', 'This test has no questions yet.');
      return db.transaction().execute(async (trx) => {
        if (caller) {
          const open = await trx
            .selectFrom('adaptive_attempts')
            .select('id')
            .where('user_id', '=', caller.userId)
            .where('test_key', '=', key)
            .where('status', '=', 'OPEN')
            .orderBy('id', 'desc')
            .executeTakeFirst();
          if (open) {
            const resumed = await expireIfDue(trx, await loadAttempt(trx, open.id));
            // A timed attempt that ran out while away shows its result; Start again begins a new one.
            return view(trx, resumed);
          }
        }
        const first = await administerNext(trx, pool, [], 0, test.config);
        const inserted = await trx
          .insertInto('adaptive_attempts')
          .values({
            test_key: key,
            user_id: caller?.userId ?? null,
            secret: randomBytes(24).toString('base64url'),
            seed: randomBytes(12).toString('base64url'),
            status: 'OPEN',
            current_item_id: first?.id ?? null,
            started_at: clock.now().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return view(trx, await loadAttempt(trx, inserted.id));
      });
    },

    async current(id: number, caller: Caller, secret: string | undefined): Promise<AdaptiveAttemptDto> {
      await bank();
      return db
        .transaction()
        .execute(async (trx) => view(trx, await expireIfDue(trx, await attemptFor(trx, id, caller, secret))));
    },

    async answer(id: number, request: AdaptiveAnswerRequest, caller: Caller, headerSecret: string | undefined) {
      const items = await bank();
      return db.transaction().execute(async (trx) => {
        const attempt = await expireIfDue(
          trx,
          await attemptFor(trx, id, caller, request.attemptSecret ?? headerSecret),
        );
        const test = testOf(attempt.test_key);
        const current = attempt.current_item_id ? items.get(attempt.current_item_id) : undefined;
        if (attempt.status !== 'OPEN' || !current) {
          throw new AppError(409, 'ATTEMPT_CLOSED', 'This test has ended; its result is ready.');
        }
        const responses = await responsesOf(trx, attempt.id, items);
        if (request.questionNumber !== responses.length + 1) {
          throw new AppError(
            409,
            'ADAPTIVE_ITEM_MISMATCH',
            `Question ${request.questionNumber} is not on screen; question ${responses.length + 1} is.`,
          );
        }
        const score = scoreLeaf(current.question, toAuthoredAnswer(current.question, request.answer, attempt.seed));
        const correct = score.max > 0 && score.earned >= score.max;
        const all = [...responses, { item: current, correct }];
        const estimate = eap(all);
        const now = clock.now().toISOString();
        // The answer is stored first; only then is the next item chosen, in the same transaction.
        await trx
          .insertInto('adaptive_responses')
          .values({
            attempt_id: attempt.id,
            position: all.length,
            item_id: current.id,
            answer_json: JSON.stringify(request.answer),
            correct: correct ? 1 : 0,
            theta_after: estimate.theta,
            se_after: estimate.se,
            answered_at: now,
          })
          .execute();
        const pool = itemsOf(items, test);
        const given = new Set(all.map((r) => r.item.id));
        const endsAt = endsAtOf(test, attempt);
        // An answer inside the grace after the deadline counts, and is the last one.
        let reason: EndReason | null =
          endsAt && clock.now().getTime() >= endsAt.getTime()
            ? 'TIME_LIMIT'
            : stopReason(all.length, estimate, test.config, pool.filter((item) => !given.has(item.id)).length);
        const next = reason ? null : await administerNext(trx, pool, all, estimate.theta, test.config);
        if (!reason && !next) reason = 'BANK_EXHAUSTED';
        await trx
          .updateTable('adaptive_attempts')
          .set({
            theta: estimate.theta,
            se: estimate.se,
            current_item_id: next?.id ?? null,
            ...(reason
              ? {
                  status: 'FINISHED' as const,
                  stop_reason: reason,
                  finished_at: now,
                  result_json: JSON.stringify(resultDto(all, reason)),
                }
              : {}),
          })
          .where('id', '=', attempt.id)
          .execute();
        return view(trx, await loadAttempt(trx, attempt.id));
      });
    },

    async result(id: number, caller: Caller, secret: string | undefined): Promise<AdaptiveResultDto> {
      const attempt = await db
        .transaction()
        .execute(async (trx) => expireIfDue(trx, await attemptFor(trx, id, caller, secret)));
      if (!attempt.result_json) throw new AppError(409, 'ADAPTIVE_NOT_FINISHED', 'The test has not ended yet.');
      return JSON.parse(attempt.result_json) as AdaptiveResultDto;
    },
  };
}

export type AdaptiveService = ReturnType<typeof createAdaptiveService>;
