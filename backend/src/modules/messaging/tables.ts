import type { Kysely } from 'kysely';
import type { MessagingProviderName } from '@contract/messaging';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

/** The tables of migration 0074, typed here so the module keeps its own schema. */
type MessagingTables = {
  messaging_links: {
    /** One messaging account per user… */
    user_id: number;
    provider: MessagingProviderName;
    /** …and one user per messaging account (unique with provider). */
    provider_user_id: string;
    display_name: string;
    linked_at: string;
  };
  messaging_link_states: {
    nonce: string;
    user_id: number;
    expires_at: string;
    /** Set when a callback used the state: it is refused after that. */
    used_at: string | null;
    created_at: string;
  };
};

export type MessagingDatabase = Kysely<DatabaseSchema & MessagingTables>;

export function messagingDatabase(db: Database | Kysely<DatabaseSchema>): MessagingDatabase {
  return db.withTables<MessagingTables>();
}
