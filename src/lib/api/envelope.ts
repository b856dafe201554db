/**
 * The `{ result: true, data }` envelope: a request resolves with the success body or rejects
 * with an ApiError. In development and tests an answer is also checked against its contract
 * schema.
 */
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiSuccess } from '@contract/api';
import type { HttpClient } from '../api-client';
import { ApiError, fromBody, isRecord, toApiError } from './errors';
import { requestPath } from './refresh';

/** The `{ result: true, … }` envelope of a response body, or an ApiError. */
function unwrapEnvelope<T>(body: unknown, status: number | null = null): ApiSuccess<T> {
  if (isRecord(body) && body.result === true) return body as unknown as ApiSuccess<T>;
  throw fromBody(body, status) ?? new ApiError({ status, code: 'INVALID_RESPONSE', message: 'Unexpected response' });
}

export async function requestEnvelope<T>(client: HttpClient, config: AxiosRequestConfig): Promise<ApiSuccess<T>> {
  let response: AxiosResponse<unknown>;
  try {
    response = await client.request<unknown>(config);
  } catch (err) {
    throw toApiError(err);
  }
  const envelope = unwrapEnvelope<T>(response.data, response.status);
  // Development and tests: an answer outside its contract schema is an error, loudly. Next
  // replaces the test with a constant at build time, so production bundles hold neither this
  // branch nor the checker (Ajv and the schemas) it would load.
  if (process.env.NODE_ENV !== 'production') {
    const { responseProblems } = await import('../response-check');
    const method = (config.method ?? 'GET').toUpperCase();
    const path = requestPath(config);
    const problems = responseProblems(method, path, response.status, response.data);
    if (problems !== null) {
      const message = `${method} ${path} answered outside its contract: ${problems}`;
      console.error(message);
      throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message });
    }
  }
  return envelope;
}
