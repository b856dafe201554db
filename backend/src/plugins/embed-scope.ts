import { ENDPOINT_MAPS } from '@contract/endpoints';
import type { Endpoint } from '@contract/endpoint';

/**
 * What a partner's embed session may call (decision 0057): the player (attempts, results,
 * speaking), a test's page, and the embed's own routes. Its token is refused everywhere else, so
 * a token handed to a partner's page cannot change the account, buy, or join classes.
 */
const EMBED_ENDPOINTS: readonly Endpoint[] = [
  ...Object.values<Endpoint>(ENDPOINT_MAPS.attempts),
  ...Object.values<Endpoint>(ENDPOINT_MAPS.results),
  ...Object.values<Endpoint>(ENDPOINT_MAPS.speaking),
  ENDPOINT_MAPS.unitTests.detail,
  ENDPOINT_MAPS.partners.account,
  ENDPOINT_MAPS.partners.eduhome,
];

const ALLOWED = new Set(EMBED_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.url}`));

export function embedAllows(method: string, url: string): boolean {
  return ALLOWED.has(`${method} ${url}`);
}
