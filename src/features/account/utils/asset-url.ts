import { env } from '@/config/env';

/**
 * The API stores uploaded avatars under its own origin and may answer with a path
 * (`/uploads/avatars/…`); the browser must load that from the API, not from this site.
 */
export function resolveAssetUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^(?:https?:|data:|blob:)/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('/')) return `${env.apiUrl}${trimmed}`;
  return `${env.apiUrl}/${trimmed}`;
}
