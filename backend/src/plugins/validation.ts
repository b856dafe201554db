import Ajv, { type Options as AjvOptions } from 'ajv';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';

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

export function registerValidation(app: FastifyInstance): void {
  const bodyAjv = new Ajv({ ...shared, coerceTypes: false });
  const stringPartsAjv = new Ajv({ ...shared, coerceTypes: 'array' });

  const compiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : stringPartsAjv;
    return ajv.compile(schema as object);
  };
  app.setValidatorCompiler(compiler);
}
