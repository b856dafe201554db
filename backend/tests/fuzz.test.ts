import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { studentAuth, teacherAuth } from './classes-fixtures';
import { seededRandom } from '../src/modules/adaptive/engine';
import { createTestApp, sendRawRequest } from './helpers';

/**
 * Malformed input for every operation of both OpenAPI documents, generated from the documents
 * themselves: wrong types for each body field and each parameter, missing required ones, huge
 * strings, deep nesting, arrays for objects, broken JSON, other content types, bad percent-encoding
 * and raw bytes outside ASCII in the request line. A secured operation is tried without a token and
 * with one of the role it asks for, so validation behind the guard is reached too. Whatever the
 * input, the answer is never a 5xx, and a 4xx is the contract's failure envelope.
 *
 * The variants are fixed by the documents; the random strings come from a seeded generator
 * (FUZZ_SEED overrides it), so a failure replays exactly.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);

let random = seededRandom(SEED);

/** FNV-1a: each operation draws from its own stream, so one run alone (vitest -t) replays it exactly. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Text mixing ASCII, Vietnamese, emoji, control characters and lone surrogates. */
function noise(length: number): string {
  const pools = [
    'abcXYZ019',
    'ăâđêôơưạảấầẩẫậ',
    '😀🇻🇳',
    '\u0000\u0007\u001b\u200b\u202e',
    '\ud800\udfff',
    '"\\/<>&%{}[]',
  ];
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const pool = [...pools[Math.floor(random() * pools.length)]!];
    text += pool[Math.floor(random() * pool.length)];
  }
  return text;
}

const HUGE = 'x'.repeat(100 * 1024);

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema | string;
}

interface Operation {
  service: 'main' | 'sign-in';
  method: string;
  /** The OpenAPI path, `{name}` for each path parameter. */
  path: string;
  parameters: Parameter[];
  bodyType: 'json' | 'multipart' | null;
  body: Schema | null;
  security: 'public' | 'optional' | 'bearer' | 'student' | 'teacher';
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: Schema }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
}

// Rate limits far off: a 429 would answer before the validation the variants are meant to reach.
const app = await createTestApp({ MAX_DEVICES: '100', RATE_LIMIT_MULTIPLIER: '1000' }, { scope: 'file' });
const servers: Record<Operation['service'], FastifyInstance> = { main: app.api, 'sign-in': app.auth };
const student = await studentAuth(app);
const teacher = await teacherAuth(app);

function securityOf(security: Record<string, string[]>[] | undefined): Operation['security'] {
  if (!security || security.length === 0) return 'public';
  if (security.some((entry) => Object.keys(entry).length === 0)) return 'optional';
  const scheme = Object.keys(security[0]!)[0];
  if (scheme === 'studentAuth') return 'student';
  if (scheme === 'teacherAuth') return 'teacher';
  return 'bearer';
}

async function operationsOf(service: Operation['service']): Promise<Operation[]> {
  const document = (await servers[service].inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const bodyType = 'application/json' in content ? 'json' : 'multipart/form-data' in content ? 'multipart' : null;
      const body = (content['application/json'] ?? content['multipart/form-data'])?.schema ?? null;
      return {
        service,
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        bodyType,
        body,
        security: securityOf(operation.security),
      } satisfies Operation;
    }),
  );
}

const OPERATIONS = [...(await operationsOf('main')), ...(await operationsOf('sign-in'))];

type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

function kindOf(value: unknown): Kind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as Kind;
}

/** The JSON types a schema accepts; null when it accepts any. */
function kindsOf(schema: Schema): Set<Kind> | null {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const kinds = new Set<Kind>();
    for (const branch of branches) {
      const inner = kindsOf(branch);
      if (!inner) return null;
      for (const kind of inner) kinds.add(kind);
    }
    return kinds;
  }
  if (schema.const !== undefined) return new Set([kindOf(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(kindOf));
  if (schema.type === undefined) return schema.properties ? new Set(['object']) : null;
  const kinds = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as Kind[]);
  if (kinds.has('number')) kinds.add('integer');
  if (schema.nullable) kinds.add('null');
  return kinds;
}

