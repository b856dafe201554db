import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Rendered width and height in px. */
  size?: number;
}

/** Stroke width of the shared grid; the `.icon` rule in globals.scss draws it. */
const GRID_STROKE_WIDTH = 2;

/**
 * Makes an icon component from its paths. Every icon shares one 24×24, 2 px stroke grid so they
 * line up with each other and with text; feature icon sets use this too rather than their own
 * `<svg>`. `defaultSize` applies when the caller gives no `size`.
 *
 * The grid's paint (no fill, a round 2 px stroke in the text colour) is the global `.icon` rule
 * rather than attributes on every icon: a page shows dozens of icons, and the attributes were a
 * quarter of each one's markup. The rule has no specificity, as attributes have none, so a
 * feature's CSS still wins over it; an attribute a caller passes (`strokeWidth={3}`) wins too.
 */
export function createIcon(displayName: string, paths: ReactNode, defaultSize = 24) {
  function Icon({ size = defaultSize, strokeWidth, className, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className={className ? `icon ${className}` : 'icon'}
        strokeWidth={strokeWidth === GRID_STROKE_WIDTH ? undefined : strokeWidth}
        aria-hidden="true"
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const IconEye = createIcon(
  'IconEye',
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

export const IconEyeOff = createIcon(
  'IconEyeOff',
  <>
    <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.7 17.7 0 0 1-2.6 3.5" />
    <path d="M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7c1.9 0 3.6-.6 5-1.4" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m2 2 20 20" />
  </>,
);

export const IconCheck = createIcon('IconCheck', <path d="M20 6 9 17l-5-5" />);

export const IconX = createIcon(
  'IconX',
  <>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </>,
);

export const IconChevronDown = createIcon('IconChevronDown', <path d="m6 9 6 6 6-6" />);

export const IconChevronRight = createIcon('IconChevronRight', <path d="m9 6 6 6-6 6" />);

export const IconGlobe = createIcon(
  'IconGlobe',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20" />
    <path d="M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10Z" />
  </>,
);

export const IconUser = createIcon(
  'IconUser',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const IconLogout = createIcon(
  'IconLogout',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </>,
);

export const IconMenu = createIcon(
  'IconMenu',
  <>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </>,
);

export const IconArrowUp = createIcon(
  'IconArrowUp',
  <>
    <path d="m5 12 7-7 7 7" />
    <path d="M12 19V5" />
  </>,
);

export const IconHelp = createIcon(
  'IconHelp',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
    <path d="M12 17h.01" />
  </>,
);

export const IconGift = createIcon(
  'IconGift',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13" />
    <path d="M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
  </>,
);

export const IconKey = createIcon(
  'IconKey',
  <>
    <circle cx="7.5" cy="15.5" r="5.5" />
    <path d="m11.4 11.6 9.6-9.6" />
    <path d="m15.5 7.5 3 3" />
    <path d="m18 5 3 3" />
  </>,
);

export const IconInfo = createIcon(
  'IconInfo',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4" />
    <path d="M12 8h.01" />
  </>,
);

export const IconAlertCircle = createIcon(
  'IconAlertCircle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </>,
);

export const IconAlertTriangle = createIcon(
  'IconAlertTriangle',
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </>,
);

export const IconCheckCircle = createIcon(
  'IconCheckCircle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

export const IconArrowRight = createIcon(
  'IconArrowRight',
  <>
    <path d="M5 12h14" />
    <path d="m13 6 6 6-6 6" />
  </>,
);

export const IconGraduationCap = createIcon(
  'IconGraduationCap',
  <>
    <path d="m2 9 10-5 10 5-10 5Z" />
    <path d="M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5" />
    <path d="M22 9v6" />
  </>,
);

export const IconDevices = createIcon(
  'IconDevices',
  <>
    <rect x="2" y="4" width="14" height="10" rx="1.5" />
    <path d="M6 18h6" />
    <path d="M9 14v4" />
    <rect x="17" y="8" width="5" height="12" rx="1" />
  </>,
);
