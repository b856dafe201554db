import { accessOf, type Endpoint } from '@contract/endpoint';
import { ENDPOINTS } from '@contract/endpoints';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentAuth, teacherAuth } from './classes-fixtures';
import { createTestApp, type TestApp } from './helpers';

// Generated from the contract: every operation whose `security` asks for a token is tried without
// one, with a malformed one and, for role-bound ones, with the other role's token.
let shared: TestApp;
let student: Record<string, string>;
let teacher: Record<string, string>;
beforeAll(async () => {
  shared = await createTestApp({}, { scope: 'file' });
  student = await studentAuth(shared);
  teacher = await teacherAuth(shared);
});

const SECURED = ENDPOINTS.filter((endpoint) => accessOf(endpoint) !== 'public');
const REQUIRED = SECURED.filter((endpoint) => accessOf(endpoint) !== 'optional');
const ROLE_BOUND = SECURED.filter((endpoint) => ['STUDENT', 'TEACHER'].includes(accessOf(endpoint)));
const nameOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.url} (${accessOf(endpoint)})`;

/** The listeners that serve the endpoint (a few are on the sign-in service only). */
function serversOf(endpoint: Endpoint): FastifyInstance[] {
  const servers = [shared.api, shared.auth].filter((server) =>
    server.hasRoute({ method: endpoint.method, url: endpoint.url }),
  );
  if (servers.length === 0) throw new Error(`${nameOf(endpoint)} is registered nowhere`);
  return servers;
}

function call(server: FastifyInstance, endpoint: Endpoint, headers: Record<string, string>) {
  const url = endpoint.url.replace(/:[A-Za-z]+/g, '1');
  return server.inject({ method: endpoint.method, url, headers });
}

function expectFailure(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  // The contract's failure envelope, nothing more.
  expect(response.json()).toEqual({ result: false, code, message: expect.any(String) });
}

describe('the guard of every secured operation comes from its contract security', () => {
  it('covers the role-bound operations of both roles', () => {
    expect(ROLE_BOUND.some((endpoint) => accessOf(endpoint) === 'STUDENT')).toBe(true);
    expect(ROLE_BOUND.some((endpoint) => accessOf(endpoint) === 'TEACHER')).toBe(true);
  });

  it.each(REQUIRED.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    '%s: no token is 401 UNAUTHORIZED',
    async (_name, endpoint) => {
      for (const server of serversOf(endpoint)) expectFailure(await call(server, endpoint, {}), 401, 'UNAUTHORIZED');
    },
  );

  it.each(SECURED.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    '%s: a malformed token is 401 UNAUTHORIZED',
    async (_name, endpoint) => {
      for (const server of serversOf(endpoint)) {
        for (const authorization of ['Bearer not.a.token', 'Basic c3R1ZGVudDpwYXNz', 'Bearer ']) {
          expectFailure(await call(server, endpoint, { authorization }), 401, 'UNAUTHORIZED');
        }
      }
    },
  );

  it.each(ROLE_BOUND.map((endpoint) => [nameOf(endpoint), endpoint] as const))(
    "%s: the other role's token is 403 FORBIDDEN",
    async (_name, endpoint) => {
      const wrongRole = accessOf(endpoint) === 'STUDENT' ? teacher : student;
      for (const server of serversOf(endpoint))
        expectFailure(await call(server, endpoint, wrongRole), 403, 'FORBIDDEN');
    },
  );
});
