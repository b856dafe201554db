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

/** The JSON pointer of the first number in `data` that is not finite, or null. */
function nonFiniteAt(data: unknown): string | null {
  const stack: [unknown, string][] = [[data, '']];
  while (stack.length > 0) {
    const [value, pointer] = stack.pop()!;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return pointer;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        stack.push([inner, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
      }
    }
  }
  return null;
}

/** The only spelling of a number in a query or a path: Ajv would also read "0x10", "1e3" or " 7 ". */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

type PropertySchema = { type?: unknown; items?: { type?: unknown } };

const isNumericType = (type: unknown) => type === 'integer' || type === 'number';

/** The properties declared as numbers only (or arrays of them); a union with text keeps its text. */
function numericProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, PropertySchema> }).properties ?? {};
  return Object.entries(properties)
    .filter(([, sub]) => isNumericType(sub.type) || (sub.type === 'array' && isNumericType(sub.items?.type)))
    .map(([name]) => name);
}

/** The first property whose text is not a plain decimal number, or null. */
function nonDecimalAt(data: unknown, fields: readonly string[]): string | null {
  if (typeof data !== 'object' || data === null) return null;
  for (const name of fields) {
    const raw = (data as Record<string, unknown>)[name];
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value === 'string' && !DECIMAL.test(value)) return `/${name}`;
    }
  }
  return null;
}

/**
 * A number in a query or a path arrives as text that Ajv coerces. It reads what `Number()` reads:
 * "0x10" became 16, and "1e400" or "Infinity" became Infinity, which it does not check again (a
 * page number of Infinity then broke answers and date arithmetic: 500s). So the text must be a
 * plain decimal, and the number it gives must be finite (400 digits are decimal too). Bodies are
 * not coerced, and there Ajv's type check refuses JSON's overflowing 1e400 itself.
 */
function plainNumbers(validate: ValidateFunction): ValidateFunction {
  const fields = numericProperties(validate.schema);
  const refuse = (pointer: string, message: string) => [
    { keyword: 'type', instancePath: pointer, schemaPath: '#', params: {}, message },
  ];
  const checked = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    checked.errors = null;
    const notDecimal = nonDecimalAt(data, fields);
    if (notDecimal !== null) {
      checked.errors = refuse(notDecimal, 'must be a decimal number');
      return false;
    }
    if (!validate(data, context)) {
      checked.errors = validate.errors;
      return false;
    }
    // The root of a string part may have been coerced in place on its parent (Fastify passes it).
    const root =
      context?.parentData && context.parentDataProperty !== undefined
        ? (context.parentData as Record<string | number, unknown>)[context.parentDataProperty]
        : data;
    const pointer = nonFiniteAt(root);
    if (pointer === null) return true;
    checked.errors = refuse(pointer, 'must be a finite number');
    return false;
  }) as ValidateFunction;
  return Object.assign(checked, { schema: validate.schema, schemaEnv: validate.schemaEnv });
}

const NUMERIC = /"type":(?:"(?:integer|number)"|\[[^\]]*"(?:integer|number)")/;

const compiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const body = httpPart === 'body';
  const text = JSON.stringify(schema);
  const key = `${body ? 'body' : 'strings'}:${text}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = (body ? bodyAjv : stringPartsAjv).compile(schema as object);
    // Only a schema that declares numbers can coerce to one.
    if (!body && NUMERIC.test(text)) validate = plainNumbers(validate);
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
