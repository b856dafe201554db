import { describe, expect, it } from 'vitest';
import { createManualClock } from '../src/lib/clock';
import { detectDeviceKind } from '../src/lib/device';
import { detectImageType } from '../src/modules/account/avatar';
import { hashPassword, verifyPassword } from '../src/lib/password';
import { generateRefreshToken, hashRefreshToken, signAccessToken, verifyAccessToken } from '../src/lib/tokens';
import { TEST_HASH_COST } from './helpers';

describe('password hashing', () => {
  it('stores a self-describing scrypt string and verifies only the right password', async () => {
    const stored = await hashPassword('Student@123', TEST_HASH_COST);
    expect(stored).toMatch(/^scrypt\$14\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    await expect(verifyPassword('Student@123', stored)).resolves.toBe(true);
    await expect(verifyPassword('student@123', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', TEST_HASH_COST), hashPassword('same', TEST_HASH_COST)]);
    expect(a).not.toBe(b);
  });

  it('defaults to N = 2^17 for production', async () => {
    const stored = await hashPassword('Student@123');
    expect(stored.startsWith('scrypt$17$8$1$')).toBe(true);
    await expect(verifyPassword('Student@123', stored)).resolves.toBe(true);
  });

  it('treats malformed or absurd stored hashes as a mismatch instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$14$8$1$$', 'scrypt$40$8$1$c2FsdA$a2V5', 'bcrypt$14$8$1$c2FsdA$a2V5']) {
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
    }
  });

  it('refuses to hash with an out-of-range cost', async () => {
    await expect(hashPassword('x', 30)).rejects.toThrow(RangeError);
  });
});

describe('access tokens', () => {
  const secret = 'unit-test-secret-unit-test-secret-unit';
  const clock = createManualClock(new Date('2025-03-01T00:00:00Z'));

  it('round-trips claims until exp', () => {
    const token = signAccessToken(
      { sub: '7', role: 'STUDENT', sid: 's1' },
      { secret, now: clock.now(), ttlSeconds: 900 },
    );
    const claims = verifyAccessToken(token, { secret, now: clock.now() });
    expect(claims).toMatchObject({ sub: '7', role: 'STUDENT', sid: 's1' });
    expect(claims && claims.exp - claims.iat).toBe(900);
    expect(verifyAccessToken(token, { secret, now: new Date(clock.now().getTime() + 899_000) })).not.toBeNull();
    expect(verifyAccessToken(token, { secret, now: new Date(clock.now().getTime() + 900_000) })).toBeNull();
  });

  it('is a standard HS256 JWT', () => {
    const token = signAccessToken(
      { sub: '7', role: 'STUDENT', sid: 's1' },
      { secret, now: clock.now(), ttlSeconds: 60 },
    );
    const [header] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('rejects tampering, other secrets and unknown roles', () => {
    const token = signAccessToken(
      { sub: '7', role: 'STUDENT', sid: 's1' },
      { secret, now: clock.now(), ttlSeconds: 60 },
    );
    const [h, , s] = token.split('.');
    const teacher = Buffer.from(JSON.stringify({ sub: '7', role: 'TEACHER', sid: 's1', iat: 0, exp: 9e9 })).toString(
      'base64url',
    );
    expect(verifyAccessToken(`${h}.${teacher}.${s}`, { secret, now: clock.now() })).toBeNull();
    expect(verifyAccessToken(token, { secret: `${secret}x`, now: clock.now() })).toBeNull();
  });
});

describe('refresh tokens', () => {
  it('are 256-bit random base64url strings hashed with SHA-256', () => {
    const a = generateRefreshToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateRefreshToken()).not.toBe(a);
    expect(hashRefreshToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(a)).toBe(hashRefreshToken(a));
  });
});

describe('device detection', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1', 'Phone'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36', 'Phone'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'Tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'Tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36', 'Desktop'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 'Desktop'],
    ['', 'Desktop'],
    [undefined, 'Desktop'],
  ])('%s → %s', (userAgent, kind) => {
    expect(detectDeviceKind(userAgent)).toBe(kind);
  });
});

describe('detectImageType', () => {
  it('recognises PNG and JPEG by their first bytes only', () => {
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBe('png');
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpg');
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
