import type { MembershipStateDto, QuantityUseDto } from '@contract/commerce';
import type { AccessTier } from '@contract/catalogue';
import { QUANTITY_KINDS } from '@contract/constants';
import type { OpenWith } from '@contract/commerce-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { vietnamDay } from '../../lib/clock';
import type { MembershipsRepository } from './repository';

type QuantityKind = (typeof QUANTITY_KINDS)[number];
type SpendKind = 'QUANTITY_SILVER' | 'QUANTITY_GOLD';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAILY_CAP_OF: Record<SpendKind, QuantityKind> = {
  QUANTITY_SILVER: 'QUANTITY_SILVER_LIMIT',
  QUANTITY_GOLD: 'QUANTITY_GOLD_LIMIT',
};

/** A test as far as opening it is concerned. */
export interface OpenableTest {
  id: number;
  accessTier: AccessTier;
  unitType: 'PRACTICE' | 'TEST';
}

export interface PlanToGrant {
  id: number;
  durationDays: number;
  quantities: { kind: QuantityKind; amount: number }[];
}

export interface MembershipsServiceDeps {
  db: Database;
  repository: MembershipsRepository;
  clock: Clock;
  /**
   * The catalogue's `grantTest` (the one way a test is granted), passed in: the catalogue reads
   * memberships to open tests, so memberships cannot import it back.
   */
  grantTest(
    db: Database,
    grant: { userId: number; unitTestId: number; source: 'MEMBERSHIP'; at: string },
  ): Promise<boolean>;
}

/**
 * Memberships and quantities (decision 0015). A plan bought starts when the caller's last
 * membership ends (or now) and grants its quantities for its duration. Members' practice opens
 * with an active plan alone; a members' mock exam spends one QUANTITY_SILVER, a PAID test one
 * QUANTITY_GOLD (only when the caller says so), each also counted against the kind's daily cap
 * (the _LIMIT kinds, summed over running grants). Spending is one transaction of conditional
 * updates, so nothing goes below zero or over the cap however many calls race.
 */
