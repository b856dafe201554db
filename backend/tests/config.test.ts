import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, resolveJwtSecret } from '../src/config';
import { createDatabase } from '../src/db/database';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      apiPort: 4000,
      authPort: 4001,
      databaseUrl: 'file:backend/data/app.db',
      database: { kind: 'sqlite', filename: '/repo/backend/data/app.db' },
      dataDir: '/repo/backend/data',
      jwtSecret: null,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      sessionIdleDays: 14,
      corsOrigins: ['http://localhost:3000'],
      trustProxy: 'loopback',
      maxDevices: 3,
      otpSender: 'outbox',
      rateLimitMultiplier: 1,
      publicApiUrl: 'http://localhost:4000',
      uploadsDir: '/repo/backend/data/uploads',
      passwordHashCost: 17,
      seedDemoData: true,
      bodyLimitBytes: 1024 * 1024,
    });
  });

  it('reads overrides', () => {
    const config = loadConfig(
      {
        API_PORT: '5000',
        AUTH_PORT: '5001',
        DATABASE_URL: 'file:///var/lib/app/app.db',
        CORS_ORIGINS: 'https://a.example, https://b.example',
        MAX_DEVICES: '5',
        ACCESS_TOKEN_TTL_SECONDS: '60',
      },
      '/repo',
    );
    expect(config.database).toEqual({ kind: 'sqlite', filename: '/var/lib/app/app.db' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect([config.apiPort, config.authPort, config.maxDevices, config.accessTokenTtlSeconds]).toEqual([
      5000, 5001, 5, 60,
    ]);
  });

  it('selects Postgres for postgres:// URLs', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/app' }, '/repo');
    expect(config.database).toEqual({ kind: 'postgres', connectionString: 'postgres://u:p@localhost:5432/app' });
    expect(config.dataDir).toBe('/repo/backend/data');
  });

  it('requires a JWT_SECRET in production and keeps demo data out by default', () => {
    const outboxAllowed = { ALLOW_OTP_OUTBOX_IN_PRODUCTION: 'true', ALLOW_LOCAL_GATEWAY_IN_PRODUCTION: 'true' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...outboxAllowed })).toThrow(/JWT_SECRET is required/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), ...outboxAllowed });
    expect(config.seedDemoData).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), SEED_DEMO_DATA: 'true', ...outboxAllowed })
        .seedDemoData,
    ).toBe(true);
  });

  it('refuses to start in production with only the development OTP outbox', () => {
    const env = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), ALLOW_LOCAL_GATEWAY_IN_PRODUCTION: 'true' };
    expect(() => loadConfig(env)).toThrow(
      /OTP_SENDER=outbox does not deliver one-time codes[\s\S]*NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...env, OTP_SENDER: 'outbox' })).toThrow(/ALLOW_OTP_OUTBOX_IN_PRODUCTION=true/);
    expect(loadConfig({ ...env, ALLOW_OTP_OUTBOX_IN_PRODUCTION: 'true' }).otpSender).toBe('outbox');
    expect(() => loadConfig({ OTP_SENDER: 'sms' })).toThrow(/OTP_SENDER must be one of outbox/);
    expect(() => loadConfig({ ALLOW_OTP_OUTBOX_IN_PRODUCTION: 'yes' })).toThrow(/must be "true" or "false"/);
  });

  it('runs the local payment gateway by default, never silently in production, and needs every live credential', () => {
    const local = loadConfig({}, '/repo').payments;
    expect(local).toMatchObject({
      gateway: 'local',
      orderTtlMinutes: 15,
      reconcileIntervalSeconds: 60,
      vnpay: { payUrl: 'http://localhost:4000/gateway/vnpay/paymentv2/vpcpay.html' },
      momo: { endpoint: 'http://localhost:4000/gateway/momo', ipnUrl: 'http://localhost:4000/payment/momo/ipn' },
    });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), ALLOW_OTP_OUTBOX_IN_PRODUCTION: 'true' };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_GATEWAY=local only emulates VNPAY and MoMo/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'live', VNPAY_TMN_CODE: 'ABCD1234' })).toThrow(
      /VNPAY_HASH_SECRET is required[\s\S]*MOMO_SECRET_KEY is required/,
    );
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY must be one of local, live/);
    expect(() => loadConfig({ PAYMENT_ORDER_TTL_MINUTES: '0' })).toThrow(/PAYMENT_ORDER_TTL_MINUTES/);
  });

  it('reads RATE_LIMIT_MULTIPLIER', () => {
    expect(loadConfig({}).rateLimitMultiplier).toBe(1);
    expect(loadConfig({ RATE_LIMIT_MULTIPLIER: '100' }).rateLimitMultiplier).toBe(100);
    expect(loadConfig({ RATE_LIMIT_MULTIPLIER: '0.5' }).rateLimitMultiplier).toBe(0.5);
    for (const bad of ['0', '-1', 'lots', '1e3', '2000000']) {
      expect(() => loadConfig({ RATE_LIMIT_MULTIPLIER: bad }), bad).toThrow(/RATE_LIMIT_MULTIPLIER must be a number/);
    }
  });

  it('builds the public API URL from API_PORT unless API_PUBLIC_URL is set', () => {
    expect(loadConfig({}).publicApiUrl).toBe('http://localhost:4000');
    expect(loadConfig({ API_PORT: '4300', AUTH_PORT: '4301' }).publicApiUrl).toBe('http://localhost:4300');
    expect(loadConfig({ API_PUBLIC_URL: 'https://api.example.vn/v1/' }).publicApiUrl).toBe('https://api.example.vn/v1');
    for (const bad of ['api.example.vn', 'ftp://x', 'https://x/?a=1', 'https://x/#y']) {
      expect(() => loadConfig({ API_PUBLIC_URL: bad }), bad).toThrow(/API_PUBLIC_URL must be an http\(s\) URL/);
    }
  });

  it('keeps uploads next to the database file', () => {
    expect(loadConfig({ DATABASE_URL: 'file:/srv/app/db/app.db' }).uploadsDir).toBe('/srv/app/db/uploads');
  });

  it('lists every invalid value at once', () => {
    try {
      loadConfig({
        API_PORT: 'eighty',
        MAX_DEVICES: '0',
        DATABASE_URL: 'mysql://x',
        CORS_ORIGINS: 'localhost:3000',
        JWT_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/API_PORT[\s\S]*MAX_DEVICES|MAX_DEVICES[\s\S]*API_PORT/);
    }
  });

  it('rejects equal ports', () => {
    expect(() => loadConfig({ API_PORT: '4000', AUTH_PORT: '4000' })).toThrow(/must differ/);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a development secret once and reuses it across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-config-'));
    dirs.push(dir);
    const env = { DATABASE_URL: `file:${join(dir, 'data', 'app.db')}` };
    const first = resolveJwtSecret(loadConfig(env)).jwtSecret;
    const second = resolveJwtSecret(loadConfig(env)).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    const file = join(dir, 'data', '.jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('prefers JWT_SECRET when set', () => {
    const secret = 's'.repeat(40);
    expect(resolveJwtSecret(loadConfig({ JWT_SECRET: secret })).jwtSecret).toBe(secret);
  });
});

describe('createDatabase', () => {
  it('explains how to get Postgres support when pg is not installed', async () => {
    await expect(createDatabase({ kind: 'postgres', connectionString: 'postgres://localhost/app' })).rejects.toThrow(
      'DATABASE_URL selects Postgres, but the "pg" package is not installed',
    );
  });
});
