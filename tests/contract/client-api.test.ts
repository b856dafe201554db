/**
 * contract/client-api.ts is what the web app calls: it must be the contract's endpoints, each
 * with its method, URL and service, and nothing else — and what `npm run contract:client` writes.
 */
import { describe, expect, it } from 'vitest';
import * as clientApi from '@contract/client-api';
import { ENDPOINT_MAPS } from '@contract/endpoints';
import { readClientApi, renderClientApi } from '../../scripts/contract-client.mts';

describe('the schema-free endpoints of the web app', () => {
  it('has one entry per endpoint of every map, with its method, URL and service', () => {
    const exported = clientApi as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(exported).sort()).toEqual(
      Object.keys(ENDPOINT_MAPS)
        .map((name) => `${name}Api`)
        .sort(),
    );
    for (const [resource, map] of Object.entries(ENDPOINT_MAPS)) {
      const entries = exported[`${resource}Api`] ?? {};
      expect(Object.keys(entries), resource).toEqual(Object.keys(map));
      for (const [name, endpoint] of Object.entries(map)) {
        expect(entries[name], `${resource}.${name}`).toEqual({
          method: endpoint.method,
          url: endpoint.url,
          service: endpoint.service,
        });
      }
    }
  });

  it('is what `npm run contract:client` writes', async () => {
    expect(readClientApi(), 'contract/client-api.ts is out of date: run `npm run contract:client`').toBe(
      await renderClientApi(),
    );
  });
});
