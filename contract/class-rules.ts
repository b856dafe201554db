/**
 * Classes (issue 13): the values the web app and the API share, TypeBox-free so the web bundle
 * can import them. The schemas and endpoints are in `contract/classes.ts` (students),
 * `contract/teacher.ts` (the teacher API) and `contract/statistics.ts`.
 */
import { LIMITS } from './constants';

export type JoinClassRequestStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED';

/** How a class takes students: at once, or by a request the teacher accepts. */
export const CLASS_JOIN_MODES = ['DIRECT', 'APPROVAL'] as const;
export type ClassJoinMode = (typeof CLASS_JOIN_MODES)[number];

/** The two success codes of POST /itf/join_class_request (spec §4). */
export const JOIN_CLASS_SUCCESS_CODES = ['REQUEST_JOIN_CLASS_SUCCESSFUL', 'JOIN_CLASS_SUCCESSFUL'] as const;

/** Spec §5 and §8, word for word (the API answers these English texts as `message`). */
export const CLASS_MESSAGES = {
  CLASS_CODE_NOT_FOUND: 'Class code does not exist!',
  JOINED_CLASS: 'You are a student in this class',
  REQUESTED_JOIN_CLASS: 'Your request to attend this class has already been sent',
  REACH_LIMIT_STUDENT_PER_CLASS: `The class has already reached ${LIMITS.CLASS_CAPACITY} learners, please contact the teacher for further assistance`,
  CODE_REQUIRED: 'Class code is required!',
  CODE_EDGE_SPACE: 'The class join code cannot start or end with a space',
  LOGIN_REQUIRED: 'Please log in before submitting a request to join the class.',
  /** Not worded by the spec. */
  REQUEST_JOIN_CLASS_SUCCESSFUL: 'Your request to join the class has been sent to the teacher.',
  JOIN_CLASS_SUCCESSFUL: 'You have joined the class.',
} as const;

/**
 * Join codes the API makes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L).
 * Codes are matched case-insensitively; the API upper-cases what it receives.
 */
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_LENGTH = 6;
/** What the join field accepts at most (longer text is never a code). */
export const CLASS_CODE_MAX = 32;

/**
 * Where an assigned test stands for the signed-in student:
 * - NOT_STARTED: no attempt since the test opened (also while it is still UPCOMING);
 * - IN_PROGRESS: an attempt of the test is open, started after the test opened;
 * - SUBMITTED: a result is attached, submitted by the due time;
 * - LATE: a result is attached, submitted after the due time (late work is accepted);
 * - MISSED: the due time passed and nothing is attached (becomes LATE if the student submits).
 */
export const ASSIGNMENT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'SUBMITTED', 'LATE', 'MISSED'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/** UPCOMING before openAt, OPEN until dueAt, PAST_DUE after. */
export const ASSIGNMENT_WINDOWS = ['UPCOMING', 'OPEN', 'PAST_DUE'] as const;
export type AssignmentWindow = (typeof ASSIGNMENT_WINDOWS)[number];

export const REFERENCE_KINDS = ['FILE', 'LINK'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

/**
 * A file a teacher uploads as a reference (multipart): recognised by its first bytes, stored
 * under a random name and served by the main API at /uploads/references/… as a download.
 */
export const REFERENCE_UPLOAD = {
  FIELD: 'file',
  MAX_BYTES: 10 * 1024 * 1024,
  /** Extension → MIME type of what is accepted. */
  TYPES: { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', mp3: 'audio/mpeg' },
} as const;

/** Analytics status of a skill: GREEN ≥ 80 %, AMBER ≥ 50 %, RED below, NONE without answers. */
export const SKILL_STATUSES = ['GREEN', 'AMBER', 'RED', 'NONE'] as const;
export type SkillStatus = (typeof SKILL_STATUSES)[number];
export const SKILL_STATUS_THRESHOLDS = { GREEN: 80, AMBER: 50 } as const;

/**
 * Calendar days of the statistics and the calendar are days in Vietnam (UTC+7, no daylight
 * saving) unless the request gives another `timezoneOffset` (minutes east of UTC).
 */
export const DEFAULT_TIMEZONE_OFFSET_MINUTES = 420;
/** Longest range, in days, of the calendar and the statistics. */
export const MAX_RANGE_DAYS = 366;

/** Pages under /classes that a class slug must never shadow (the API never makes these slugs). */
export const CLASS_RESERVED_SLUGS = ['mine', 'test-schedule', 'analytics'] as const;