const STRING_CANDIDATES = ['abcdefgh12', '0987654321', 'student@example.com', '2026-01-15', 'ABCD-1234', 'a'];

/** A value the schema plausibly accepts: the base each variant breaks one part of. */
function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sample(branch);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => sample(part) as object));
  const type = Array.isArray(schema.type) ? schema.type[0] : (schema.type ?? (schema.properties ? 'object' : 'string'));
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties?.[name] ?? {})]));
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: Schema): string {
  if (schema.format === 'date-time') return '2026-01-15T08:00:00.000Z';
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'email') return 'student@example.com';
  if (schema.format === 'uri') return 'https://example.com/';
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text));
  return STRING_CANDIDATES.find(fits) ?? 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Deeply nested JSON text of `depth` levels, as objects or arrays. */
function nestedJson(depth: number, shape: 'object' | 'array'): string {
  return shape === 'object'
    ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
    : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function nestedValue(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/** Values of every JSON type, each sent where the schema asks for another. */
function wrongValues(schema: Schema): unknown[] {
  const accepted = kindsOf(schema);
  const candidates: unknown[] = ['fuzz', 12_345, 1.5, -1, true, null, {}, [], ['x', 1], { a: { b: [] } }, 1e308];
  const wrong = accepted ? candidates.filter((value) => !accepted.has(kindOf(value))) : [];
  return [...wrong, HUGE, noise(40), nestedValue(200)];
}

interface Case {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** Another method on the operation's path than its own. */
  method?: 'HEAD' | 'OPTIONS';
}

const UNUSED_ID = 987_654;
const JSON_TYPE = { 'content-type': 'application/json' };

function paramSchema(parameter: Parameter): Schema {
  return typeof parameter.schema === 'object' ? parameter.schema : {};
}

/** The operation's URL, with `path` overriding path parameters and `query` as raw text. */
function urlOf(operation: Operation, path: Record<string, string> = {}, query = ''): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (path[name] !== undefined) return path[name]!;
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    const schema = parameter ? paramSchema(parameter) : {};
    // An id nothing has: an existing record would cost a full answer per variant, not reach more validation.
    if (kindsOf(schema)?.has('integer')) return String(Math.min(schema.maximum ?? UNUSED_ID, UNUSED_ID));
    return encodeURIComponent(String(sample(schema)));
  });
  return query ? `${filled}?${query}` : filled;
}

