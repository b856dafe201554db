import { sql, type Kysely, type Migration } from 'kysely';
import { autoIncrementId } from './helpers';

/**
 * Foundation tables: grades, users, login sessions and refresh tokens.
 * The DDL sticks to types both SQLite and Postgres accept (integer, text) so one migration
 * serves both dialects; only the auto-generated user id differs.
 */

export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('grades')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('school_level', 'text', (col) => col.notNull())
      .addColumn('grade_eduhome_id', 'integer', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('phone', 'text', (col) => col.unique())
      .addColumn('email', 'text', (col) => col.unique())
      .addColumn('full_name', 'text', (col) => col.notNull())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('role_code', 'text', (col) => col.notNull())
      .addColumn('grade_id', 'integer', (col) => col.references('grades.id').onDelete('set null'))
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('ACTIVE'))
      .addColumn('received_gift', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('avatar', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addCheckConstraint('users_has_login', sql`phone is not null or email is not null`)
      .execute();

    await db.schema
      .createTable('login_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('device_kind', 'text', (col) => col.notNull())
      .addColumn('user_agent', 'text')
      .addColumn('ip', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('revoked_reason', 'text')
      .execute();
    await db.schema.createIndex('login_sessions_user_id_idx').on('login_sessions').column('user_id').execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('session_id', 'text', (col) => col.notNull().references('login_sessions.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('refresh_tokens_session_id_idx').on('refresh_tokens').column('session_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('refresh_tokens').execute();
    await db.schema.dropTable('login_sessions').execute();
    await db.schema.dropTable('users').execute();
    await db.schema.dropTable('grades').execute();
  },
};
