import Ajv, { type Options as AjvOptions, type ValidateFunction } from 'ajv';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';

/**
 * Fastify's default Ajv setup coerces types and silently drops unknown properties everywhere.
 * For JSON bodies that hides client bugs (`{"password": 123}` would pass as "123"), so bodies
 * are validated strictly; query strings and path params keep coercion because they only ever
 * arrive as strings.
 */
const shared: AjvOptions = {
  removeAdditional: false,
  useDefaults: true,
  // One error per request: with allErrors, crafted input can make validation expensive.
  allErrors: false,
};

const bodyAjv = new Ajv({ ...shared, coerceTypes: false });
const stringPartsAjv = new Ajv({ ...shared, coerceTypes: 'array' });

/**
 * Compiled validators are pure functions of their schema, so every app built in this process
 * (two listeners, and a fresh pair per API test) shares them instead of compiling again.
 */
const compiled = new Map<string, ValidateFunction>();

const compiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const body = httpPart === 'body';
  const key = `${body ? 'body' : 'strings'}:${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = (body ? bodyAjv : stringPartsAjv).compile(schema as object);
    compiled.set(key, validate);
  }
  return validate;
};

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(compiler);
}

/**
 * Response serialisers, compiled once per schema for the whole process. The play payload and
 * the review are discriminated unions of every question family, and fast-json-stringify picks
 * a branch by validating against it, which makes the first compile of those routes take about
 * two seconds; every app built in this process (two listeners, a fresh pair per API test) then
 * shares the result instead of paying it again.
 */
const serializers = new Map<string, (data: unknown) => string>();
let compileValidators = false;

/**
 * A server compiles the unions' validators with each serialiser, at start, rather than on the
 * route's first answer, where the play payload's took about half a second and held every other
 * request meanwhile. Tests build many short-lived apps and keep the lazy default.
 */
export function compileSerializerValidatorsAtStart(): void {
  compileValidators = true;
}

const serializerCompiler: FastifySerializerCompiler<FastifySchema> = ({ schema }) => {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = fastJsonStringify(schema as object, { compileValidators }) as (data: unknown) => string;
    serializers.set(key, serialize);
  }
  return serialize;
};

export function registerSerialization(app: FastifyInstance): void {
  app.setSerializerCompiler(serializerCompiler);
}
