import { createIcon } from '@/components/ui/icons';

// Glyphs only the account pages use, on the shared icon grid; their default size is 20.
const ACCOUNT_ICON_SIZE = 20;

export { IconDevices } from '@/components/ui/icons';

export const IconPencil = createIcon(
  'IconPencil',
  <>
    <path d="M17 3a2.8 2.8 0 0 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
    <path d="m15 5 4 4" />
  </>,
  ACCOUNT_ICON_SIZE,
);

export const IconLock = createIcon(
  'IconLock',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
  ACCOUNT_ICON_SIZE,
);

export const IconLayout = createIcon(
  'IconLayout',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1.5" />
    <rect x="14" y="3" width="7" height="5" rx="1.5" />
    <rect x="14" y="12" width="7" height="9" rx="1.5" />
    <rect x="3" y="16" width="7" height="5" rx="1.5" />
  </>,
  ACCOUNT_ICON_SIZE,
);

export const IconUpload = createIcon(
  'IconUpload',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5" />
    <path d="M12 3v12" />
  </>,
  ACCOUNT_ICON_SIZE,
);

export const IconImage = createIcon(
  'IconImage',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-5-5L5 21" />
  </>,
  ACCOUNT_ICON_SIZE,
);
