import { createIcon } from '@/components/ui/icons';

export const IconClock = createIcon(
  'IconClock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  16,
);

export const IconListChecks = createIcon(
  'IconListChecks',
  <>
    <path d="m3 6 1.5 1.5L7 5" />
    <path d="m3 12 1.5 1.5L7 11" />
    <path d="m3 18 1.5 1.5L7 17" />
    <path d="M11 6h10" />
    <path d="M11 12h10" />
    <path d="M11 18h10" />
  </>,
  16,
);

export const IconTrophy = createIcon(
  'IconTrophy',
  <>
    <path d="M8 21h8" />
    <path d="M12 17v4" />
    <path d="M7 4h10v5a5 5 0 0 1-10 0V4Z" />
    <path d="M17 6h2a2 2 0 0 1 0 4h-2" />
    <path d="M7 6H5a2 2 0 0 0 0 4h2" />
  </>,
  14,
);

export const IconLock = createIcon(
  'IconLock',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
  14,
);

export const IconOwned = createIcon('IconOwned', <path d="M20 6 9 17l-5-5" />, 14);

export const IconStar = createIcon(
  'IconStar',
  <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />,
  14,
);

export const IconSearch = createIcon(
  'IconSearch',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  18,
);

export const IconFilter = createIcon('IconFilter', <path d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z" />, 18);

export const IconChevronLeft = createIcon('IconChevronLeft', <path d="m15 6-6 6 6 6" />, 18);

export const IconBookOpen = createIcon(
  'IconBookOpen',
  <>
    <path d="M2 5h6a4 4 0 0 1 4 4v11a3 3 0 0 0-3-3H2V5Z" />
    <path d="M22 5h-6a4 4 0 0 0-4 4v11a3 3 0 0 1 3-3h7V5Z" />
  </>,
  18,
);

export const IconLayers = createIcon(
  'IconLayers',
  <>
    <path d="m12 3 9 5-9 5-9-5 9-5Z" />
    <path d="m3 13 9 5 9-5" />
  </>,
  18,
);
