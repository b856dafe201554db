import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

/** The tables of migration 0077, typed here so the module keeps its own schema. */
type PartnerTables = {
  partners: {
    id: Generated<number>;
    slug: string;
    name: string;
    /** The shared HMAC secret: kept readable, since every assertion and callback is signed with it. */
    secret: string;
    /** JSON array of origins (scheme://host[:port]). */
    allowed_origins: string;
    /** JSON of PartnerThemeDto. */
    theme: string;
    callback_url: string | null;
    created_at: string;
  };
  partner_pages: {
    id: Generated<number>;
    partner_id: number;
    sub_slug: string;
    title: string;
    created_at: string;
  };
  partner_page_tests: {
    page_id: number;
    unit_test_id: number;
    position: number;
  };
  partner_users: {
    partner_id: number;
    partner_user_id: string;
    user_id: number;
    created_at: string;
  };
  partner_assertion_nonces: {
    partner_id: number;
    jti: string;
    expires_at: string;
  };
  partner_callbacks: {
    id: Generated<number>;
    partner_id: number;
    result_id: number;
    /** The exact JSON body sent (and signed) on every try. */
    payload: string;
    attempts: Generated<number>;
    /** null once no further try is due (delivered, or given up). */
    next_attempt_at: string | null;
    delivered_at: string | null;
    last_error: string | null;
    created_at: string;
  };
};

export type PartnersDatabase = Kysely<DatabaseSchema & PartnerTables>;

export function partnersDatabase(db: Database | Kysely<DatabaseSchema>): PartnersDatabase {
  return db.withTables<PartnerTables>();
}
