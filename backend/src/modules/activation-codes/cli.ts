/**
 * `npm run codes -- <command> …`: makes batches of activation codes in the configured database
 * and lists them. Codes are shown once, when made; the database keeps only their HMAC. Run with
 * the API's configuration (DATABASE_URL, ACTIVATION_CODE_SECRET or JWT_SECRET) so the API knows them.
 */
import { ACTIVATION_CODE_ALPHABET, ACTIVATION_GRANT_KINDS, type ActivationGrantKind } from '@contract/activation-rules';
import { ADAPTIVE_TEST_KEYS } from '@contract/adaptive';
import { SITE_CODES } from '@contract/catalogue-paths';
import { QUANTITY_KINDS } from '@contract/constants';
import { loadConfig, resolveJwtSecret } from '../../config';
import { createDatabase, type Database } from '../../db/database';
import { parseArgs, runCli, textOption, UsageError, type CliOptions } from '../../lib/cli';
import { migrate } from '../../db/migrate';
import { createCodes, type CodeBatch } from './batches';
import { codeKeyOf } from './codes';
import { createActivationRepository } from './repository';

const USAGE = `Usage: npm run codes -- <command> [options]

Commands:
  create --kind TEST --test <unitTestId|slug>           codes that grant a test
  create --kind QUANTITY --quantity <kind> --amount N [--valid-days D]
                                                        openings (${QUANTITY_KINDS.join(', ')}), running D days (default 30) from use
  create --kind ADAPTIVE_TEST --adaptive <${ADAPTIVE_TEST_KEYS.join('|')}>   the right to an adaptive or placement test
    common options:
      --count N        codes in the batch (default 1, at most 10000)
      --uses N         uses of each code, all students together (default 1)
      --per-user N     uses of each code by one student (default 1)
      --expires ISO    when the codes expire (default: in --days days)
      --days N         days until they expire (default 90)
      --site S         ${Object.values(SITE_CODES).join(' | ')} (default ${SITE_CODES.STANDARD})
      --batch NAME     the batch's name (default: kind and date)
      --prefix P       codes start with P (characters of ${ACTIVATION_CODE_ALPHABET})
      --json           print the codes as JSON
  list [--batch NAME] [--limit N]   codes made (their hints, never the codes), uses and expiry
`;

function integer(options: CliOptions, name: string, fallback: number, min: number, max: number) {
  const raw = textOption(options, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return value;
}

function oneOf<T extends string>(values: readonly T[], raw: string | undefined, name: string): T {
  const found = values.find((value) => value === raw);
  if (!found) throw new UsageError(`--${name} must be one of ${values.join(', ')}${raw ? ` (got "${raw}")` : ''}.`);
  return found;
}

async function testIdOf(db: Database, ref: string | undefined): Promise<number> {
  if (!ref) throw new UsageError('--test is required for --kind TEST.');
  const byId = /^\d+$/.test(ref);
  const row = await db
    .selectFrom('unit_tests')
    .select('id')
    .where(byId ? 'id' : 'slug', '=', byId ? Number(ref) : ref)
    .executeTakeFirst();
  if (!row) throw new UsageError(`There is no test "${ref}".`);
  return row.id;
}

async function create(db: Database, key: string, options: CliOptions) {
  const kind: ActivationGrantKind = oneOf(ACTIVATION_GRANT_KINDS, textOption(options, 'kind'), 'kind');
  const now = new Date();
  const expiresRaw = textOption(options, 'expires');
  const expiresAt = expiresRaw
    ? new Date(expiresRaw)
    : new Date(now.getTime() + integer(options, 'days', 90, 1, 3650) * 24 * 60 * 60 * 1000);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt <= now) throw new UsageError('--expires must be a future date.');
  const batch: CodeBatch = {
    batch: textOption(options, 'batch') ?? `${kind.toLowerCase()}-${now.toISOString().slice(0, 10)}`,
    site: oneOf(Object.values(SITE_CODES), textOption(options, 'site') ?? SITE_CODES.STANDARD, 'site'),
    kind,
    maxUses: integer(options, 'uses', 1, 1, 1_000_000),
    perUserLimit: integer(options, 'per-user', 1, 1, 1000),
    expiresAt: expiresAt.toISOString(),
  };
  if (kind === 'TEST') batch.unitTestId = await testIdOf(db, textOption(options, 'test'));
  if (kind === 'QUANTITY') {
    batch.quantity = {
      kind: oneOf(QUANTITY_KINDS, textOption(options, 'quantity'), 'quantity'),
      amount: integer(options, 'amount', 0, 1, 10_000),
      days: integer(options, 'valid-days', 30, 1, 3650),
    };
  }
  if (kind === 'ADAPTIVE_TEST')
    batch.adaptiveTestKey = oneOf(ADAPTIVE_TEST_KEYS, textOption(options, 'adaptive'), 'adaptive');
  const count = integer(options, 'count', 1, 1, 10_000);
  const codes = await createCodes(db, key, batch, count, { prefix: textOption(options, 'prefix') ?? '', now });
  if (options.has('json')) {
    console.info(JSON.stringify({ batch: batch.batch, expiresAt: batch.expiresAt, codes }, null, 2));
    return;
  }
  console.info(
    `# batch ${batch.batch}: ${count} ${kind} code(s), ${batch.maxUses} use(s) each, expiring ${batch.expiresAt}`,
  );
  for (const code of codes) console.info(code);
}

async function list(db: Database, options: CliOptions) {
  const rows = await createActivationRepository(db).list(
    textOption(options, 'batch') ?? null,
    integer(options, 'limit', 50, 1, 10_000),
  );
  for (const row of rows) {
    const grant =
      row.grant_kind === 'TEST'
        ? `test ${row.unit_test_id}`
        : row.grant_kind === 'QUANTITY'
          ? `${row.quantity_amount} ${row.quantity_kind} for ${row.quantity_days} days`
          : `adaptive ${row.adaptive_test_key}`;
    console.info(
      `${row.hint}  ${row.batch}  ${row.site}  ${grant}  used ${row.used_count}/${row.max_uses} (per student ${row.per_user_limit})  expires ${row.expires_at}`,
    );
  }
  if (rows.length === 0) console.info('No codes.');
}

async function main(): Promise<void> {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [command] = positional;
  if (!command || options.has('help')) {
    console.info(USAGE);
    return;
  }
  const config = resolveJwtSecret(loadConfig());
  const db = await createDatabase(config.database);
  try {
    await migrate(db);
    if (command === 'create') await create(db, codeKeyOf(config), options);
    else if (command === 'list') await list(db, options);
    else throw new UsageError(`Unknown command "${command}".`);
  } finally {
    await db.destroy();
  }
}

runCli(main, USAGE);
