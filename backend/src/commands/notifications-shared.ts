import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/database';
import { systemClock } from '../lib/clock';
import { createRateLimiter } from '../lib/rate-limit';
import { createUsersRepository } from '../modules/account';
import { createNotificationsService, type NotificationsService } from '../modules/notifications';

/** `--name value` flags and the positional arguments of a command line. */
export function parseArgs(argv: string[]): { flags: Record<string, string | true>; positional: string[] } {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) flags[arg.slice(2)] = true;
    else {
      flags[arg.slice(2)] = next;
      i += 1;
    }
  }
  return { flags, positional };
}

/**
 * Runs a command against the configured database (the same DATABASE_URL the API uses; SQLite
 * in WAL mode lets the API keep running), with the notifications service on it.
 */
export async function withNotifications(work: (service: NotificationsService, db: Database) => Promise<void>) {
  const config = loadConfig();
  const db = await createDatabase(config.database);
  const users = createUsersRepository(db);
  const service = createNotificationsService({
    db,
    clock: systemClock,
    limiter: createRateLimiter({ clock: systemClock, multiplier: config.rateLimitMultiplier }),
    studentIds: users.activeStudentIds,
    // Commands never read notifications: the due-soon check runs in the API.
    dueBetween: async () => [],
    testExists: async () => true,
  });
  try {
    await work(service, db);
  } finally {
    await db.destroy();
  }
}
