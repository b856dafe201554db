import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId } from './helpers';

/**
 * Sign-in flows (decision 0005): one-time codes and their development outbox, single-use
 * verification tokens, password history, the first-login flag, and a public number for each
 * login session (the session's own id is a UUID carried inside access tokens; the number is
 * what the sessions page shows and sends back to revoke one).
 *
 * `users.avatar` (from 0001) now holds a path relative to the uploads directory, e.g.
 * `avatars/3f…9a.png`; the API turns it into an absolute URL.
 */

interface SessionRow {
  id: string;
}

export const signInFlows: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    // Named counters, bumped with UPDATE … RETURNING: atomic on SQLite and Postgres alike.
    await db.schema
      .createTable('sequences')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('value', 'integer', (col) => col.notNull())
      .execute();

    await db.schema.alterTable('login_sessions').addColumn('public_id', 'integer').execute();
    const sessions = await sql<SessionRow>`select id from login_sessions order by created_at, id`.execute(db);
    let next = 0;
    for (const session of sessions.rows) {
      next += 1;
      await sql`update login_sessions set public_id = ${next} where id = ${session.id}`.execute(db);
    }
    await sql`insert into sequences (name, value) values ('login_session', ${next})`.execute(db);
    await db.schema
      .createIndex('login_sessions_public_id_idx')
      .unique()
      .on('login_sessions')
      .column('public_id')
      .execute();

    await db.schema
      .createTable('otp_codes')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('destination', 'text', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('code_hash', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('consumed_at', 'text')
      // One live code per destination and purpose: a new send replaces the row.
      .addUniqueConstraint('otp_codes_destination_purpose_key', ['destination', 'purpose'])
      .execute();

    await db.schema
      .createTable('otp_outbox')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('channel', 'text', (col) => col.notNull())
      .addColumn('destination', 'text', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('code', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('otp_outbox_destination_idx').on('otp_outbox').column('destination').execute();

    await db.schema
      .createTable('verification_tokens')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('destination', 'text')
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('password_history')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('password_history_user_id_idx').on('password_history').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('password_history').execute();
    await db.schema.dropTable('verification_tokens').execute();
    await db.schema.dropTable('otp_outbox').execute();
    await db.schema.dropTable('otp_codes').execute();
    await db.schema.dropIndex('login_sessions_public_id_idx').execute();
    await db.schema.alterTable('login_sessions').dropColumn('public_id').execute();
    await db.schema.dropTable('sequences').execute();
    await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  },
};
