import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiFailure, ApiSuccess, LoginResponseData } from '@contract/api';
import type { AccountStatus, RoleCode } from '@contract/constants';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createSqliteDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DEMO_USERS, seed } from '../src/db/seed';
import { createManualClock, type ManualClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/password';

/** scrypt N = 2^14 keeps each hash around 50 ms; production uses 2^17. */
export const TEST_HASH_COST = 14;
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp extends App {
  clock: ManualClock;
  config: AppConfig;
}

type Scope = 'test' | 'file';
const open = new Set<{ app: App; dir: string; scope: Scope }>();

let template: Promise<{ dir: string; file: string }> | null = null;

/**
 * Migrating and seeding (two scrypt hashes) once per test file and copying the result is
 * several times faster than doing it for every test, and each test still owns its file.
 */
function templateDatabase(): Promise<{ dir: string; file: string }> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-template-'));
    const file = join(dir, 'template.db');
    const db = createSqliteDatabase(file);
    await migrate(db);
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: true, clock: createManualClock() });
    // Closing checkpoints the WAL into the main file, so copying that one file is enough.
    await db.destroy();
    return { dir, file };
  })();
  return template;
}

/**
 * A fresh, migrated and seeded database file in the OS temp dir, and both listeners on it.
 * `env` overrides configuration as the server would read it (e.g. MAX_DEVICES). Scope 'test'
 * (default) closes the app after each test; 'file' shares it until the file ends.
 */
export async function createTestApp(env: Record<string, string> = {}, { scope = 'test' }: { scope?: Scope } = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const file = join(dir, 'test.db');
  copyFileSync((await templateDatabase()).file, file);
  const loaded = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `file:${file}`,
    JWT_SECRET: TEST_JWT_SECRET,
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    ...env,
  });
  const config: AppConfig = { ...loaded, jwtSecret: TEST_JWT_SECRET };
  const clock = createManualClock();
  const db = createSqliteDatabase(file);
  const app = await buildApp({ config, db, clock });
  const entry = {
    app: {
      ...app,
      close: async () => {
        await app.close();
        await db.destroy();
      },
    },
    dir,
    scope,
  };
  open.add(entry);
  return { ...entry.app, clock, config };
}

/** Called by setup.ts: no test leaks a database handle or a temp file. */
export async function closeTestApps(scope: Scope): Promise<void> {
  const entries = [...open].filter((entry) => entry.scope === scope);
  for (const entry of entries) {
    open.delete(entry);
    await entry.app.close();
    rmSync(entry.dir, { recursive: true, force: true });
  }
}

export async function removeTemplateDatabase(): Promise<void> {
  if (!template) return;
  const { dir } = await template;
  template = null;
  rmSync(dir, { recursive: true, force: true });
}

export const STUDENT = DEMO_USERS.student;
export const TEACHER = DEMO_USERS.teacher;

export function failureOf(response: LightMyRequestResponse): ApiFailure {
  return response.json<ApiFailure>();
}

export async function postJson(
  server: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

export async function loginOk(
  server: FastifyInstance,
  username: string = STUDENT.phone,
  password: string = STUDENT.password,
  headers: Record<string, string> = {},
): Promise<LoginResponseData> {
  const response = await postJson(server, '/auth/login', { username, password }, headers);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<ApiSuccess<LoginResponseData>>().data;
}

export interface NewTestUser {
  phone?: string | null;
  email?: string | null;
  password: string;
  fullName?: string;
  roleCode?: RoleCode;
  status?: AccountStatus;
  gradeId?: number | null;
}

export async function insertUser(db: Database, user: NewTestUser): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      phone: user.phone ?? null,
      email: user.email ?? null,
      full_name: user.fullName ?? 'Lê Văn Bình',
      password_hash: await hashPassword(user.password, TEST_HASH_COST),
      role_code: user.roleCode ?? 'STUDENT',
      grade_id: user.gradeId ?? null,
      status: user.status ?? 'ACTIVE',
      received_gift: 0,
      avatar: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