/** The required query parameters with a plausible value each, except `except`. */
function baseQuery(operation: Operation, except?: string): string[] {
  return operation.parameters
    .filter((p) => p.in === 'query' && p.required && p.name !== except)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sample(paramSchema(p))))}`);
}

const BAD_STRING_PARAMS = [
  '%zz',
  '%E0%A4%A',
  '%FF%FE',
  '%00',
  '%C0%AF',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  encodeURIComponent(noise(30)),
];
const BAD_NUMBER_PARAMS = ['abc', '1.5', '-1', '0', '1e400', '99999999999999999999999', 'NaN', 'Infinity', '0x10', ''];

function queryCases(operation: Operation): Case[] {
  const cases: Case[] = [];
  const query = operation.parameters.filter((p) => p.in === 'query');
  const base = baseQuery(operation);
  for (const parameter of query) {
    const name = encodeURIComponent(parameter.name);
    const rest = baseQuery(operation, parameter.name);
    const kinds = kindsOf(paramSchema(parameter));
    const values = [
      ...BAD_STRING_PARAMS,
      ...(kinds && !kinds.has('string') ? BAD_NUMBER_PARAMS : []),
      ...(kinds?.has('boolean') ? ['maybe', '2'] : []),
      HUGE,
    ];
    for (const value of values) {
      cases.push({
        label: `query ${parameter.name}=${value.slice(0, 30)}`,
        url: urlOf(operation, {}, [...rest, `${name}=${value}`].join('&')),
      });
    }
    cases.push({
      label: `query ${parameter.name} repeated`,
      url: urlOf(operation, {}, [...rest, `${name}=a`, `${name}=1`, `${name}=`].join('&')),
    });
    cases.push({
      label: `query ${parameter.name}[x]`,
      url: urlOf(operation, {}, [...rest, `${name}[x]=1`, `${name}.y=2`].join('&')),
    });
    if (parameter.required)
      cases.push({ label: `query ${parameter.name} missing`, url: urlOf(operation, {}, rest.join('&')) });
  }
  for (const extra of ['__proto__=1', 'constructor[prototype][x]=1', '%zz=%zz', '&&&==&', `${'a'.repeat(20_000)}=1`]) {
    cases.push({ label: `query ${extra.slice(0, 30)}`, url: urlOf(operation, {}, [...base, extra].join('&')) });
  }
  return cases;
}

function pathCases(operation: Operation): Case[] {
  const query = baseQuery(operation).join('&');
  return operation.parameters
    .filter((p) => p.in === 'path')
    .flatMap((parameter) => {
      const kinds = kindsOf(paramSchema(parameter));
      const values = [
        ...BAD_STRING_PARAMS,
        ...(kinds && !kinds.has('string') ? BAD_NUMBER_PARAMS.filter((value) => value !== '') : []),
        encodeURIComponent(HUGE),
        'a'.repeat(101),
      ];
      return values.map((value) => ({
        label: `path ${parameter.name}=${value.slice(0, 30)}`,
        url: urlOf(operation, { [parameter.name]: value }, query),
      }));
    });
}

function headerCases(operation: Operation, url: string): Case[] {
  return operation.parameters
    .filter((p) => p.in === 'header')
    .flatMap((parameter) =>
      [HUGE, '', 'ăâđ', '%zz'].map((value) => ({
        label: `header ${parameter.name}=${value.slice(0, 30)}`,
        url,
        headers: { [parameter.name]: value },
      })),
    );
}

/** The object schema a (possibly combined) schema describes: the first branch of a union. */
function objectOf(schema: Schema): Schema {
  return schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
}

/**
 * The fields of a body, nested ones as a path three levels deep; the first item of an array of
 * objects is `0`.
 */
function fieldsOf(schema: Schema, prefix: string[] = []): { path: string[]; schema: Schema; required: boolean }[] {
  const object = objectOf(schema);
  if (prefix.length >= 3) return [];
  if (object.items) return fieldsOf(object.items, [...prefix, '0']);
  if (!object.properties) return [];
  return Object.entries(object.properties).flatMap(([name, inner]) => [
    { path: [...prefix, name], schema: inner, required: (object.required ?? []).includes(name) },
    ...fieldsOf(inner, [...prefix, name]),
  ]);
}

const REMOVE = Symbol('remove');

/**
 * A copy of `base` with the field at `path` set to `value`, or removed when `value` is `REMOVE`;
 * the objects and arrays on the way are made from their schema when the base has none.
 */
function withField(base: unknown, schema: Schema, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  let at = objectOf(schema);
  for (const segment of path.slice(0, -1)) {
    at = objectOf((segment === '0' ? at.items : at.properties?.[segment]) ?? {});
    const existing = target[segment];
    if (typeof existing !== 'object' || existing === null) {
      const made = sample(at);
      target[segment] = typeof made === 'object' && made !== null ? made : {};
    }
    if (Array.isArray(target[segment]) && (target[segment] as unknown[]).length === 0) {
      (target[segment] as unknown[]).push(sample(at.items ?? {}));
    }
    target = target[segment] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (value === REMOVE) delete target[last];
  else target[last] = value;
  return copy;
}

const OVERFLOW = '\u0000overflow\u0000';
const OVER_LIMIT = 1024 * 1024 + 1024;

function jsonBodyCases(operation: Operation, url: string): Case[] {
  const schema = operation.body ?? {};
  const base = sample(schema);
  const cases: Case[] = [];
  const json = (label: string, payload: string | Buffer, headers: Record<string, string> = JSON_TYPE) =>
    cases.push({ label, url, headers, payload });

  json('invalid JSON: truncated', '{"a":');
  json('invalid JSON: trailing comma', '{"a":1,}');
  json('invalid JSON: single quotes', "{'a':1}");
  json('invalid JSON: raw bytes', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
  json('invalid JSON: noise', noise(64));
  json('empty JSON body', '');
  json('JSON null', 'null');
  json('JSON string', '"fuzz"');
  json('JSON number', '42');
  json('JSON array', '[]');
  json('JSON array of the body', JSON.stringify([base]));
  json('deep objects', nestedJson(10_000, 'object'));
  json('deep arrays', nestedJson(100_000, 'array'));
  json('__proto__ key', '{"__proto__":{"polluted":true}}');
  json('constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}');
  json('body over the limit', `{"a":"${'x'.repeat(OVER_LIMIT)}"}`);
  json('charset latin1', JSON.stringify(base), { 'content-type': 'application/json; charset=latin1' });
  json('content-length mismatch', JSON.stringify(base), { ...JSON_TYPE, 'content-length': '3' });
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'multipart/form-data',
    'multipart/form-data; boundary=zz',
    'application/octet-stream',
    'fuzz',
  ]) {
    json(`content type ${type}`, JSON.stringify(base), { 'content-type': type });
  }
  json('no content type', JSON.stringify(base), {});

  for (const field of fieldsOf(schema)) {
    const name = field.path.join('.');
    for (const value of wrongValues(field.schema)) {
      json(
        `field ${name} = ${JSON.stringify(value)?.slice(0, 30)}`,
        JSON.stringify(withField(base, schema, field.path, value)),
      );
    }
    if (kindsOf(field.schema)?.has('number') || kindsOf(field.schema)?.has('integer')) {
      // JSON.parse turns an overflowing literal into Infinity, which JSON.stringify cannot write.
      for (const literal of ['1e400', '-1e400']) {
        const text = JSON.stringify(withField(base, schema, field.path, OVERFLOW)).replace(`"${OVERFLOW}"`, literal);
        json(`field ${name} = ${literal}`, text);
      }
    }
    if (field.required) json(`field ${name} missing`, JSON.stringify(withField(base, schema, field.path, REMOVE)));
  }
  json('unknown field', JSON.stringify(withField(base, schema, ['fuzzUnknown'], 1)));
  return cases;
}

/** A file's magic bytes and then what no decoder expects. */
function brokenFile(magic: number[] | string, length = 256): Buffer {
  const head = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : Buffer.from(magic);
  return Buffer.concat([head, Buffer.from(Array.from({ length }, () => Math.floor(random() * 256)))]);
}

/** A PNG header announcing an image far beyond any pixel limit. */
function giantPngHeader(): Buffer {
  const header = Buffer.alloc(25);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(0x7fffffff, 16);
  header.writeUInt32BE(0x7fffffff, 20);
  header.writeUInt8(8, 24);
  return Buffer.concat([header, Buffer.from([2, 0, 0, 0, 0, 0, 0, 0])]);
}

const BROKEN_FILES: Record<string, Buffer> = {
  'broken PNG': brokenFile([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'giant PNG': giantPngHeader(),
  'broken JPEG': brokenFile([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  'bare JPEG marker': Buffer.from([0xff, 0xd8, 0xff]),
  'broken PDF': brokenFile('%PDF-1.7\n'),
  'broken MP3': brokenFile('ID3\u0004\u0000\u0000'),
  'broken WebM': brokenFile([0x1a, 0x45, 0xdf, 0xa3]),
  'broken WAV': brokenFile('RIFF\u0000\u0000\u0000\u0000WAVE'),
  'broken OGG': brokenFile('OggS\u0000'),
  'broken MP4': brokenFile('\u0000\u0000\u0000\u0018ftypmp42'),
};

const BOUNDARY = 'fuzz-boundary-1f2e3d';

function multipartBodyCases(operation: Operation, url: string): Case[] {
  const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const part = (name: string, content: string, filename?: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${content}\r\n`;
  const end = `--${BOUNDARY}--\r\n`;
  const properties = Object.entries(operation.body?.properties ?? {});
  const fields = properties.map(([name]) => name);
  // Every text field plausible, each file field `content`: what a decoder past the magic-byte check sees.
  const withFiles = (content: Buffer) =>
    Buffer.concat([
      ...properties.map(([name, schema]) =>
        schema.format === 'binary'
          ? Buffer.concat([
              Buffer.from(part(name, '', 'upload.bin').replace(/\r\n$/, '')),
              content,
              Buffer.from('\r\n'),
            ])
          : Buffer.from(part(name, String(sample(schema)))),
      ),
      Buffer.from(end),
    ]);
  const fileCases = properties.some(([, schema]) => schema.format === 'binary')
    ? Object.entries(BROKEN_FILES).map(([label, content]) => ({
        label: `multipart: ${label}`,
        url,
        headers: multipart,
        payload: withFiles(content),
      }))
    : [];
  return [
    ...fileCases,
    { label: 'multipart: JSON instead', url, headers: JSON_TYPE, payload: '{"file":123}' },
    { label: 'multipart: no boundary', url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
    { label: 'multipart: garbage', url, headers: multipart, payload: Buffer.from(noise(200)) },
    { label: 'multipart: empty', url, headers: multipart, payload: end },
    { label: 'multipart: truncated', url, headers: multipart, payload: part('file', 'abc', 'a.png').slice(0, 60) },
    { label: 'multipart: unknown part', url, headers: multipart, payload: part('fuzz', 'x') + end },
    ...fields.flatMap((field) => [
      { label: `multipart: ${field} as text`, url, headers: multipart, payload: part(field, HUGE) + end },
      {
        label: `multipart: ${field} as noise file`,
        url,
        headers: multipart,
        payload: part(field, noise(100), '../../x\u0000.png') + end,
      },
      {
        label: `multipart: ${field} twice`,
        url,
        headers: multipart,
        payload: part(field, 'a', 'a.png') + part(field, 'b', 'b.png') + end,
      },
    ]),
  ];
}

