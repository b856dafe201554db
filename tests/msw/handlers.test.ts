import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@contract/endpoint';
import { gradesEndpoints } from '@contract/grades';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { gradesApi, unitTestsApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { fail, handle, ok, urlOf } from './handlers';
import { server } from './server';

describe('MSW handlers from the contract', () => {
  it('builds the URL and method from the endpoint', async () => {
    expect(urlOf(unitTestsEndpoints.detail)).toBe('http://localhost:3000/api/main/itf/unit-tests/:id');
    expect(urlOf(unitTestsEndpoints.detail, { on: 'sign-in' })).toBe(
      'http://localhost:3000/api/sign-in/itf/unit-tests/:id',
    );
    const seen: string[] = [];
    server.use(
      handle(unitTestsEndpoints.detail, ({ request, params }) => {
        seen.push(`${request.method} ${String(params.id)}`);
        return HttpResponse.json({ result: false, code: 'NOT_FOUND', message: 'gone' }, { status: 404 });
      }),
    );
    await expect(call(unitTestsApi.detail, { params: { id: 'de-7' } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(seen).toEqual(['GET de-7']);
  });

  it('answers the success envelope, typed by the endpoint', async () => {
    server.use(ok(gradesEndpoints.list, []));
    await expect(call(gradesApi.list)).resolves.toEqual([]);
    // @ts-expect-error -- the grade list is an array, not a string
    ok(gradesEndpoints.list, 'grades');
  });

  it('answers a failure', async () => {
    server.use(fail(unitTestsEndpoints.use, 409, 'ALREADY_OWNED'));
    await expect(call(unitTestsApi.use, { body: { unitTestId: 1 } })).rejects.toMatchObject({
      status: 409,
      code: 'ALREADY_OWNED',
    });
  });

  it('refuses an endpoint that is not in the contract', () => {
    const invented = defineEndpoint('GET', '/itf/not-an-endpoint', { tags: [], summary: '', response: {} });
    expect(() => urlOf(invented)).toThrow(/Not an endpoint of contract\/endpoints\.ts/);
  });
});
