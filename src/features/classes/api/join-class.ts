/**
 * POST /itf/join_class_request (spec §7): asks to join the class of a code. The outcome is read
 * from the answer's code, whether the answer is a success or a refusal (spec §4).
 */
import { apiClient, toApiError } from '@/lib/api-client';

export const JOIN_CLASS_REQUEST_PATH = '/itf/join_class_request';

export async function requestJoinClass(code: string): Promise<string> {
  try {
    const { data } = await apiClient.post<{ result: boolean; code?: string; data?: { code?: string } }>(
      JOIN_CLASS_REQUEST_PATH,
      { code },
    );
    return data.data?.code ?? data.code ?? '';
  } catch (err) {
    const error = toApiError(err);
    if (error.status !== null && error.status >= 400 && error.status < 500) return String(error.code);
    throw err;
  }
}