function casesOf(operation: Operation): Case[] {
  random = seededRandom(SEED ^ hashOf(`${operation.service} ${operation.method} ${operation.path}`));
  const url = urlOf(operation, {}, baseQuery(operation).join('&'));
  const body =
    operation.bodyType === 'json'
      ? jsonBodyCases(operation, url)
      : operation.bodyType === 'multipart'
        ? multipartBodyCases(operation, url)
        : [
            { label: 'unexpected JSON array', url, headers: JSON_TYPE, payload: '[1,2]' },
            { label: 'unexpected invalid JSON', url, headers: JSON_TYPE, payload: '{"a":' },
            { label: 'unexpected text body', url, headers: { 'content-type': 'text/plain' }, payload: 'x' },
          ];
  const headers: Case[] = [
    { label: 'client app id noise', url, headers: { 'x-client-app-id': encodeURIComponent(noise(40)) } },
    { label: 'client app id huge', url, headers: { 'x-client-app-id': HUGE } },
    { label: 'forwarded-for garbage', url, headers: { 'x-forwarded-for': '::zz, , 999.1.1.1, %00, ' } },
    { label: 'accept XML only', url, headers: { accept: 'application/xml' } },
    {
      label: 'preflight from another origin',
      url,
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': operation.method },
    },
    {
      label: 'preflight asking for any header',
      url,
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': operation.method,
        'access-control-request-headers': `x-fuzz, ${encodeURIComponent(noise(10))}`,
      },
    },
    ...(operation.method === 'GET'
      ? [
          {
            label: 'HEAD with bad query',
            url: `${url}${url.includes('?') ? '&' : '?'}page=%zz&q=${HUGE}`,
            method: 'HEAD' as const,
          },
        ]
      : []),
  ];
  return [...queryCases(operation), ...pathCases(operation), ...headerCases(operation, url), ...headers, ...body];
}

