import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createSqliteDatabase, type Database } from '../src/db/database';
import { migrate, migrateDownAll } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { createSessionsRepository } from '../src/modules/auth/repository';
import { DEMO_USERS, seed } from '../src/db/seed';
import { verifyPassword } from '../src/lib/password';
import { TEST_HASH_COST } from './helpers';

const cleanup: { dir: string; db: Database }[] = [];
afterEach(async () => {
  for (const { dir, db } of cleanup.splice(0)) {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});

function freshDatabase(): Database {
  const dir = mkdtempSync(join(tmpdir(), 'api-db-'));
  const db = createSqliteDatabase(join(dir, 'nested', 'app.db'));
  cleanup.push({ dir, db });
  return db;
}

describe('database', () => {
  it('opens SQLite in WAL mode with foreign keys on', async () => {
    const db = freshDatabase();
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(fk.rows[0]?.foreign_keys).toBe(1);
  });

  it('migrates once, then has nothing left to do', async () => {
    const db = freshDatabase();
    expect(await migrate(db)).toEqual([
      '0001-foundation',
      '0002-sign-in-flows',
      '0003-catalogue',
      '0004-results',
      '0005-commerce',
      '0006-classes',
      '0007-gateway-payments',
      '0008-refresh-token-parent',
      '0020-catalogue-search-index',
      '0030-adaptive',
      '0050-daily-goals',
      '0066-share-shows-name',
      '0070-gift-claims',
      '0071-activation-codes',
      '0072-notifications',
      '0073-events',
      '0074-messaging-links',
      '0075-mistakes',
      '0077-partners',
    ]);
    expect(await migrate(db)).toEqual([]);
    const tables = await sql<{
      name: string;
    }>`select name from sqlite_master where type = 'table' and name not like 'kysely%' and name not like 'sqlite%' order by name`.execute(
      db,
    );
    expect(tables.rows.map((r) => r.name)).toEqual([
      'activation_code_uses',
      'activation_codes',
      'adaptive_attempts',
      'adaptive_items',
      'adaptive_responses',
      'adaptive_test_rights',
      'app_settings',
      'attempt_audio_plays',
      'attempt_integrity_events',
      'banner_items',
      'banners',
      'cart_items',
      'catalogue_state',
      'class_assignment_results',
      'class_assignments',
      'class_join_requests',
      'class_members',
      'class_references',
      'classes',
      'countries',
      'daily_goals',
      'event_participants',
      'event_tests',
      'events',
      'exam_package_tests',
      'exam_packages',
      'gateway_payments',
      'gift_claims',
      'grades',
      'login_sessions',
      'mail_outbox',
      'membership_packages',
      'memberships',
      'messaging_link_states',
      'messaging_links',
      'mistakes',
      'notifications',
      'order_items',
      'orders',
      'otp_codes',
      'otp_outbox',
      'partner_assertion_nonces',
      'partner_callbacks',
      'partner_page_tests',
      'partner_pages',
      'partner_users',
      'partners',
      'password_history',
      'payment_events',
      'quantity_daily_use',
      'quantity_grants',
      'quantity_ledger',
      'refresh_tokens',
      'sale_assets',
      'seed_state',
      'sequences',
      'share_codes',
      'speaking_uploads',
      'submission_keys',
      'test_attempts',
      'unit_test_facet_cells',
      'unit_test_grades',
      'unit_test_questions',
      'unit_test_results',
      'unit_test_sections',
      'unit_test_skills',
      'unit_test_words',
      'unit_tests',
      'unit_tests_fts',
      'unit_tests_fts_config',
      'unit_tests_fts_content',
      'unit_tests_fts_data',
      'unit_tests_fts_docsize',
      'unit_tests_fts_idx',
      'user_requests',
      'user_unit_tests',
      'users',
      'verification_tokens',
      'voucher_redemptions',
      'voucher_user_slots',
      'vouchers',
    ]);
  });

  it('migrates down and up again', async () => {
    const db = freshDatabase();
    await migrate(db);
    expect(await migrateDownAll(db)).toEqual([
      '0077-partners',
      '0075-mistakes',
      '0074-messaging-links',
      '0073-events',
      '0072-notifications',
      '0071-activation-codes',
      '0070-gift-claims',
      '0066-share-shows-name',
      '0050-daily-goals',
      '0030-adaptive',
      '0020-catalogue-search-index',
      '0008-refresh-token-parent',
      '0007-gateway-payments',
      '0006-classes',
      '0005-commerce',
      '0004-results',
      '0003-catalogue',
      '0002-sign-in-flows',
      '0001-foundation',
    ]);
    expect(await migrate(db)).toEqual([
      '0001-foundation',
      '0002-sign-in-flows',
      '0003-catalogue',
      '0004-results',
      '0005-commerce',
      '0006-classes',
      '0007-gateway-payments',
      '0008-refresh-token-parent',
      '0020-catalogue-search-index',
      '0030-adaptive',
      '0050-daily-goals',
      '0066-share-shows-name',
      '0070-gift-claims',
      '0071-activation-codes',
      '0072-notifications',
      '0073-events',
      '0074-messaging-links',
      '0075-mistakes',
      '0077-partners',
    ]);
  });

  it('0002 numbers the login sessions that already exist, and new ones continue the sequence', async () => {
    const db = freshDatabase();
    const migrator = new Migrator({
      db: db as unknown as Kysely<unknown>,
      provider: { getMigrations: async () => migrations },
    });
    await migrator.migrateTo('0001-foundation');
    const now = '2025-01-01T00:00:00.000Z';
    await sql`insert into users (phone, full_name, password_hash, role_code, status, received_gift, created_at, updated_at)
      values ('0912345678', 'A', 'x', 'STUDENT', 'ACTIVE', 0, ${now}, ${now})`.execute(db);
    for (const [id, createdAt] of [
      ['b', '2025-01-02T00:00:00.000Z'],
      ['a', '2025-01-01T00:00:00.000Z'],
    ]) {
      await sql`insert into login_sessions (id, user_id, device_kind, created_at, last_seen_at)
        values (${id}, 1, 'Desktop', ${createdAt}, ${createdAt})`.execute(db);
    }
    const upTo0002 = await migrator.migrateTo('0002-sign-in-flows');
    expect(upTo0002.error).toBeUndefined();
    expect(upTo0002.results?.map((result) => result.migrationName)).toEqual(['0002-sign-in-flows']);
    const numbered = await db.selectFrom('login_sessions').select(['id', 'public_id']).orderBy('public_id').execute();
    expect(numbered).toEqual([
      { id: 'a', public_id: 1 },
      { id: 'b', public_id: 2 },
    ]);
    await createSessionsRepository(db).createSession({
      id: 'c',
      userId: 1,
      deviceKind: 'Phone',
      userAgent: null,
      ip: null,
      now,
    });
    const added = await db
      .selectFrom('login_sessions')
      .select('public_id')
      .where('id', '=', 'c')
      .executeTakeFirstOrThrow();
    expect(added.public_id).toBe(3);
    expect(
      (await db.selectFrom('users').select('must_change_password').executeTakeFirstOrThrow()).must_change_password,
    ).toBe(0);
  });

  it('seeds grades and demo users idempotently', async () => {
    const db = freshDatabase();
    await migrate(db);
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: true });
    const firstHash = (
      await db
        .selectFrom('users')
        .select('password_hash')
        .where('phone', '=', DEMO_USERS.student.phone)
        .executeTakeFirstOrThrow()
    ).password_hash;
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: true });

    expect(await db.selectFrom('grades').select('code').orderBy('id').execute()).toHaveLength(13);
    const users = await db.selectFrom('users').selectAll().where('phone', 'like', '090%').orderBy('id').execute();
    expect(users.map((u) => [u.phone, u.full_name, u.role_code, u.status, u.grade_id, u.must_change_password])).toEqual(
      [
        ['0900000001', 'Nguyễn Minh Anh', 'STUDENT', 'ACTIVE', 6, 0],
        ['0900000002', 'Trần Thu Hà', 'TEACHER', 'ACTIVE', null, 0],
        ['0900000004', 'Phạm Quốc Bảo', 'TEACHER', 'ACTIVE', null, 0],
        ['0900000003', 'Lê Hoàng Nam', 'STUDENT', 'ACTIVE', 9, 1],
      ],
    );
    // The demo classes: 60 classmates (0910000001…), made once.
    expect(await db.selectFrom('users').select('id').where('phone', 'like', '091%').execute()).toHaveLength(60);
    expect(
      (await db.selectFrom('classes').select('join_code').orderBy('id').execute()).map((c) => c.join_code),
    ).toEqual(['HOC6A2', 'CLB7BX', 'DUYET9', 'DAY8DX', 'KHAC9A']);
    // A second seed must not reset a password the user may have changed.
    expect(users[0]?.password_hash).toBe(firstHash);
    await expect(verifyPassword('Student@123', firstHash)).resolves.toBe(true);
    await expect(verifyPassword('Teacher@123', users[1]?.password_hash ?? '')).resolves.toBe(true);
    await expect(verifyPassword('Welcome@123', users[3]?.password_hash ?? '')).resolves.toBe(true);
    expect(users[3]?.email).toBeNull();
  });

  it('leaves demo users out when asked', async () => {
    const db = freshDatabase();
    await migrate(db);
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: false });
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('grades').select('id').execute()).toHaveLength(13);
  });

  it('enforces unique phone and e-mail, and at least one of them', async () => {
    const db = freshDatabase();
    await migrate(db);
    const user = {
      full_name: 'A',
      password_hash: 'x',
      role_code: 'STUDENT' as const,
      grade_id: null,
      status: 'ACTIVE' as const,
      received_gift: 0,
      avatar: null,
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-01T00:00:00.000Z',
    };
    await db
      .insertInto('users')
      .values({ ...user, phone: '0912345678', email: 'a@example.com' })
      .execute();
    await expect(
      db
        .insertInto('users')
        .values({ ...user, phone: '0912345678', email: null })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      db
        .insertInto('users')
        .values({ ...user, phone: null, email: 'a@example.com' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await expect(
      db
        .insertInto('users')
        .values({ ...user, phone: null, email: null })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto('users')
        .values({ ...user, phone: '0912345679', email: null, grade_id: 99 })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
