// `npm run bench:api`: a class of students (200 by default) working at the same moment against the
// API as it runs in production (its own process, over loopback HTTP, on a fresh SQLite file): each
// signs in, starts the same test, saves its draft several times, then submits — twice at once, as
// a double click would. Prints p50/p99/max per step and the errors, then checks the database:
// every attempt has exactly one result (none lost, none duplicated). Bounded: a few thousand
// requests. Exits 1 when a request failed or a result was lost or duplicated.
//
// Rate limits are raised (RATE_LIMIT_MULTIPLIER): they are built to stop one address from doing
// this, and the benchmark measures what the API does with the load, not the limits.
//
//   npm run bench:api
//   npm run bench:api -- --students=500 --drafts=10 --no-build
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { createSqliteDatabase } from '../backend/src/db/database';
import { migrate } from '../backend/src/db/migrate';
import { seed } from '../backend/src/db/seed';
import { hashPassword } from '../backend/src/lib/password';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value ?? 'true'];
  }),
);
const STUDENTS = Number(args.get('students') ?? 200);
const DRAFTS = Number(args.get('drafts') ?? 5);
const API_PORT = Number(args.get('port') ?? 4610);
const AUTH_PORT = API_PORT + 1;
const API = `http://127.0.0.1:${API_PORT}`;
const PASSWORD = 'Bench@12345';

interface Timed {
  ms: number;
  status: number;
  body: { result?: boolean; data?: unknown; code?: string } | null;
}