/** The credentials an operation is tried with: none, and the one that passes its guard. */
function credentialsOf(operation: Operation): { label: string; headers: Record<string, string> }[] {
  const none = { label: 'no token', headers: {} };
  switch (operation.security) {
    case 'public':
      return [none];
    case 'teacher':
      return [none, { label: 'teacher', headers: teacher }];
    default:
      return [none, { label: 'student', headers: student }];
  }
}

interface Defect {
  request: string;
  status: number;
  body: string;
}

/** Why an answer breaks the rule, or null when it keeps it. */
function defectOf(response: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (response.statusCode >= 500) return '5xx';
  if (response.statusCode < 400) return null;
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return 'not JSON';
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'unparseable JSON';
  }
  const failure = body as { result?: unknown; code?: unknown; message?: unknown };
  if (failure.result !== false || typeof failure.code !== 'string' || typeof failure.message !== 'string') {
    return 'not the failure envelope';
  }
  return null;
}

/** Requests sent, checked at the end so a change that skips the variants cannot pass unnoticed. */
let sent = 0;

async function fuzzInject(operation: Operation): Promise<Defect[]> {
  const server = servers[operation.service];
  const defects: Defect[] = [];
  for (const credential of credentialsOf(operation)) {
    // A required guard answers before the body is read: its fields' variants would all be the same 401.
    const guarded = credential.label === 'no token' && !['public', 'optional'].includes(operation.security);
    for (const entry of casesOf(operation).filter((entry) => !(guarded && entry.label.startsWith('field ')))) {
      const options: InjectOptions = {
        method: entry.method ?? (operation.method as InjectOptions['method']),
        url: entry.url,
        headers: { ...credential.headers, ...entry.headers },
        ...(entry.payload === undefined ? {} : { payload: entry.payload }),
      };
      sent += 1;
      const response: LightMyRequestResponse = await server.inject(options);
      // An answer to HEAD has no body to hold the envelope.
      const defect = entry.method === 'HEAD' ? (response.statusCode >= 500 ? '5xx' : null) : defectOf(response);
      if (defect) {
        defects.push({
          request: `${credential.label}: ${entry.label}`,
          status: response.statusCode,
          body: `${defect}: ${response.body.slice(0, 200)}`,
        });
      }
    }
  }
  return defects;
}

