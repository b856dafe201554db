import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type PostgresPool } from 'kysely';
import type { DatabaseTarget } from '../config';
import type { DatabaseSchema } from './schema';

export type Database = Kysely<DatabaseSchema>;

/** Opens the configured database. SQLite is the default and the tested path. */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return createPostgresDatabase(target.connectionString);
  return createSqliteDatabase(target.filename);
}

export function createSqliteDatabase(filename: string): Database {
  mkdirSync(dirname(filename), { recursive: true });
  const sqlite = new SqliteDatabase(filename);
  // WAL lets readers run while a write is in progress; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
}

type PoolConstructor = new (config: { connectionString: string; max?: number }) => PostgresPool;

function findPoolConstructor(mod: unknown): PoolConstructor | null {
  const candidates: unknown[] = [mod];
  if (typeof mod === 'object' && mod !== null && 'default' in mod) candidates.push(mod.default);
  for (const candidate of candidates) {
    if (
      typeof candidate === 'object' &&
      candidate !== null &&
      'Pool' in candidate &&
      typeof candidate.Pool === 'function'
    ) {
      return candidate.Pool as PoolConstructor;
    }
  }
  return null;
}

async function createPostgresDatabase(connectionString: string): Promise<Database> {
  // `pg` is optional: it is only loaded when DATABASE_URL asks for Postgres. The specifier is
  // a variable so neither TypeScript nor the bundler require the package to be installed.
  const specifier = 'pg';
  let mod: unknown;
  try {
    mod = await import(specifier);
  } catch (error) {
    throw new Error(
      'DATABASE_URL selects Postgres, but the "pg" package is not installed. ' +
        'Install it with `npm install pg`, or use a file: URL for SQLite.',
      { cause: error },
    );
  }
  const Pool = findPoolConstructor(mod);
  if (!Pool) throw new Error('The installed "pg" package does not export Pool.');
  return new Kysely<DatabaseSchema>({
    dialect: new PostgresDialect({ pool: new Pool({ connectionString, max: 10 }) }),
  });
}

/** True for a unique-constraint violation on SQLite or Postgres. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === '23505' ||
    (typeof message === 'string' && /UNIQUE constraint failed/.test(message))
  );
}
