/**
 * Development and tests only: checks a success answer against its contract schema, so a web
 * app and an API that drift apart fail loudly where a developer sees it. Loaded with `import()`
 * behind a `process.env.NODE_ENV !== 'production'` test, which Next replaces at build time, so
 * a production bundle holds neither this module, Ajv, nor the contract's schemas.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import type { Endpoint } from '@contract/endpoint';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- development and tests only, loaded lazily (see above)
import { ENDPOINTS } from '@contract/endpoints';

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const validators = new Map<Endpoint, ValidateFunction>();

function patternOf(url: string): RegExp {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}
const patterns = new Map(ENDPOINTS.map((endpoint) => [endpoint, patternOf(endpoint.url)]));

function endpointOf(method: string, path: string): Endpoint | undefined {
  const upper = method.toUpperCase();
  // An exact path wins over a parameter (/itf/unit-tests/facets before /itf/unit-tests/:id).
  return (
    ENDPOINTS.find((endpoint) => endpoint.method === upper && endpoint.url === path) ??
    ENDPOINTS.find((endpoint) => endpoint.method === upper && patterns.get(endpoint)?.test(path))
  );
}

/** The problems of `body` against the success schema of the endpoint at `method path`, or null. */
export function responseProblems(method: string, path: string, status: number, body: unknown): string | null {
  const endpoint = endpointOf(method, path);
  const schema = endpoint?.schema.response[status];
  if (!endpoint || !schema) return null;
  let validate = validators.get(endpoint);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(endpoint, validate);
  }
  if (validate(body)) return null;
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`).join('; ');
}
