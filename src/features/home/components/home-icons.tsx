import { createIcon } from '@/components/ui/icons';

export { IconArrowRight, IconCheck, IconGraduationCap as IconGraduation } from '@/components/ui/icons';

// Line icons only the home page uses, on the shared 24×24, 2 px stroke grid.
export const IconBook = createIcon(
  'IconBook',
  <>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5Z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    <path d="M9 8h6" />
  </>,
);

export const IconLayers = createIcon(
  'IconLayers',
  <>
    <path d="m12 2 10 5-10 5L2 7Z" />
    <path d="m2 12 10 5 10-5" />
    <path d="m2 17 10 5 10-5" />
  </>,
);

export const IconTarget = createIcon(
  'IconTarget',
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="6" />
    <circle cx="12" cy="12" r="2" />
  </>,
);

export const IconHeadphones = createIcon(
  'IconHeadphones',
  <>
    <path d="M3 18v-6a9 9 0 0 1 18 0v6" />
    <path d="M21 19a2 2 0 0 1-2 2h-1v-6h3Z" />
    <path d="M3 19a2 2 0 0 0 2 2h1v-6H3Z" />
  </>,
);

export const IconBookOpen = createIcon(
  'IconBookOpen',
  <>
    <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2Z" />
    <path d="M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7Z" />
  </>,
);

export const IconWave = createIcon(
  'IconWave',
  <>
    <path d="M2 12h2" />
    <path d="M6 8v8" />
    <path d="M10 4v16" />
    <path d="M14 7v10" />
    <path d="M18 10v4" />
    <path d="M22 12h-2" />
  </>,
);

export const IconPuzzle = createIcon(
  'IconPuzzle',
  <path d="M19.4 15.3a1.9 1.9 0 1 1 0-3.6H21V7a1 1 0 0 0-1-1h-4.7V4.6a1.9 1.9 0 1 0-3.6 0V6H7a1 1 0 0 0-1 1v4.7H4.6a1.9 1.9 0 1 0 0 3.6H6V20a1 1 0 0 0 1 1h13a1 1 0 0 0 1-1v-4.7Z" />,
);

export const IconLetters = createIcon(
  'IconLetters',
  <>
    <path d="m3 17 4-10 4 10" />
    <path d="M4.5 13.5h5" />
    <path d="M14 12.5a2.5 2.5 0 1 1 5 0V17" />
    <path d="M19 14.5h-2.5a2 2 0 0 0 0 4c1.4 0 2.5-.9 2.5-2.5" />
  </>,
);

export const IconMessage = createIcon(
  'IconMessage',
  <>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
    <path d="M8.5 12h.01" />
    <path d="M12 12h.01" />
    <path d="M15.5 12h.01" />
  </>,
);

export const IconPen = createIcon(
  'IconPen',
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </>,
);

export const IconCalendarCheck = createIcon(
  'IconCalendarCheck',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4" />
    <path d="M8 2v4" />
    <path d="M3 10h18" />
    <path d="m9 16 2 2 4-4" />
  </>,
);

export const IconClipboardList = createIcon(
  'IconClipboardList',
  <>
    <rect x="5" y="4" width="14" height="18" rx="2" />
    <path d="M9 2h6v4H9z" />
    <path d="M9 11h6" />
    <path d="M9 15h6" />
    <path d="M9 19h3" />
  </>,
);

export const IconAward = createIcon(
  'IconAward',
  <>
    <circle cx="12" cy="8" r="6" />
    <path d="M15.5 13.5 17 22l-5-3-5 3 1.5-8.5" />
  </>,
);

export const IconBriefcase = createIcon(
  'IconBriefcase',
  <>
    <rect x="2" y="7" width="20" height="14" rx="2" />
    <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2" />
    <path d="M2 13h20" />
  </>,
);

export const IconPlane = createIcon(
  'IconPlane',
  <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2Z" />,
);

export const IconSchoolBuilding = createIcon(
  'IconSchoolBuilding',
  <>
    <path d="M3 21h18" />
    <path d="M5 21V10l7-5 7 5v11" />
    <path d="M10 21v-5h4v5" />
    <path d="M12 10h.01" />
  </>,
);

export const IconStar = createIcon(
  'IconStar',
  <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1Z" />,
);

export const IconUserPlus = createIcon(
  'IconUserPlus',
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0" />
    <path d="M19 8v6" />
    <path d="M22 11h-6" />
  </>,
);

export const IconLaptop = createIcon(
  'IconLaptop',
  <>
    <rect x="4" y="4" width="16" height="11" rx="1.5" />
    <path d="M2 19h20" />
  </>,
);

export const IconChart = createIcon(
  'IconChart',
  <>
    <path d="M3 3v18h18" />
    <path d="m7 15 4-4 3 3 5-6" />
  </>,
);
