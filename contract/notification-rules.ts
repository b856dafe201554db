/** The enumerations and limits of notifications and user requests (no TypeBox: the web app loads it). */

/** What happened; each kind has its vi and en texts in locales/<lang>/notifications.json. */
export const NOTIFICATION_KINDS = [
  'ORDER_PAID',
  'ORDER_FAILED',
  'CLASS_REQUEST_ACCEPTED',
  'CLASS_REQUEST_REJECTED',
  'TEST_ASSIGNED',
  'TEST_DUE_SOON',
  'GIFT_CLAIMED',
  'CODE_ACTIVATED',
  'REQUEST_ANSWERED',
  'ANNOUNCEMENT',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CATEGORIES = ['USER', 'SYSTEM'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** Only announcements are SYSTEM notifications; every other kind is about the reader. */
export const categoryOf = (kind: NotificationKind): NotificationCategory =>
  kind === 'ANNOUNCEMENT' ? 'SYSTEM' : 'USER';

export const NOTIFICATIONS_PAGE_SIZE = { DEFAULT: 10, MAX: 50 } as const;

/** Spec §9: data refresh every 300 000 ms (the bell's unseen count). */
export const NOTIFICATION_REFRESH_MS = 300_000;

export const USER_REQUEST_KINDS = ['QUESTION_REPORT', 'CONTACT'] as const;
export type UserRequestKind = (typeof USER_REQUEST_KINDS)[number];

export const USER_REQUEST_LIMITS = {
  MESSAGE_MIN: 10,
  MESSAGE_MAX: 1000,
  EMAIL_MAX: 64,
  /** Requests per signed-in user, or per address for guests, in an hour. */
  PER_HOUR: 5,
} as const;
