import type { ActivationGrantDto, ActivationRequest, AdaptiveTestRightDto } from '@contract/activation';
import {
  ACTIVATION_ERROR_CODES,
  isWellFormedActivationCode,
  normaliseActivationCode,
  type ActivationGrantKind,
} from '@contract/activation-rules';
import type { AdaptiveTestDto } from '@contract/adaptive';
import type { QUANTITY_KINDS } from '@contract/constants';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limit';
import { hashCode } from './codes';
import { createActivationRepository, type ActivationCodeRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
type QuantityKind = (typeof QUANTITY_KINDS)[number];

/** A test as a grant names it. */
interface GrantedTest {
  id: number;
  slug: string;
  name: string;
  nameEn: string | null;
}

export interface ActivationDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  /** The HMAC key codes are stored under (`codeKeyOf(config)`). */
  codeKey: string;
  /** A test the student may see, by id (the catalogue's reader). */
  findTest(userId: number, unitTestId: number): Promise<GrantedTest | undefined>;
  /** The catalogue's `grantTest`, the one way a test is granted. */
  grantTest(
    db: Database,
    grant: { userId: number; unitTestId: number; source: 'ACTIVATION_CODE'; at: string },
  ): Promise<boolean>;
  /** The memberships' grant of openings outside a plan. */
  grantQuantity(
    trx: Transaction<DatabaseSchema>,
    userId: number,
    quantity: { kind: QuantityKind; amount: number; days: number },
    now: Date,
  ): Promise<{ expiresAt: string }>;
  /** The adaptive module's test of a key (name and kind). */
  adaptiveTestOf(key: string): AdaptiveTestDto | null;
  /**
   * Called once a code has been used and its grant committed (e.g. to notify the student). Its
   * failure never undoes the activation.
   */
  onCodeActivated?: (userId: number, grant: ActivationGrantDto) => void | Promise<void>;
}

const MESSAGES = {
  INVALID: 'Activation code does not exist or is invalid',
  EXPIRED: 'This activation code has expired.',
  USED_UP: 'This activation code has been used up.',
  USER_LIMIT: 'You have already used this activation code.',
  ALREADY_OWNED: 'You already have what this activation code grants.',
  WRONG_KIND: 'This activation code does not grant an adaptive test.',
} as const;

const refusal = (key: keyof typeof ACTIVATION_ERROR_CODES, status = 409) =>
  new AppError(status, ACTIVATION_ERROR_CODES[key], MESSAGES[key]);

/** How a code is being used: checked only, or used; any kind, or only adaptive tests. */
interface UseMode {
  use: boolean;
  onlyKind?: ActivationGrantKind;
}

/**
 * Activation codes (decision 0044). A code is looked up by its HMAC; a use is one transaction:
 * a conditional update takes one of the code's uses (never past max_uses, never after expiry),
 * the student's use is numbered under a unique key (the per-user rule), and the grant is made
 * through its owner (catalogue, memberships) or here (adaptive test rights). Failed codes count
 * against the caller's account and address (RATE_LIMITS.activationCodePer*).
 */
