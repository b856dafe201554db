import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * Fastify writes only the fields a response schema declares, so a field a service returns but
 * the contract forgot would silently vanish from the wire. Outside production every success
 * answer is checked, before it is serialised, against its schema made strict (no undeclared
 * property anywhere); a mismatch is logged and answered 500, so tests and developers see it.
 */
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
const validators = new Map<string, ValidateFunction>();
// The same schema object answers every request of its route: look it up without stringifying it.
const bySchema = new WeakMap<object, ValidateFunction>();
// Response schemas of the routes registered so far, for compileResponseChecks.
const registered = new Set<object>();

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A copy in which every object schema with declared properties refuses any other property. */
function strictSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strictSchema);
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && isSchema(value)) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, strictSchema(child)]));
    } else if (key === 'enum' || key === 'const' || key === 'default' || key === 'required') {
      copy[key] = value;
    } else {
      copy[key] = strictSchema(value);
    }
  }
  if (isSchema(copy.properties) && copy.additionalProperties === undefined && copy.patternProperties === undefined) {
    copy.additionalProperties = false;
  }
  return copy;
}

function validatorFor(schema: object): ValidateFunction {
  const known = bySchema.get(schema);
  if (known) return known;
  // Apps built again in one process (tests) share compiled validators by content.
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(strictSchema(schema) as object);
    validators.set(key, validate);
  }
  bySchema.set(schema, validate);
  return validate;
}

/**
 * Compiles the check of every registered route now. A server calls it before listening: a
 * large schema (a test's play payload) compiled on its first request would block every other
 * request for as long as the compilation takes.
 */
export function compileResponseChecks(): number {
  for (const schema of registered) validatorFor(schema);
  const count = registered.size;
  registered.clear();
  return count;
}

export function registerResponseCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response;
    if (!isSchema(responses)) return;
    for (const [status, schema] of Object.entries(responses)) {
      if (isSchema(schema) && (status === '2xx' || (Number(status) >= 200 && Number(status) < 300)))
        registered.add(schema);
    }
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status < 200 || status >= 300 || typeof payload !== 'object' || payload === null) return payload;
    const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
    const schema = responses?.[status] ?? responses?.['2xx'];
    if (!isSchema(schema)) return payload;
    // What would go on the wire: undefined fields dropped, dates as strings.
    const wire: unknown = JSON.parse(JSON.stringify(payload));
    const validate = validatorFor(schema);
    if (validate(wire)) return payload;
    const problems = (validate.errors ?? []).slice(0, 5).map((error) => {
      const extra = 'additionalProperty' in error.params ? ` "${String(error.params.additionalProperty)}"` : '';
      return `${error.instancePath || '/'} ${error.message ?? ''}${extra}`;
    });
    request.log.error({ route: request.routeOptions.url, status, problems }, 'response does not match its schema');
    throw new AppError(
      500,
      'INTERNAL_ERROR',
      `The answer of ${request.method} ${request.routeOptions.url} does not match its schema: ${problems.join('; ')}`,
    );
  });
}
