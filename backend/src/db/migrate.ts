import { Migrator, NO_MIGRATIONS, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations';

function createMigrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}.`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Brings the schema up to date; returns the names of the migrations that ran. */
export async function migrate<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await createMigrator(db as unknown as Kysely<unknown>).migrateToLatest());
}

/** Undoes every migration (used to reset a Postgres database, where there is no file to delete). */
export async function migrateDownAll<T>(db: Kysely<T>): Promise<string[]> {
  return unwrap(await createMigrator(db as unknown as Kysely<unknown>).migrateTo(NO_MIGRATIONS));
}
