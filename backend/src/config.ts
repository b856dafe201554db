import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { JSON_BODY_LIMIT_BYTES } from '@contract/api';
import { MAX_LEAF_QUESTIONS, MIN_LEAF_QUESTIONS } from './content/check';
import { defaultContentDir } from './content/paths';
import { DEFAULT_PASSWORD_HASH_COST, MAX_PASSWORD_HASH_COST, MIN_PASSWORD_HASH_COST } from './lib/password';
import { generateSecret } from './lib/tokens';

/**
 * Configuration read once from the environment and validated up front, so a typo in a
 * variable stops the server at start instead of surfacing as odd behaviour later.
 * Names and defaults match `.env.example`.
 */

type NodeEnv = 'development' | 'production' | 'test';

/** How one-time codes leave the server. Only the development outbox exists so far. */
const OTP_SENDERS = ['outbox'] as const;
type OtpSenderKind = (typeof OTP_SENDERS)[number];

export type DatabaseTarget = { kind: 'sqlite'; filename: string } | { kind: 'postgres'; connectionString: string };

export interface AppConfig {
  nodeEnv: NodeEnv;
  host: string;
  apiPort: number;
  authPort: number;
  databaseUrl: string;
  database: DatabaseTarget;
  /** Directory for runtime files (the SQLite file, the development signing secret). */
  dataDir: string;
  /** Uploaded files (avatars), served by the main API under /uploads/. */
  uploadsDir: string;
  /**
   * The catalogue content (tests/, media/, banners/, schema/): seeded into the database and
   * served under /media/. Defaults to backend/content next to the code.
   */
  contentDir: string;
  /**
   * The most leaf questions one test may hold (CONTENT_MAX_QUESTIONS, default 40, the authored
   * format's cap). Raised only for generated content such as the player benchmark's test.
   */
  contentMaxQuestions: number;
  /** Base URL the browser reaches the main API at; uploaded-file URLs are built from it. */
  publicApiUrl: string;
  /** Base URL of the web app, for links in e-mails (WEB_PUBLIC_URL, else NEXT_PUBLIC_SITE_URL). */
  webPublicUrl: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * A login session not used (no request, no refresh) for this many days ends: its refresh token
   * expires and it stops counting toward maxDevices. Refresh tokens never outlive it.
   */
  sessionIdleDays: number;
  /**
   * A refresh token exchanged this recently may be presented once more by a request that raced
   * the exchange (two tabs, or a page left mid-refresh): it gets a pair of its own instead of the
   * session being revoked as stolen. Only while no newer token of the session has been exchanged.
   */
  refreshReuseGraceSeconds: number;
  corsOrigins: string[];
  /**
   * Which connecting addresses may state the caller's address in X-Forwarded-For (Fastify's
   * trustProxy): the web app's forwarder of /api/main and /api/sign-in. false trusts none.
   */
  trustProxy: string | false;
  maxDevices: number;
  otpSender: OtpSenderKind;
  /** Multiplies every rate limit (e2e raises them); 1 keeps the documented limits. */
  rateLimitMultiplier: number;
  /**
   * The key activation codes are stored under (an HMAC of each code): ACTIVATION_CODE_SECRET, or
   * when unset a key derived from JWT_SECRET. The code generator and the API must use the same one.
   */
  activationCodeSecret: string | null;
  /** log2 of scrypt's N. Production default 17; tests use 14 to stay fast. */
  passwordHashCost: number;
  /**
   * The client-app id (header X-Client-App-Id) of the teacher app: sign-ins that carry it are for
   * teachers; every other caller (the students' site) refuses teacher accounts (spec §6).
   */
  teacherClientAppId: string;
  /** Seeds the demo student and teacher; off by default in production. */
  seedDemoData: boolean;
  /**
   * Checks every success answer against its declared schema with no undeclared field allowed
   * (STRICT_RESPONSES; on outside production), so a field the schema forgot fails loudly
   * instead of silently vanishing from the wire.
   */
  strictResponses: boolean;
  bodyLimitBytes: number;
  /** Payment gateways (decision 0014). */
  payments: PaymentsConfig;
  /** The messaging link (Zalo, decision 0048). */
  messaging: MessagingConfig;
  /** Partner sites: embed sessions and result callbacks (decision 0057). */
  partners: PartnersConfig;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

/**
 * PAYMENT_GATEWAY=local (default): VNPAY and MoMo are emulated by the local gateway on the API
 * listener, signing with the configured (or development) secrets. live: the real endpoints,
 * with every credential required.
 */
export interface PaymentsConfig {
  gateway: 'local' | 'live';
  vnpay: { tmnCode: string; hashSecret: string; payUrl: string; apiUrl: string };
  momo: { partnerCode: string; accessKey: string; secretKey: string; endpoint: string; ipnUrl: string };
  /** Minutes a pending order may be paid (PAYMENT_ORDER_TTL_MINUTES, default 15). */
  orderTtlMinutes: number;
  /** Seconds between reconciliation runs (RECONCILE_INTERVAL_SECONDS, default 60; 0 turns it off). */
  reconcileIntervalSeconds: number;
}

/**
 * MESSAGING_PROVIDER=local (default outside production): Zalo's linking page is emulated on the
 * API listener and signs with MESSAGING_LOCAL_SECRET (or a development one). off (default in
 * production until a real provider is plugged in): the account page says linking is unavailable.
 */
interface MessagingConfig {
  provider: 'local' | 'off';
  /** The app id the provider knows this site by. */
  appId: string;
  /** The secret the provider signs its callbacks with. */
  secret: string;
}

/**
 * Partner sites (decision 0057). The demo partner (`demo-school`) is seeded with the demo data;
 * its secret defaults to DEMO_PARTNER_DEV_SECRET, documented for local partner pages.
 */
export interface PartnersConfig {
  /** The `aud` a partner's assertion must name (SITE_AUDIENCE, default luyen-thi-tieng-anh). */
  siteAudience: string;
  /** Lifetime of an embed session's access token (EMBED_TOKEN_TTL_SECONDS, default 7200). */
  embedTokenTtlSeconds: number;
  /** Seconds between callback delivery runs (PARTNER_CALLBACK_INTERVAL_SECONDS, default 10; 0 turns it off). */
  callbackIntervalSeconds: number;
  /** Tries of one callback before it is given up (PARTNER_CALLBACK_MAX_ATTEMPTS, default 8). */
  callbackMaxAttempts: number;
  /** The wait after the first failed try, doubled per try (PARTNER_CALLBACK_RETRY_SECONDS, default 30). */
  callbackRetrySeconds: number;
  demo: DemoPartnerSettings;
}

export interface DemoPartnerSettings {
  /** DEMO_PARTNER_SECRET, else DEMO_PARTNER_DEV_SECRET. */
  secret: string;
  /** http://localhost:3539 plus DEMO_PARTNER_ORIGINS (comma-separated). */
  origins: string[];
  /** DEMO_PARTNER_CALLBACK_URL, default http://localhost:3539/callback. */
  callbackUrl: string;
}

/** The demo partner's secret when DEMO_PARTNER_SECRET is not set: known, so only for development. */
export const DEMO_PARTNER_DEV_SECRET = 'demo-school-shared-secret-for-development-only';
export const DEMO_PARTNER_ORIGIN = 'http://localhost:3539';

const ORIGIN_PATTERN = /^https?:\/\/[^/\s]+$/;

function readPartnersConfig(
  read: (name: string) => string | undefined,
  integer: (name: string, fallback: number, min: number, max: number) => number,
  problems: string[],
): PartnersConfig {
  const secret = read('DEMO_PARTNER_SECRET') ?? DEMO_PARTNER_DEV_SECRET;
  if (secret.length < MIN_SECRET_LENGTH)
    problems.push(`DEMO_PARTNER_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  const extra = (read('DEMO_PARTNER_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin.length > 0);
  for (const origin of extra) {
    if (!ORIGIN_PATTERN.test(origin))
      problems.push(`DEMO_PARTNER_ORIGINS entries must look like http(s)://host[:port] (got "${origin}").`);
  }
  const callbackUrl = read('DEMO_PARTNER_CALLBACK_URL') ?? `${DEMO_PARTNER_ORIGIN}/callback`;
  if (!/^https?:\/\/[^\s]+$/.test(callbackUrl))
    problems.push(`DEMO_PARTNER_CALLBACK_URL must be an http(s) URL (got "${callbackUrl}").`);
  return {
    siteAudience: read('SITE_AUDIENCE') ?? 'luyen-thi-tieng-anh',
    embedTokenTtlSeconds: integer('EMBED_TOKEN_TTL_SECONDS', 7200, 60, 86_400),
    callbackIntervalSeconds: integer('PARTNER_CALLBACK_INTERVAL_SECONDS', 10, 0, 86_400),
    callbackMaxAttempts: integer('PARTNER_CALLBACK_MAX_ATTEMPTS', 8, 1, 100),
    callbackRetrySeconds: integer('PARTNER_CALLBACK_RETRY_SECONDS', 30, 0, 86_400),
    demo: { secret, origins: [...new Set([DEMO_PARTNER_ORIGIN, ...extra])], callbackUrl },
  };
}

/** Config as read from the environment: the signing secret may still be missing. */
export type EnvConfig = Omit<AppConfig, 'jwtSecret'> & { jwtSecret: string | null };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Highest CONTENT_MAX_QUESTIONS: a draft or submit carries at most 200 answers and 200 flags
 * (modules/attempts/schemas.ts), so a longer test could never be submitted whole.
 */
const CONTENT_MAX_QUESTIONS_LIMIT = 200;

export interface ContentSettings {
  contentDir: string;
  contentMaxQuestions: number;
}

/**
 * CONTENT_DIR and CONTENT_MAX_QUESTIONS on their own, for `loadConfig` and for tools that read
 * the content without running the server (`npm run content:check`). Problems are appended.
 */
function readContentSettings(env: NodeJS.ProcessEnv, cwd: string, problems: string[]): ContentSettings {
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const contentDirRaw = read('CONTENT_DIR');
  const contentDir = contentDirRaw === undefined ? defaultContentDir() : resolve(cwd, contentDirRaw);
  if (contentDirRaw !== undefined && !existsSync(join(contentDir, 'tests'))) {
    problems.push(`CONTENT_DIR must be a directory holding tests/ (got "${contentDirRaw}").`);
  }
  // Below the 10-question minimum every test would fail; above the limit it could not be submitted.
  let contentMaxQuestions = MAX_LEAF_QUESTIONS;
  const maxRaw = read('CONTENT_MAX_QUESTIONS');
  if (maxRaw !== undefined) {
    const value = Number(maxRaw);
    if (!/^\d+$/.test(maxRaw) || value < MIN_LEAF_QUESTIONS || value > CONTENT_MAX_QUESTIONS_LIMIT) {
      problems.push(
        `CONTENT_MAX_QUESTIONS must be an integer between ${MIN_LEAF_QUESTIONS} and ${CONTENT_MAX_QUESTIONS_LIMIT} (got "${maxRaw}").`,
      );
    } else {
      contentMaxQuestions = value;
    }
  }
  return { contentDir, contentMaxQuestions };
}

/** `readContentSettings`, throwing ConfigError on a bad value. */
export function loadContentSettings(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): ContentSettings {
  const problems: string[] = [];
  const settings = readContentSettings(env, cwd, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}

const DEFAULT_DATABASE_URL = 'file:backend/data/app.db';
const DEFAULT_DATA_DIR = 'backend/data';
const MIN_SECRET_LENGTH = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function parseDatabaseUrl(url: string, cwd: string): DatabaseTarget | null {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    return { kind: 'postgres', connectionString: url };
  }
  if (url.startsWith('file:')) {
    // Accept `file:relative/path`, `file:/abs/path` and `file:///abs/path`.
    const raw = url.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (raw.length === 0) return null;
    return { kind: 'sqlite', filename: isAbsolute(raw) ? raw : resolve(cwd, raw) };
  }
  return null;
}

/** TRUST_PROXY: "false"/"none" trusts nobody; otherwise addresses, CIDRs or loopback (default). */
function trustProxyOf(raw: string | undefined): string | false {
  const value = raw?.trim();
  if (!value) return 'loopback';
  if (value === 'false' || value === 'none') return false;
  return value;
}

const PAYMENT_GATEWAYS = ['local', 'live'] as const;

/** The gateway settings; live needs every credential, local fills in development ones. */
function readPaymentsConfig(
  read: (name: string) => string | undefined,
  publicApiUrl: string,
  nodeEnv: NodeEnv,
  problems: string[],
): Omit<PaymentsConfig, 'orderTtlMinutes' | 'reconcileIntervalSeconds'> {
  const raw = read('PAYMENT_GATEWAY') ?? 'local';
  const gateway = PAYMENT_GATEWAYS.find((kind) => kind === raw) ?? 'local';
  if (gateway !== raw) problems.push(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')} (got "${raw}").`);
  const allowLocal = read('ALLOW_LOCAL_GATEWAY_IN_PRODUCTION');
  if (nodeEnv === 'production' && gateway === 'local' && allowLocal !== 'true') {
    problems.push(
      'PAYMENT_GATEWAY=local only emulates VNPAY and MoMo (nobody is charged), so it cannot run with NODE_ENV=production. ' +
        'Set PAYMENT_GATEWAY=live with the VNPAY_* and MOMO_* credentials, or ALLOW_LOCAL_GATEWAY_IN_PRODUCTION=true for a demo.',
    );
  }
  const local = `${publicApiUrl}/gateway`;
  const value = (name: string, localDefault: string): string => {
    const found = read(name);
    if (found !== undefined) return found;
    if (gateway === 'live') problems.push(`${name} is required when PAYMENT_GATEWAY=live.`);
    return localDefault;
  };
  return {
    gateway,
    vnpay: {
      tmnCode: value('VNPAY_TMN_CODE', 'LOCALTMN'),
      hashSecret: value('VNPAY_HASH_SECRET', 'LOCALVNPAYHASHSECRETFORDEVELOPMENT01'),
      payUrl: value('VNPAY_PAY_URL', `${local}/vnpay/paymentv2/vpcpay.html`),
      apiUrl: value('VNPAY_API_URL', `${local}/vnpay/merchant_webapi/api/transaction`),
    },
    momo: {
      partnerCode: value('MOMO_PARTNER_CODE', 'LOCALMOMO'),
      accessKey: value('MOMO_ACCESS_KEY', 'LOCALMOMOACCESS'),
      secretKey: value('MOMO_SECRET_KEY', 'LOCALMOMOSECRETKEYFORDEVELOPMENT01'),
      endpoint: value('MOMO_ENDPOINT', `${local}/momo`),
      ipnUrl: read('MOMO_IPN_URL') ?? `${publicApiUrl}/payment/momo/ipn`,
    },
  };
}

const MESSAGING_PROVIDERS = ['local', 'off'] as const;

function readMessagingConfig(
  read: (name: string) => string | undefined,
  nodeEnv: NodeEnv,
  problems: string[],
): MessagingConfig {
  const raw = read('MESSAGING_PROVIDER') ?? (nodeEnv === 'production' ? 'off' : 'local');
  const provider = MESSAGING_PROVIDERS.find((kind) => kind === raw) ?? 'off';
  if (provider !== raw)
    problems.push(`MESSAGING_PROVIDER must be one of ${MESSAGING_PROVIDERS.join(', ')} (got "${raw}").`);
  const secret = read('MESSAGING_LOCAL_SECRET') ?? 'LOCALZALOSECRETFORDEVELOPMENT0001';
  if (secret.length < MIN_SECRET_LENGTH)
    problems.push(`MESSAGING_LOCAL_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  return { provider, appId: read('MESSAGING_APP_ID') ?? 'local-zalo-app', secret };
}

/** ACTIVATION_CODE_SECRET when set (at least as long as a signing secret); null derives one. */
function readActivationCodeSecret(read: (name: string) => string | undefined, problems: string[]): string | null {
  const secret = read('ACTIVATION_CODE_SECRET');
  if (secret === undefined) return null;
  if (secret.length < MIN_SECRET_LENGTH) {
    problems.push(`ACTIVATION_CODE_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): EnvConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };

  const rawEnv = read('NODE_ENV') ?? 'development';
  const nodeEnv: NodeEnv = rawEnv === 'production' || rawEnv === 'test' ? rawEnv : 'development';

  const databaseUrl = read('DATABASE_URL') ?? DEFAULT_DATABASE_URL;
  const database = parseDatabaseUrl(databaseUrl, cwd);
  if (!database) problems.push(`DATABASE_URL must start with "file:" or "postgres://" (got "${databaseUrl}").`);

  const corsOrigins = (read('CORS_ORIGINS') ?? 'http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin.length > 0);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      problems.push(`CORS_ORIGINS entries must look like http(s)://host[:port] without a path (got "${origin}").`);
    }
  }

