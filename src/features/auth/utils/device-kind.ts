import type { DeviceKind } from '@contract/constants';

/** The device kind a login session is recorded with (listed later on the sessions page). */
export function detectDeviceKind(userAgent: string): DeviceKind {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return 'Tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(userAgent)) return 'Phone';
  return 'Desktop';
}