export function createMembershipsService({ db, repository, clock, grantTest }: MembershipsServiceDeps) {
  /** What opening a test would spend for this caller now, before checking what is left. */
  function kindFor(test: OpenableTest): 'MEMBERSHIP' | SpendKind | null {
    if (test.accessTier === 'MEMBERSHIP') return test.unitType === 'PRACTICE' ? 'MEMBERSHIP' : 'QUANTITY_SILVER';
    if (test.accessTier === 'PAID') return 'QUANTITY_GOLD';
    return null;
  }

  async function balances(userId: number, now: Date) {
    const at = now.toISOString();
    const grants = await repository.activeGrants(userId, at);
    const day = vietnamDay(now);
    return Promise.all(
      QUANTITY_KINDS.map(async (kind) => {
        const own = grants.filter((grant) => grant.kind === kind);
        const granted = own.reduce((sum, grant) => sum + grant.granted, 0);
        const expiresAt = own.reduce<string | null>(
          (last, grant) => (last && last > grant.expires_at ? last : grant.expires_at),
          null,
        );
        if (kind === 'QUANTITY_SILVER_LIMIT' || kind === 'QUANTITY_GOLD_LIMIT') {
          const used = granted === 0 ? 0 : await repository.usedToday(userId, kind, day);
          return { kind, granted, used, left: Math.max(0, granted - used), expiresAt };
        }
        const left = own.reduce((sum, grant) => sum + grant.remaining, 0);
        return { kind, granted, used: granted - left, left, expiresAt };
      }),
    );
  }

  /**
   * The running plan (or, with none, the last one) and when membership ends: stacked plans run
   * on, so expiresAt is the end of the last one.
   */
  async function membershipState(userId: number, now: Date): Promise<MembershipStateDto> {
    const latest = await repository.latestMembership(userId);
    if (!latest) return { active: false, plan: null, startsAt: null, expiresAt: null };
    const current = await repository.currentMembership(userId, now.toISOString());
    const shown = current ?? latest;
    return {
      active: current !== undefined,
      plan: { id: shown.package_id, code: shown.code, name: { vi: shown.name_vi, en: shown.name_en } },
      startsAt: shown.starts_at,
      expiresAt: latest.expires_at,
    };
  }

  async function spend(
    trx: Transaction<DatabaseSchema>,
    userId: number,
    kind: SpendKind,
    unitTestId: number | null,
    now: Date,
  ) {
    const at = now.toISOString();
    const grants = await repository.activeGrants(userId, at, trx);
    const cap = grants
      .filter((grant) => grant.kind === DAILY_CAP_OF[kind])
      .reduce((sum, grant) => sum + grant.granted, 0);
    const pool = grants.filter((grant) => grant.kind === kind && grant.remaining > 0);
    if (pool.length === 0) throw new AppError(409, 'QUANTITY_EXHAUSTED', 'No openings of this kind are left.');
    if (cap > 0 && !(await repository.takeDaily(trx, userId, DAILY_CAP_OF[kind], vietnamDay(now), cap))) {
      throw new AppError(409, 'DAILY_LIMIT_REACHED', 'Today’s openings of this kind are used up; more tomorrow.');
    }
    for (const grant of pool) {
      if (await repository.takeFromGrant(trx, grant.id)) {
        await repository.logUse(trx, { user_id: userId, kind, unit_test_id: unitTestId, created_at: at });
        const left = pool.reduce((sum, g) => sum + g.remaining, 0) - 1;
        return { kind, left: Math.max(0, left) };
      }
    }
    throw new AppError(409, 'QUANTITY_EXHAUSTED', 'No openings of this kind are left.');
  }

  return {
    membership: (userId: number) => membershipState(userId, clock.now()),

    async quantityUse(userId: number): Promise<QuantityUseDto> {
      const now = clock.now();
      const [membership, kinds, history] = await Promise.all([
        membershipState(userId, now),
        balances(userId, now),
        repository.history(userId, 100),
      ]);
      return {
        membership,
        balances: kinds,
        history: history.map((row) => ({
          id: row.id,
          kind: row.kind,
          change: row.change,
          reason: row.reason,
          unitTest:
            row.unit_test_id !== null && row.slug !== null && row.name !== null
              ? { id: row.unit_test_id, slug: row.slug, name: row.name, nameEn: row.name_en }
              : null,
          transNo: row.trans_no,
          createdAt: row.created_at,
        })),
      };
    },

    /** A bought plan: the membership and its grants, inside the fulfilling transaction. */
    async grantPlan(
      trx: Transaction<DatabaseSchema>,
      userId: number,
      plan: PlanToGrant,
      orderId: number | null,
      now: Date,
    ) {
      const at = now.toISOString();
      const latest = await repository.latestMembership(userId, trx);
      const start = latest && latest.expires_at > at ? new Date(latest.expires_at) : now;
      const end = new Date(start.getTime() + plan.durationDays * DAY_MS);
      const membershipId = await repository.addMembership(trx, {
        user_id: userId,
        package_id: plan.id,
        order_id: orderId,
        starts_at: start.toISOString(),
        expires_at: end.toISOString(),
        created_at: at,
      });
      for (const quantity of plan.quantities) {
        await repository.addGrant(trx, {
          user_id: userId,
          kind: quantity.kind,
          granted: quantity.amount,
          membership_id: membershipId,
          starts_at: start.toISOString(),
          expires_at: end.toISOString(),
          created_at: at,
          order_id: orderId,
        });
      }
    },

    /**
     * Openings given outside a plan (an activation code): a grant of `amount` of the kind running
     * from now for `days` days, inside the caller's transaction. Answers when it ends.
     */
    async grantQuantity(
      trx: Transaction<DatabaseSchema>,
      userId: number,
      quantity: { kind: QuantityKind; amount: number; days: number },
      now: Date,
    ): Promise<{ expiresAt: string }> {
      const expiresAt = new Date(now.getTime() + quantity.days * DAY_MS).toISOString();
      await repository.addGrant(trx, {
        user_id: userId,
        kind: quantity.kind,
        granted: quantity.amount,
        membership_id: null,
        starts_at: now.toISOString(),
        expires_at: expiresAt,
        created_at: now.toISOString(),
        order_id: null,
      });
      return { expiresAt };
    },

    /** How POST /itf/unit-tests/use could open a test the caller does not own (detail's openWith). */
    async openWith(userId: number, test: OpenableTest): Promise<OpenWith | null> {
      const kind = kindFor(test);
      if (kind === null) return null;
      const now = clock.now();
      if (kind === 'MEMBERSHIP') return (await repository.hasActive(userId, now.toISOString())) ? 'MEMBERSHIP' : null;
      if (test.accessTier === 'MEMBERSHIP' && !(await repository.hasActive(userId, now.toISOString()))) return null;
      const all = await balances(userId, now);
      const left = all.find((b) => b.kind === kind)?.left ?? 0;
      const cap = all.find((b) => b.kind === DAILY_CAP_OF[kind]);
      if (left === 0 || (cap && cap.granted > 0 && cap.left === 0)) return null;
      return kind;
    },

    /**
     * Opens a MEMBERSHIP or PAID test for a caller who does not own it yet: adds it to their
     * library and spends what it costs, all or nothing. An owned test (also one a concurrent
     * call just opened) spends nothing.
     */
    async open(
      userId: number,
      test: OpenableTest,
      useQuantity: boolean,
    ): Promise<{ quantityUsed: { kind: SpendKind; left: number } | null }> {
      const kind = kindFor(test);
      const now = clock.now();
      const at = now.toISOString();
      if (test.accessTier === 'PAID' && !useQuantity) {
        throw new AppError(403, 'PURCHASE_REQUIRED', 'This test is sold on its own: buy it to take it.');
      }
      return db.transaction().execute(async (trx) => {
        if (test.accessTier === 'MEMBERSHIP' && !(await repository.hasActive(userId, at, trx))) {
          throw new AppError(
            403,
            'MEMBERSHIP_REQUIRED',
            'This test is for members: a membership is needed to take it.',
          );
        }
        const granted = await grantTest(trx, { userId, unitTestId: test.id, source: 'MEMBERSHIP', at });
        if (!granted) return { quantityUsed: null };
        if (kind === 'QUANTITY_SILVER' || kind === 'QUANTITY_GOLD') {
          return { quantityUsed: await spend(trx, userId, kind, test.id, now) };
        }
        return { quantityUsed: null };
      });
    },

    /** Spends one opening of a kind without opening a test (an operator’s correction; the counters’ tests). */
    spendOne: (userId: number, kind: SpendKind) =>
      db.transaction().execute((trx) => spend(trx, userId, kind, null, clock.now())),
  };
}

export type MembershipsService = ReturnType<typeof createMembershipsService>;