  const jwtSecret = read('JWT_SECRET') ?? null;
  if (jwtSecret !== null && jwtSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  }
  if (nodeEnv === 'production' && jwtSecret === null) {
    problems.push('JWT_SECRET is required when NODE_ENV=production.');
  }

  const otpSenderRaw = read('OTP_SENDER') ?? 'outbox';
  const otpSender = OTP_SENDERS.find((kind) => kind === otpSenderRaw) ?? 'outbox';
  if (otpSender !== otpSenderRaw)
    problems.push(`OTP_SENDER must be one of ${OTP_SENDERS.join(', ')} (got "${otpSenderRaw}").`);
  const allowOutboxRaw = read('ALLOW_OTP_OUTBOX_IN_PRODUCTION');
  if (allowOutboxRaw !== undefined && allowOutboxRaw !== 'true' && allowOutboxRaw !== 'false') {
    problems.push(`ALLOW_OTP_OUTBOX_IN_PRODUCTION must be "true" or "false" (got "${allowOutboxRaw}").`);
  }
  // The outbox only simulates SMS and e-mail: in production nobody would ever receive a code.
  if (nodeEnv === 'production' && otpSender === 'outbox' && allowOutboxRaw !== 'true') {
    problems.push(
      'OTP_SENDER=outbox does not deliver one-time codes to users (it only writes them to the database and the log), ' +
        'so it cannot run with NODE_ENV=production. Configure a real SMS/e-mail sender, or set ' +
        'ALLOW_OTP_OUTBOX_IN_PRODUCTION=true for a staging deployment whose operators read codes from the log.',
    );
  }