export function createActivationService(deps: ActivationDeps) {
  const { db, clock, limiter, codeKey } = deps;
  const repository = createActivationRepository(db);

  function assertAllowed(userId: number, ip: string) {
    limiter.assertAllowed(RATE_LIMITS.activationCodePerUser, String(userId));
    limiter.assertAllowed(RATE_LIMITS.activationCodePerIp, ip);
  }

  /** A failure that may be a guess: counted against the caller. */
  function guessed(userId: number, ip: string, error: AppError): AppError {
    limiter.record(RATE_LIMITS.activationCodePerUser, String(userId));
    limiter.record(RATE_LIMITS.activationCodePerIp, ip);
    return error;
  }

  async function describe(row: ActivationCodeRow, userId: number, now: Date): Promise<ActivationGrantDto> {
    const grant: ActivationGrantDto = { kind: row.grant_kind, unitTest: null, quantity: null, adaptiveTest: null };
    if (row.grant_kind === 'TEST' && row.unit_test_id !== null) {
      const test = await deps.findTest(userId, row.unit_test_id);
      if (!test) throw refusal('INVALID', 404);
      grant.unitTest = test;
    } else if (row.grant_kind === 'QUANTITY' && row.quantity_kind && row.quantity_amount && row.quantity_days) {
      grant.quantity = {
        kind: row.quantity_kind,
        amount: row.quantity_amount,
        expiresAt: new Date(now.getTime() + row.quantity_days * DAY_MS).toISOString(),
      };
    } else if (row.grant_kind === 'ADAPTIVE_TEST' && row.adaptive_test_key) {
      const test = deps.adaptiveTestOf(row.adaptive_test_key);
      if (!test) throw refusal('INVALID', 404);
      grant.adaptiveTest = { key: test.key, name: test.name };
    } else {
      throw refusal('INVALID', 404);
    }
    return grant;
  }

  /** Inside the use's transaction: the grant itself. */
  async function give(
    trx: Transaction<DatabaseSchema>,
    row: ActivationCodeRow,
    userId: number,
    grant: ActivationGrantDto,
    now: Date,
  ): Promise<ActivationGrantDto> {
    const at = now.toISOString();
    if (grant.unitTest) {
      const granted = await deps.grantTest(trx, {
        userId,
        unitTestId: grant.unitTest.id,
        source: 'ACTIVATION_CODE',
        at,
      });
      if (!granted) throw refusal('ALREADY_OWNED');
      return grant;
    }
    if (grant.quantity && row.quantity_kind && row.quantity_amount && row.quantity_days) {
      const { expiresAt } = await deps.grantQuantity(
        trx,
        userId,
        { kind: row.quantity_kind, amount: row.quantity_amount, days: row.quantity_days },
        now,
      );
      return { ...grant, quantity: { ...grant.quantity, expiresAt } };
    }
    if (grant.adaptiveTest) {
      const granted = await createActivationRepository(trx).grantAdaptiveTest({
        user_id: userId,
        test_key: grant.adaptiveTest.key,
        code_id: row.id,
        granted_at: at,
      });
      if (!granted) throw refusal('ALREADY_OWNED');
      return grant;
    }
    throw refusal('INVALID', 404);
  }

  async function run(userId: number, ip: string, request: ActivationRequest, mode: UseMode) {
    assertAllowed(userId, ip);
    const canonical = normaliseActivationCode(request.code.trim());
    if (!isWellFormedActivationCode(canonical)) throw guessed(userId, ip, refusal('INVALID', 404));
    const row = await repository.findByHash(hashCode(codeKey, canonical));
    // A code of another site is as unknown here as one that does not exist.
    if (!row || row.site !== request.site) throw guessed(userId, ip, refusal('INVALID', 404));
    if (mode.onlyKind && row.grant_kind !== mode.onlyKind) throw refusal('WRONG_KIND');
    const now = clock.now();
    const at = now.toISOString();
    if (row.expires_at <= at) throw guessed(userId, ip, refusal('EXPIRED'));
    if (row.used_count >= row.max_uses) throw guessed(userId, ip, refusal('USED_UP'));
    const taken = await repository.usesBy(row.id, userId);
    if (taken >= row.per_user_limit) throw refusal('USER_LIMIT');
    const grant = await describe(row, userId, now);
    if (grant.adaptiveTest && (await repository.hasAdaptiveTest(userId, grant.adaptiveTest.key))) {
      throw refusal('ALREADY_OWNED');
    }
    if (!mode.use) return grant;

    const given = await db.transaction().execute(async (trx) => {
      const tx = createActivationRepository(trx);
      // The checks above were a read: a concurrent use may have taken the last one since.
      if (!(await tx.takeUse(row.id, at))) throw refusal(row.expires_at <= at ? 'EXPIRED' : 'USED_UP');
      const slot = (await tx.usesBy(row.id, userId)) + 1;
      if (slot > row.per_user_limit || !(await tx.recordUse({ code_id: row.id, user_id: userId, slot, used_at: at }))) {
        throw refusal('USER_LIMIT');
      }
      return give(trx, row, userId, grant, now);
    });
    if (deps.onCodeActivated) {
      try {
        await deps.onCodeActivated(userId, given);
      } catch {
        // The grant stands; whoever listens reports its own failures.
      }
    }
    return given;
  }

  return {
    /** POST /itf/active-codes/active: uses a code of any kind. */
    activate: (userId: number, ip: string, request: ActivationRequest) => run(userId, ip, request, { use: true }),
    /** POST /itf/active-codes/validate: what the code would grant, without using it. */
    validate: (userId: number, ip: string, request: ActivationRequest) => run(userId, ip, request, { use: false }),
    /** POST /itf/active-codes/active-adaptive-test: uses a code that grants an adaptive test. */
    activateAdaptiveTest: (userId: number, ip: string, request: ActivationRequest) =>
      run(userId, ip, request, { use: true, onlyKind: 'ADAPTIVE_TEST' }),
    /** POST /itf/active-codes/user-active-adaptive-test: the adaptive tests the student has. */
    async adaptiveTests(userId: number): Promise<AdaptiveTestRightDto[]> {
      const rows = await repository.adaptiveRights(userId);
      return rows.flatMap((row) => {
        const test = deps.adaptiveTestOf(row.test_key);
        return test ? [{ key: test.key, name: test.name, grantedAt: row.granted_at }] : [];
      });
    },
  };
}

export type ActivationService = ReturnType<typeof createActivationService>;
