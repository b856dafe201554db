import { createIcon } from '@/components/ui/icons';

// Glyphs only the frame uses, on the shared icon grid; the frame's default size is 20.
const FRAME_ICON_SIZE = 20;

export { IconDevices } from '@/components/ui/icons';

export const IconFileCheck = createIcon(
  'IconFileCheck',
  <>
    <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Z" />
    <path d="M14 2v6h6" />
    <path d="m9 15 2 2 4-4" />
  </>,
  FRAME_ICON_SIZE,
);

export const IconMail = createIcon(
  'IconMail',
  <>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </>,
  FRAME_ICON_SIZE,
);

export const IconHome = createIcon(
  'IconHome',
  <path d="m3 10 9-7 9 7v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" />,
  FRAME_ICON_SIZE,
);

export const IconCompass = createIcon(
  'IconCompass',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m16.2 7.8-2.1 6.3-6.3 2.1 2.1-6.3Z" />
  </>,
  FRAME_ICON_SIZE,
);

export const IconClipboard = createIcon(
  'IconClipboard',
  <>
    <rect x="5" y="4" width="14" height="18" rx="2" />
    <path d="M9 2h6v4H9z" />
    <path d="M9 12h6" />
    <path d="M9 16h4" />
  </>,
  FRAME_ICON_SIZE,
);

export const IconUsers = createIcon(
  'IconUsers',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87" />
    <path d="M16 3.13a4 4 0 0 1 0 7.75" />
  </>,
  FRAME_ICON_SIZE,
);

export const IconCart = createIcon(
  'IconCart',
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.9a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
  </>,
  FRAME_ICON_SIZE,
);

export const IconReceipt = createIcon(
  'IconReceipt',
  <>
    <path d="M4 2v20l3-2 3 2 2-2 2 2 3-2 3 2V2l-3 2-3-2-2 2-2-2-3 2Z" />
    <path d="M8 8h8" />
    <path d="M8 12h8" />
    <path d="M8 16h5" />
  </>,
  FRAME_ICON_SIZE,
);

export const IconTicket = createIcon(
  'IconTicket',
  <>
    <path d="M2 9a3 3 0 0 0 0 6v3a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-3a3 3 0 0 0 0-6V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z" />
    <path d="M13 5v2" />
    <path d="M13 17v2" />
    <path d="M13 11v2" />
  </>,
  FRAME_ICON_SIZE,
);