/** Listening ports, for requests Fastify's inject would normalise (raw bytes in the request line). */
const ports: Partial<Record<Operation['service'], number>> = {};
async function portOf(service: Operation['service']): Promise<number> {
  if (!ports[service]) {
    await servers[service].listen({ port: 0, host: '127.0.0.1' });
    ports[service] = (servers[service].server.address() as AddressInfo).port;
  }
  return ports[service];
}

async function fuzzRaw(operation: Operation): Promise<Defect[]> {
  const port = await portOf(operation.service);
  const defects: Defect[] = [];
  const raw = '\xff\xfe\u00e9';
  const pathParam = operation.parameters.find((p) => p.in === 'path');
  const plain = urlOf(operation, {}, baseQuery(operation).join('&'));
  const requests = [
    { url: urlOf(operation, {}, [...baseQuery(operation), `q=${raw}`].join('&')), headers: '' },
    { url: pathParam ? urlOf(operation, { [pathParam.name]: raw }) : `${urlOf(operation)}/${raw}`, headers: '' },
    // Header values may carry such bytes (obs-text): they pass the parser and reach the app.
    { url: plain, headers: `Authorization: Bearer ${raw}\r\nX-Client-App-Id: ${raw}\r\nAccept-Language: ${raw}\r\n` },
  ];
  for (const { url, headers } of requests) {
    sent += 1;
    const response = await sendRawRequest(
      port,
      Buffer.from(
        `${operation.method} ${url} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`,
        'latin1',
      ),
    );
    const defect = response.statusCode === 0 ? 'no answer' : defectOf(response);
    if (defect)
      defects.push({
        request: `raw ${JSON.stringify(url)}`,
        status: response.statusCode,
        body: `${defect}: ${response.body.slice(0, 200)}`,
      });
  }
  return defects;
}

