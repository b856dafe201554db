import type { Generated, Kysely } from 'kysely';
import type { ActivationGrantKind } from '@contract/activation-rules';
import type { QUANTITY_KINDS } from '@contract/constants';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

/** The tables of migration 0071, typed here so the module keeps its own schema. */
export type ActivationTables = {
  activation_codes: {
    id: Generated<number>;
    /** HMAC-SHA256 (hex) of the canonical code under the configured key. */
    code_hash: string;
    /** The first group and the last two characters, to tell codes apart in listings. */
    hint: string;
    batch: string;
    site: string;
    grant_kind: ActivationGrantKind;
    unit_test_id: number | null;
    quantity_kind: (typeof QUANTITY_KINDS)[number] | null;
    quantity_amount: number | null;
    quantity_days: number | null;
    adaptive_test_key: string | null;
    max_uses: number;
    used_count: Generated<number>;
    per_user_limit: Generated<number>;
    expires_at: string;
    created_at: string;
  };
  activation_code_uses: {
    id: Generated<number>;
    code_id: number;
    user_id: number;
    slot: number;
    used_at: string;
  };
  adaptive_test_rights: {
    user_id: number;
    test_key: string;
    code_id: number | null;
    granted_at: string;
  };
};

export type ActivationDatabase = Kysely<DatabaseSchema & ActivationTables>;

export function activationDatabase(db: Database | Kysely<DatabaseSchema>): ActivationDatabase {
  return db.withTables<ActivationTables>();
}
