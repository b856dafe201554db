import type { Database } from '../../db/database';
import type { PartnerThemeDto } from '@contract/partners';
import { partnersDatabase, type PartnersDatabase } from './tables';

export interface PartnerRecord {
  id: number;
  slug: string;
  name: string;
  secret: string;
  allowedOrigins: string[];
  theme: PartnerThemeDto;
  callbackUrl: string | null;
  createdAt: string;
}

export interface NewPartner {
  slug: string;
  name: string;
  secret: string;
  allowedOrigins: string[];
  theme: PartnerThemeDto;
  callbackUrl: string | null;
  now: string;
}

export interface CallbackRow {
  id: number;
  partnerId: number;
  resultId: number;
  payload: string;
  attempts: number;
  nextAttemptAt: string | null;
}

type PartnerRow = {
  id: number;
  slug: string;
  name: string;
  secret: string;
  allowed_origins: string;
  theme: string;
  callback_url: string | null;
  created_at: string;
};

function toRecord(row: PartnerRow): PartnerRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    secret: row.secret,
    allowedOrigins: JSON.parse(row.allowed_origins) as string[],
    theme: JSON.parse(row.theme) as PartnerThemeDto,
    callbackUrl: row.callback_url,
    createdAt: row.created_at,
  };
}

export function createPartnersRepository(database: Database | PartnersDatabase) {
  const db = partnersDatabase(database as Database);
  return {
    async findBySlug(slug: string): Promise<PartnerRecord | null> {
      const row = await db.selectFrom('partners').selectAll().where('slug', '=', slug).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findById(id: number): Promise<PartnerRecord | null> {
      const row = await db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async list(): Promise<PartnerRecord[]> {
      return (await db.selectFrom('partners').selectAll().orderBy('id').execute()).map(toRecord);
    },

    async insert(partner: NewPartner): Promise<number> {
      const row = await db
        .insertInto('partners')
        .values({
          slug: partner.slug,
          name: partner.name,
          secret: partner.secret,
          allowed_origins: JSON.stringify(partner.allowedOrigins),
          theme: JSON.stringify(partner.theme),
          callback_url: partner.callbackUrl,
          created_at: partner.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(
      id: number,
      changes: Partial<Pick<PartnerRecord, 'name' | 'secret' | 'allowedOrigins' | 'theme' | 'callbackUrl'>>,
    ): Promise<void> {
      const values = {
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.secret === undefined ? {} : { secret: changes.secret }),
        ...(changes.allowedOrigins === undefined ? {} : { allowed_origins: JSON.stringify(changes.allowedOrigins) }),
        ...(changes.theme === undefined ? {} : { theme: JSON.stringify(changes.theme) }),
        ...(changes.callbackUrl === undefined ? {} : { callback_url: changes.callbackUrl }),
      };
      if (Object.keys(values).length === 0) return;
      await db.updateTable('partners').set(values).where('id', '=', id).execute();
    },

    async findPage(partnerId: number, subSlug: string) {
      return db
        .selectFrom('partner_pages')
        .select(['id', 'sub_slug', 'title'])
        .where('partner_id', '=', partnerId)
        .where('sub_slug', '=', subSlug)
        .executeTakeFirst();
    },

    async pageTestIds(pageId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('partner_page_tests')
        .select('unit_test_id')
        .where('page_id', '=', pageId)
        .orderBy('position')
        .execute();
      return rows.map((row) => row.unit_test_id);
    },

    /** Creates the page or replaces its title and tests. */
    async savePage(partnerId: number, subSlug: string, title: string, testIds: number[], now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('partner_pages')
          .select('id')
          .where('partner_id', '=', partnerId)
          .where('sub_slug', '=', subSlug)
          .executeTakeFirst();
        const pageId =
          existing?.id ??
          (
            await trx
              .insertInto('partner_pages')
              .values({ partner_id: partnerId, sub_slug: subSlug, title, created_at: now })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        await trx.updateTable('partner_pages').set({ title }).where('id', '=', pageId).execute();
        await trx.deleteFrom('partner_page_tests').where('page_id', '=', pageId).execute();
        if (testIds.length > 0) {
          await trx
            .insertInto('partner_page_tests')
            .values(testIds.map((unitTestId, position) => ({ page_id: pageId, unit_test_id: unitTestId, position })))
            .execute();
        }
      });
    },

    /** The partner pages that map a test. */
    async pagesOfTest(unitTestId: number) {
      return db
        .selectFrom('partner_page_tests')
        .innerJoin('partner_pages', 'partner_pages.id', 'partner_page_tests.page_id')
        .innerJoin('partners', 'partners.id', 'partner_pages.partner_id')
        .select(['partners.slug as partner', 'partner_pages.sub_slug as subSlug', 'partner_pages.title as title'])
        .where('partner_page_tests.unit_test_id', '=', unitTestId)
        .orderBy('partners.slug')
        .orderBy('partner_pages.sub_slug')
        .execute();
    },

    async pagesOfPartner(partnerId: number) {
      return db
        .selectFrom('partner_pages')
        .select(['id', 'sub_slug', 'title'])
        .where('partner_id', '=', partnerId)
        .orderBy('sub_slug')
        .execute();
    },

    /** Records a used assertion id; false when it was used already. */
    async useNonce(partnerId: number, jti: string, expiresAt: string): Promise<boolean> {
      const row = await db
        .insertInto('partner_assertion_nonces')
        .values({ partner_id: partnerId, jti, expires_at: expiresAt })
        .onConflict((oc) => oc.columns(['partner_id', 'jti']).doNothing())
        .returning('jti')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** An expired assertion is refused by its exp already: its id need not be kept. */
    async pruneNonces(now: string): Promise<void> {
      await db.deleteFrom('partner_assertion_nonces').where('expires_at', '<', now).execute();
    },

    async linkedUser(partnerId: number, partnerUserId: string): Promise<number | null> {
      const row = await db
        .selectFrom('partner_users')
        .select('user_id')
        .where('partner_id', '=', partnerId)
        .where('partner_user_id', '=', partnerUserId)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    async linkUser(partnerId: number, partnerUserId: string, userId: number, now: string): Promise<void> {
      await db
        .insertInto('partner_users')
        .values({ partner_id: partnerId, partner_user_id: partnerUserId, user_id: userId, created_at: now })
        .execute();
    },

    /** The partner link of one of our users (an account made from a partner's sign-in). */
    async linkOfUser(userId: number): Promise<{ partnerId: number; partnerUserId: string } | null> {
      const row = await db
        .selectFrom('partner_users')
        .select(['partner_id', 'partner_user_id'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { partnerId: row.partner_id, partnerUserId: row.partner_user_id } : null;
    },

    /** One callback per result: a second enqueue of the same result does nothing. */
    async enqueueCallback(partnerId: number, resultId: number, payload: string, now: string): Promise<void> {
      await db
        .insertInto('partner_callbacks')
        .values({ partner_id: partnerId, result_id: resultId, payload, next_attempt_at: now, created_at: now })
        .onConflict((oc) => oc.column('result_id').doNothing())
        .execute();
    },

    async dueCallbacks(now: string, limit: number): Promise<CallbackRow[]> {
      const rows = await db
        .selectFrom('partner_callbacks')
        .select(['id', 'partner_id', 'result_id', 'payload', 'attempts', 'next_attempt_at'])
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', 'is not', null)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        partnerId: row.partner_id,
        resultId: row.result_id,
        payload: row.payload,
        attempts: row.attempts,
        nextAttemptAt: row.next_attempt_at,
      }));
    },

    /**
     * Takes a due callback for one try by moving its next try to `leaseUntil`: of two runs
     * (or two processes) only the one whose update finds the old time sends it.
     */
    async claimCallback(id: number, seenNextAttemptAt: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('partner_callbacks')
        .set({ next_attempt_at: leaseUntil })
        .where('id', '=', id)
        .where('next_attempt_at', '=', seenNextAttemptAt)
        .where('delivered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async recordTry(
      id: number,
      outcome: { deliveredAt: string | null; nextAttemptAt: string | null; error: string | null; attempts: number },
    ): Promise<void> {
      await db
        .updateTable('partner_callbacks')
        .set({
          attempts: outcome.attempts,
          delivered_at: outcome.deliveredAt,
          next_attempt_at: outcome.nextAttemptAt,
          last_error: outcome.error,
        })
        .where('id', '=', id)
        .execute();
    },

    async callbacksOfResult(resultId: number) {
      return db.selectFrom('partner_callbacks').selectAll().where('result_id', '=', resultId).execute();
    },
  };
}

export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
