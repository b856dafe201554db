import { serverApiUrls } from '@/config/api-proxy';

const SERVICE_TIMEOUT_MS = 4000;

export interface ServiceAnswer {
  status: number;
  body: unknown;
}

/**
 * One GET to the main API from this server (API_URL, read at runtime), with the caller's bearer
 * token when there is one: the status and the parsed JSON body, or null when the API could not
 * be reached or did not answer JSON.
 */
export async function getFromApi(path: string, authorization?: string): Promise<ServiceAnswer | null> {
  try {
    const response = await fetch(`${serverApiUrls().apiUrl}${path}`, {
      headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
      signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    return null;
  }
}

export function isFailureBody(body: unknown): body is { result: false; code: string; message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { result?: unknown }).result === false &&
    typeof (body as { code?: unknown }).code === 'string'
  );
}

export function dataOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && (body as { result?: unknown }).result === true
    ? (body as { data?: unknown }).data
    : undefined;
}