describe(`malformed input to every documented operation (seed ${SEED})`, () => {
  it('reads both documents', () => {
    expect(OPERATIONS.filter((operation) => operation.service === 'main').length).toBeGreaterThan(100);
    expect(OPERATIONS.filter((operation) => operation.service === 'sign-in').length).toBeGreaterThan(10);
  });

  it.each(
    OPERATIONS.map((operation) => [`${operation.service} ${operation.method} ${operation.path}`, operation] as const),
  )('%s: never a 5xx, every 4xx in the failure envelope', async (_name, operation) => {
    const defects = [...(await fuzzInject(operation)), ...(await fuzzRaw(operation))];
    expect(defects).toEqual([]);
  });

  it('sent every variant', () => {
    // About 13,000 today; far fewer means the generator stopped reading the documents.
    expect(sent).toBeGreaterThan(OPERATIONS.length * 50);
  });

  it('left the tokens it signed in with valid, so validation behind each guard was reached', async () => {
    for (const headers of [student, teacher]) {
      const response = await app.api.inject({ method: 'GET', url: '/account/profile', headers });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

describe('numbers past the finite range in a query, which coercion let through (found by this fuzzing)', () => {
  function expectRefused(response: LightMyRequestResponse, field: string, message: string) {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ result: false, code: 'VALIDATION_ERROR', details: [{ field, message }] });
  }

  it.each([
    ['/itf/unit-tests?page=1e400', 'page'],
    ['/itf/unit-tests?pageSize=Infinity', 'pageSize'],
    ['/itf/orders?page=1e400', 'page'],
    ['/itf/notification?pageSize=1e400', 'pageSize'],
    ['/student/unit-tests/calendar?from=2026-01-01&to=2026-01-31&timezoneOffset=Infinity', 'timezoneOffset'],
  ])('GET %s is a validation error, not a 500', async (url, field) => {
    const response = await app.api.inject({ method: 'GET', url, headers: student });
    expectRefused(response, field, 'must be a decimal number');
  });

  it('refuses a decimal too long to be a finite number', async () => {
    const response = await app.api.inject({ method: 'GET', url: `/itf/unit-tests?page=${'9'.repeat(400)}` });
    expectRefused(response, 'page', 'must be a finite number');
  });
});

describe('numbers spelled other than in decimals in a query or a path (found by this fuzzing)', () => {
  it.each([
    ['/itf/unit-tests?page=0x10', 'page'],
    ['/itf/unit-tests?pageSize=1e1', 'pageSize'],
    ['/itf/orders?page=%207', 'page'],
    ['/itf/notification?pageSize=0b11', 'pageSize'],
  ])('GET %s is a validation error, not read as another number', async (url, field) => {
    const response = await app.api.inject({ method: 'GET', url, headers: student });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      result: false,
      code: 'VALIDATION_ERROR',
      details: [{ field, message: 'must be a decimal number' }],
    });
  });

  it('still reads plain decimals, negative ones included', async () => {
    const page = await app.api.inject({ method: 'GET', url: '/itf/unit-tests?page=2&pageSize=5' });
    expect(page.statusCode, page.body).toBe(200);
    const calendar = await app.api.inject({
      method: 'GET',
      url: '/student/unit-tests/calendar?from=2026-01-01&to=2026-01-31&timezoneOffset=-420',
      headers: student,
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
  });

  it('leaves a field that takes a number or a code to its schema', async () => {
    const response = await app.api.inject({ method: 'GET', url: '/itf/unit-tests?grade=Y7' });
    expect(response.statusCode, response.body).toBe(200);
  });
});