  const multiplierRaw = read('RATE_LIMIT_MULTIPLIER');
  let rateLimitMultiplier = 1;
  if (multiplierRaw !== undefined) {
    const value = Number(multiplierRaw);
    if (!/^\d+(\.\d+)?$/.test(multiplierRaw) || value <= 0 || value > 1_000_000) {
      problems.push(
        `RATE_LIMIT_MULTIPLIER must be a number greater than 0 and at most 1000000 (got "${multiplierRaw}").`,
      );
    } else {
      rateLimitMultiplier = value;
    }
  }

  const seedRaw = read('SEED_DEMO_DATA');
  if (seedRaw !== undefined && seedRaw !== 'true' && seedRaw !== 'false') {
    problems.push(`SEED_DEMO_DATA must be "true" or "false" (got "${seedRaw}").`);
  }

  const logLevelRaw = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  const logLevel = (LOG_LEVELS as readonly string[]).includes(logLevelRaw)
    ? (logLevelRaw as AppConfig['logLevel'])
    : 'info';
  if (logLevel !== logLevelRaw) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}.`);

  const apiPort = integer('API_PORT', 4000, 1, 65535);
  const publicApiUrl = (read('API_PUBLIC_URL') ?? `http://localhost:${apiPort}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(publicApiUrl)) {
    problems.push(`API_PUBLIC_URL must be an http(s) URL without query or fragment (got "${publicApiUrl}").`);
  }
  const webPublicUrl = (read('WEB_PUBLIC_URL') ?? read('NEXT_PUBLIC_SITE_URL') ?? 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(webPublicUrl)) {
    problems.push(`WEB_PUBLIC_URL must be an http(s) URL without query or fragment (got "${webPublicUrl}").`);
  }
  const { contentDir, contentMaxQuestions } = readContentSettings(env, cwd, problems);
  const payments = readPaymentsConfig(read, publicApiUrl, nodeEnv, problems);
  const orderTtlMinutes = integer('PAYMENT_ORDER_TTL_MINUTES', 15, 1, 24 * 60);
  const reconcileIntervalSeconds = integer('RECONCILE_INTERVAL_SECONDS', 60, 0, 86_400);
  const dataDir = database?.kind === 'sqlite' ? dirname(database.filename) : resolve(cwd, DEFAULT_DATA_DIR);

  const config: EnvConfig = {
    nodeEnv,
    host: read('API_HOST') ?? '127.0.0.1',
    apiPort,
    authPort: integer('AUTH_PORT', 4001, 1, 65535),
    databaseUrl,
    database: database ?? { kind: 'sqlite', filename: resolve(cwd, DEFAULT_DATA_DIR, 'app.db') },
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    contentDir,
    contentMaxQuestions,
    publicApiUrl,
    webPublicUrl,
    jwtSecret,
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86_400),
    refreshTokenTtlDays: integer('REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
    sessionIdleDays: integer('SESSION_IDLE_DAYS', 14, 1, 365),
    refreshReuseGraceSeconds: integer('REFRESH_REUSE_GRACE_SECONDS', 20, 0, 120),
    corsOrigins,
    trustProxy: trustProxyOf(read('TRUST_PROXY')),
    maxDevices: integer('MAX_DEVICES', 3, 1, 100),
    otpSender,
    rateLimitMultiplier,
    activationCodeSecret: readActivationCodeSecret(read, problems),
    passwordHashCost: integer(
      'PASSWORD_HASH_COST',
      DEFAULT_PASSWORD_HASH_COST,
      MIN_PASSWORD_HASH_COST,
      MAX_PASSWORD_HASH_COST,
    ),
    teacherClientAppId: read('TEACHER_CLIENT_APP_ID') ?? 'web-teacher',
    seedDemoData: seedRaw === undefined ? nodeEnv !== 'production' : seedRaw === 'true',
    strictResponses: (read('STRICT_RESPONSES') ?? (nodeEnv === 'production' ? 'false' : 'true')) === 'true',
    bodyLimitBytes: JSON_BODY_LIMIT_BYTES,
    payments: { ...payments, orderTtlMinutes, reconcileIntervalSeconds },
    messaging: readMessagingConfig(read, nodeEnv, problems),
    partners: readPartnersConfig(read, integer, problems),
    logLevel,
  };

  if (config.apiPort === config.authPort) problems.push('API_PORT and AUTH_PORT must differ.');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Outside production a missing JWT_SECRET is generated once and kept in the data directory,
 * so restarting the dev server does not sign everybody out.
 */
export function resolveJwtSecret(config: EnvConfig): AppConfig {
  if (config.jwtSecret !== null) return { ...config, jwtSecret: config.jwtSecret };
  const file = join(config.dataDir, '.jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return { ...config, jwtSecret: stored };
  }
  const secret = generateSecret();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { ...config, jwtSecret: secret };
}
