import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { ApiFailure, ApiSuccess, LoginResponseData, OtpPurpose } from '@contract/api';
import type { FirstLoginRequiredData, LoginResult } from '@contract/auth';
import { authEndpoints } from '@contract/auth';
import type { AccountStatus, RoleCode } from '@contract/constants';
import { otpEndpoints } from '@contract/otp';
import type { Endpoint, EndpointSchema, HttpMethod } from '@contract/endpoint';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createSqliteDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DEMO_USERS, seed } from '../src/db/seed';
import { createManualClock, type ManualClock } from '../src/lib/clock';
import { codeKeyOf } from '../src/modules/activation-codes';
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
    await seed(db, {
      passwordHashCost: TEST_HASH_COST,
      demoUsers: true,
      clock: createManualClock(),
      // The key createTestApp's configuration hashes activation codes under (no ACTIVATION_CODE_SECRET).
      activationCodeKey: codeKeyOf({ activationCodeSecret: null, jwtSecret: TEST_JWT_SECRET }),
    });
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
export async function createTestApp(
  env: Record<string, string> = {},
  { scope = 'test' }: { scope?: Scope } = {},
): Promise<TestApp> {
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

export async function putJson(
  server: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

type SchemaOf<E> = E extends Endpoint<HttpMethod, string, infer S extends EndpointSchema> ? S : never;
/** A path or query value is text on the wire: a number stands for its digits. */
type AsText<T> = { [K in keyof T]: T[K] extends string ? T[K] | number : T[K] };
type PartOf<E, K extends 'params' | 'querystring' | 'body'> = SchemaOf<E>[K] extends infer T extends TSchema
  ? Static<T>
  : never;
/** The JSON body an endpoint takes, as its contract declares it. */
export type BodyOf<E> = PartOf<E, 'body'>;
/** The path parameters of an endpoint (numbers allowed where the URL carries digits). */
export type ParamsOf<E> = AsText<PartOf<E, 'params'>>;
/** The query an endpoint takes (numbers allowed where the URL carries digits). */
export type QueryOf<E> = AsText<PartOf<E, 'querystring'>>;
/** The success answer of an endpoint, as its contract declares it. */
export type SuccessOf<E> = SchemaOf<E>['response'] extends { 200: infer R extends TSchema }
  ? Static<R>
  : SchemaOf<E>['response'] extends { 201: infer R extends TSchema }
    ? Static<R>
    : unknown;

/** The `data` of an endpoint's success answer. */
export type DataOf<E> = SuccessOf<E> extends { data: infer D } ? D : never;

export interface InjectArgs<E> {
  params?: AsText<PartOf<E, 'params'>>;
  query?: AsText<PartOf<E, 'querystring'>>;
  body?: PartOf<E, 'body'>;
  /** An access token, or the Authorization header object of `bearer()`/`teacherAuth()`. */
  token?: string | Record<string, string>;
  headers?: Record<string, string>;
}

/** The URL of an endpoint: `:name` filled from params, the query serialised (arrays as repeated keys). */
function urlOf(endpoint: Endpoint, params: object = {}, query: object = {}): string {
  const values = params as Record<string, unknown>;
  const path = endpoint.url.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    if (values[name] === undefined) throw new Error(`${endpoint.url}: no value for :${name}`);
    return encodeURIComponent(String(values[name]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/**
 * The raw answer of one call to an endpoint, its URL and method taken from the contract: for a
 * test that looks at the status or headers too, or expects a failure.
 */
export function injectRaw<E extends Endpoint>(
  server: FastifyInstance,
  endpoint: E,
  { params, query, body, token, headers = {} }: InjectArgs<E> = {},
): Promise<LightMyRequestResponse> {
  const authorization = typeof token === 'string' ? bearer(token) : (token ?? {});
  return server.inject({
    method: endpoint.method,
    url: urlOf(endpoint, params ?? {}, query ?? {}),
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...authorization, ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/**
 * Calls an endpoint and returns its success body, typed from the contract's response schema;
 * any other status fails the test with the answer.
 */
export async function inject<E extends Endpoint>(
  server: FastifyInstance,
  endpoint: E,
  args: InjectArgs<E> = {},
): Promise<SuccessOf<E>> {
  return answerOf(endpoint, await injectRaw(server, endpoint, args));
}

/**
 * The success body of an answer already in hand (a multipart upload, a response whose headers the
 * test reads too), typed from the endpoint it came from; any other status fails the test.
 */
export function answerOf<E extends Endpoint>(endpoint: E, response: LightMyRequestResponse): SuccessOf<E> {
  if (response.statusCode !== 200 && response.statusCode !== 201) {
    throw new Error(
      `${endpoint.method} ${endpoint.url}: expected success, got ${response.statusCode} ${response.body}`,
    );
  }
  return response.json<SuccessOf<E>>();
}

/** The tokens of a sign-in answer; a first-login step instead fails the test. */
export function sessionOf(result: LoginResult): LoginResponseData {
  if ('firstLogin' in result) throw new Error(`expected a session, got a first-login step for ${result.fullName}`);
  return result;
}

/** The first-login step of a sign-in answer; tokens instead fail the test. */
export function firstLoginOf(result: LoginResult): FirstLoginRequiredData {
  if (!('firstLogin' in result)) throw new Error(`expected a first-login step, got a session of ${result.user.id}`);
  return result;
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
  mustChangePassword?: boolean;
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
      must_change_password: user.mustChangePassword ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const FIRST_LOGIN = DEMO_USERS.firstLogin;

/** The code the development outbox "delivered" last to a destination (read straight from the table). */
export async function latestCode(db: Database, destination: string, purpose?: OtpPurpose): Promise<string> {
  let query = db.selectFrom('otp_outbox').select('code').where('destination', '=', destination.toLowerCase());
  if (purpose) query = query.where('purpose', '=', purpose);
  const row = await query.orderBy('id', 'desc').executeTakeFirst();
  if (!row) throw new Error(`no code was sent to ${destination}`);
  return row.code;
}

/** Main API: send a code by SMS, read it from the outbox, verify it; returns the verification token. */
export async function verifiedPhone(
  app: Pick<TestApp, 'api' | 'db'>,
  phone: string,
  purpose: OtpPurpose = 'REGISTER',
): Promise<string> {
  const sent = await postJson(app.api, '/auth/sms-otp', { phone, purpose });
  if (sent.statusCode !== 200) throw new Error(`sms-otp failed: ${sent.statusCode} ${sent.body}`);
  const code = await latestCode(app.db, phone, purpose);
  const verified = await inject(app.api, otpEndpoints.verifySmsOtp, { body: { username: phone, code, purpose } });
  return verified.data.verificationToken;
}

export const NEW_PHONE = '0987654321';
export const NEW_PASSWORD = 'Newcomer@2025';

/** The whole registration of a new student through the main API. */
export async function registerStudent(
  app: Pick<TestApp, 'api' | 'db'>,
  {
    phone = NEW_PHONE,
    password = NEW_PASSWORD,
    fullName = 'Đỗ Thị Hồng',
    gradeId = 7,
  }: { phone?: string; password?: string; fullName?: string; gradeId?: number } = {},
): Promise<LoginResponseData> {
  const verificationToken = await verifiedPhone(app, phone);
  const registered = await inject(app.api, authEndpoints.register, {
    body: { verificationToken, fullName, password, roleCode: 'STUDENT', gradeId },
  });
  return registered.data;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(
  parts: { name: string; filename?: string; contentType?: string; content: Buffer | string }[],
): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = '----vitest-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 red PNG, built byte by byte (signature, IHDR, IDAT, IEND). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const scanline = Buffer.from([0, 0xff, 0, 0]); // filter byte, then R G B
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a JPEG file (SOI + JFIF APP0): all the magic-byte check looks at. */
/** A real 4×2 JPEG, taken by a phone at a place: EXIF with a GPS position and "turn 90°". */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 2, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 0/1' } })
    .jpeg()
    .toBuffer();
}

/**
 * Sends raw bytes on a fresh loopback connection and answers what the server wrote: for requests
 * `inject` would normalise (invalid bytes in the request line, broken headers, lying lengths).
 */
export function sendRawRequest(
  port: number,
  bytes: Buffer,
): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = (split < 0 ? text : text.slice(0, split)).split('\r\n');
      const headers = Object.fromEntries(
        head
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({
        statusCode: Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0),
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
      });
    });
  });
}
