import type { DeviceKind } from '@contract/constants';
import { createIcon, type IconProps } from './icons';

// A session's device (login sessions, the device-limit step at sign-in); default size 20.
const DEVICE_ICON_SIZE = 20;

const IconMonitor = createIcon(
  'IconMonitor',
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8" />
    <path d="M12 17v4" />
  </>,
  DEVICE_ICON_SIZE,
);

const IconSmartphone = createIcon(
  'IconSmartphone',
  <>
    <rect x="6" y="2" width="12" height="20" rx="2.5" />
    <path d="M11 18h2" />
  </>,
  DEVICE_ICON_SIZE,
);

const IconTablet = createIcon(
  'IconTablet',
  <>
    <rect x="4" y="2" width="16" height="20" rx="2.5" />
    <path d="M11 18h2" />
  </>,
  DEVICE_ICON_SIZE,
);

export function DeviceIcon({ kind, ...props }: IconProps & { kind: DeviceKind }) {
  if (kind === 'Phone') return <IconSmartphone {...props} />;
  if (kind === 'Tablet') return <IconTablet {...props} />;
  return <IconMonitor {...props} />;
}
