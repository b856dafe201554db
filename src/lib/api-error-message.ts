import type { TFunction } from 'i18next';
import type common from '@locales/vi/common.json';
import { toApiError } from './api-client';

type ApiErrorKey = keyof (typeof common)['apiErrors'];

function isKnownCode(code: string, known: Record<string, unknown>): code is ApiErrorKey {
  return Object.prototype.hasOwnProperty.call(known, code);
}

/**
 * The translated message for any failed request: the API's error code picks the text, so the
 * user reads our wording in their language, never the server's raw message. A feature whose
 * refusals only its own screens show keeps their words in its namespace and passes them as
 * `own` (code → message), so they are not sent with every page in `common`.
 */
export function apiErrorMessage(t: TFunction<'common'>, error: unknown, own?: Record<string, string>): string {
  const { code } = toApiError(error);
  if (own && Object.prototype.hasOwnProperty.call(own, code)) return own[code] ?? '';
  const known = t('apiErrors', { returnObjects: true }) as Record<string, unknown>;
  const key: ApiErrorKey = isKnownCode(code, known) ? code : 'UNKNOWN';
  return t(`apiErrors.${key}`);
}

export function apiErrorCode(error: unknown): string {
  return toApiError(error).code;
}
