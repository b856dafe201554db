/**
 * `npm run db:reset`: throw the database away and start from a freshly migrated and seeded one.
 * For SQLite the file (and its WAL side files) is deleted; Postgres is migrated all the way
 * down and up again, since there is no file to remove.
 */
import { rmSync } from 'node:fs';
import { ConfigError, loadConfig, resolveJwtSecret } from '../config';
import { ContentInvalidError } from '../content/seed-catalogue';
import { createDatabase } from './database';
import { migrate, migrateDownAll } from './migrate';
import { codeKeyOf } from '../modules/activation-codes';
import { seed } from './seed';

async function resetDatabase(): Promise<void> {
  const config = loadConfig();
  if (config.nodeEnv === 'production' && !process.argv.includes('--force')) {
    throw new Error('Refusing to reset the database with NODE_ENV=production (pass --force to override).');
  }

  if (config.database.kind === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) {
      rmSync(`${config.database.filename}${suffix}`, { force: true });
    }
  }

  const db = await createDatabase(config.database);
  try {
    if (config.database.kind === 'postgres') await migrateDownAll(db);
    const applied = await migrate(db);
    await seed(db, {
      passwordHashCost: config.passwordHashCost,
      demoUsers: config.seedDemoData,
      contentDir: config.contentDir,
      contentMaxQuestions: config.contentMaxQuestions,
      uploadsDir: config.uploadsDir,
      activationCodeKey: codeKeyOf(resolveJwtSecret(config)),
    });
    const where = config.database.kind === 'sqlite' ? config.database.filename : 'the Postgres database';
    console.info(`Database reset: ${where} (${applied.length} migration(s) applied, seed data loaded).`);
  } finally {
    await db.destroy();
  }
}

resetDatabase().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ContentInvalidError ? error.message : error);
  process.exitCode = 1;
});