async function call(method: string, path: string, body?: unknown, token?: string): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(`${API}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: Timed['body'] = null;
    try {
      parsed = JSON.parse(text) as Timed['body'];
    } catch {
      parsed = null;
    }
    return { ms: performance.now() - started, status: response.status, body: parsed };
  } catch {
    return { ms: performance.now() - started, status: 0, body: null };
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Step {
  name: string;
  timings: Timed[];
}
const steps: Step[] = [];

function record(name: string, timings: Timed[]) {
  steps.push({ name, timings });
}

async function waitForHealth(child: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    const health = await call('GET', '/health');
    if (health.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the API did not answer /health within 2 minutes');
}

const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const file = join(dir, 'bench.db');
let api: ReturnType<typeof spawn> | null = null;
let failed = false;
try {
  if (!args.has('no-build') || !existsSync('backend/dist/server.js')) {
    console.info('Building the API…');
    await new Promise<void>((resolve, reject) => {
      const build = spawn('node', ['scripts/build-api.mjs'], { stdio: 'inherit' });
      build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build:api exited with ${code}`))));
    });
  }

  console.info(`Seeding ${file} with the catalogue and ${STUDENTS} students…`);
  const setup = createSqliteDatabase(file);
  await migrate(setup);
  await seed(setup, { passwordHashCost: 10, demoUsers: false });
  const passwordHash = await hashPassword(PASSWORD, 10);
  const now = new Date().toISOString();
  const phones = Array.from({ length: STUDENTS }, (_, i) => `097${String(i).padStart(7, '0')}`);
  await setup
    .insertInto('users')
    .values(
      phones.map((phone, i) => ({
        phone,
        email: null,
        full_name: `Học sinh ${i + 1}`,
        password_hash: passwordHash,
        role_code: 'STUDENT' as const,
        grade_id: null,
        status: 'ACTIVE' as const,
        received_gift: 0,
        avatar: null,
        must_change_password: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await setup.destroy();

  api = spawn('node', ['backend/dist/server.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      API_PORT: String(API_PORT),
      AUTH_PORT: String(AUTH_PORT),
      DATABASE_URL: `file:${file}`,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '10',
      RATE_LIMIT_MULTIPLIER: '100000',
      ALLOW_OTP_OUTBOX_IN_PRODUCTION: 'true',
      ALLOW_LOCAL_GATEWAY_IN_PRODUCTION: 'true',
      RECONCILE_INTERVAL_SECONDS: '0',
      MESSAGING_PROVIDER: 'off',
    },
  });
  await waitForHealth(api);

  // Signing in is CPU-bound (password hashing): 20 at a time, as a class arrives.
  const logins: Timed[] = [];
  for (let first = 0; first < phones.length; first += 20) {
    const batch = phones.slice(first, first + 20);
    logins.push(
      ...(await Promise.all(batch.map((username) => call('POST', '/auth/login', { username, password: PASSWORD })))),
    );
  }
  record('sign in (20 at a time)', logins);
  const tokens = logins.map((login) => (login.body?.data as { accessToken?: string } | undefined)?.accessToken ?? '');
  if (tokens.some((token) => !token)) throw new Error('some students could not sign in');

  // The first test of the catalogue every student may start.
  const list = await call('GET', '/itf/unit-tests?pageSize=48');
  const candidates = ((list.body?.data as { items?: { id: number }[] } | undefined)?.items ?? []).map(
    (test) => test.id,
  );
  let testId = 0;
  for (const id of candidates) {
    const probe = await call('POST', `/itf/unit-tests/${id}/attempts`, {}, tokens[0]);
    if (probe.status === 200) {
      testId = id;
      break;
    }
  }
  if (!testId) throw new Error('no test of the catalogue could be started');

  const starts = await Promise.all(
    tokens.map((token) => call('POST', `/itf/unit-tests/${testId}/attempts`, {}, token)),
  );
  record(`start (${STUDENTS} at once)`, starts);
  const attempts = starts.map(
    (start) => (start.body?.data as { attempt?: { id: number } } | undefined)?.attempt?.id ?? 0,
  );

  for (let revision = 1; revision <= DRAFTS; revision += 1) {
    const saves = await Promise.all(
      attempts.map((attemptId, i) =>
        call(
          'POST',
          '/itf/unit-tests-result-temporary/submit',
          { attemptId, answers: {}, currentQuestionId: null, flags: [], revision },
          tokens[i],
        ),
      ),
    );
    record(`save draft (${STUDENTS} at once, ×${DRAFTS})`, saves);
  }
  // Draft steps are one row.
  const draftRows = steps.filter((step) => step.name.startsWith('save draft'));
  steps.splice(steps.indexOf(draftRows[0]!), draftRows.length, {
    name: draftRows[0]!.name,
    timings: draftRows.flatMap((step) => step.timings),
  });

  // Every student presses Submit twice at once (a double click): one result each, both answered.
  const submits = await Promise.all(
    attempts.flatMap((attemptId, i) =>
      [0, 1].map(() =>
        call(
          'POST',
          '/itf/unit-tests-result/submit',
          { attemptId, idempotencyKey: `bench-attempt-${attemptId}` },
          tokens[i],
        ),
      ),
    ),
  );
  record(`submit (${STUDENTS} × 2 at once)`, submits);

  console.info('');
  console.info(`| step | requests | errors | p50 ms | p99 ms | max ms |`);
  console.info(`|---|---:|---:|---:|---:|---:|`);
  for (const step of steps) {
    const sorted = step.timings.map((timing) => timing.ms).sort((a, b) => a - b);
    const errors = step.timings.filter((timing) => timing.status !== 200).length;
    if (errors) failed = true;
    console.info(
      `| ${step.name} | ${step.timings.length} | ${errors} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |`,
    );
  }

  const db = new SqliteDatabase(file, { readonly: true });
  const perAttempt = db
    .prepare(
      `select a.id as attempt, count(r.id) as results from test_attempts a
       left join unit_test_results r on r.attempt_id = a.id
       where a.id in (${attempts.map(() => '?').join(',')}) group by a.id`,
    )
    .all(...attempts) as { attempt: number; results: number }[];
  db.close();
  const lost = STUDENTS - perAttempt.filter((row) => row.results >= 1).length;
  const duplicated = perAttempt.filter((row) => row.results > 1).length;
  console.info('');
  console.info(`attempts: ${STUDENTS}; lost results: ${lost}; duplicated results: ${duplicated}`);
  if (lost || duplicated) failed = true;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  api?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
