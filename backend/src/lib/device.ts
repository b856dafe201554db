import type { DeviceKind } from '@contract/constants';

/**
 * Best-effort device kind from a User-Agent, used only when the client does not say which kind
 * it is. Tablets are checked first because iPad and Android-tablet agents also look "mobile".
 */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const PHONE = /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|BlackBerry|Opera Mini/i;

export function detectDeviceKind(userAgent: string | undefined | null): DeviceKind {
  if (!userAgent) return 'Desktop';
  if (TABLET.test(userAgent)) return 'Tablet';
  if (PHONE.test(userAgent)) return 'Phone';
  return 'Desktop';
}
