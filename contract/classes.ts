/**
 * Classes for students (spec §1, §4, §7): joining by code, the join requests, the student's
 * classes, their assigned unit tests and references, the calendar, and attaching results.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  ASSIGNMENT_STATUSES,
  ASSIGNMENT_WINDOWS,
  CLASS_CODE_MAX,
  CLASS_JOIN_MODES,
  JOIN_CLASS_SUCCESS_CODES,
  REFERENCE_KINDS,
} from './class-rules';
import { JOIN_CLASS_REQUEST_STATUSES, LIMITS, SCHOOL_LEVELS, SKILLS } from './constants';
import { defineEndpoint, STUDENT_AUTH } from './endpoint';
import { Nullable, StringEnum, Success } from './http';
import { NO_EDGE_SPACE_SOURCE } from './patterns';
import { ResultSummarySchema } from './results';

const DateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });
/** A calendar day, YYYY-MM-DD. */
export const DayField = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day, YYYY-MM-DD' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
/** A class by its number or its slug. */
const ClassKeyParams = Type.Object(
  {
    id: Type.String({
      minLength: 1,
      maxLength: 120,
      pattern: '^[a-z0-9-]+$',
      description: 'The class id (digits) or its slug',
    }),
  },
  { additionalProperties: false },
);

export const TeacherBriefSchema = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  avatar: Nullable(Type.String(), { description: 'Absolute URL; null shows the placeholder' }),
});
export type TeacherBriefDto = Static<typeof TeacherBriefSchema>;

/** What a join request and the join answer say about the class. */
const ClassBriefSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String({ description: 'For /classes/{slug}' }),
  name: Type.String(),
  teacher: TeacherBriefSchema,
  memberCount: Type.Integer(),
  capacity: Type.Integer({ maximum: LIMITS.CLASS_CAPACITY }),
  joinMode: StringEnum(CLASS_JOIN_MODES),
});
export type ClassBriefDto = Static<typeof ClassBriefSchema>;

export const AssignedUnitTestRefSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String({ description: 'The test’s slug: the {unittestSlug} of /classes/{slug}/unit-test-results/…' }),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  labels: Nullable(Type.String()),
  testCount: Nullable(Type.Integer()),
  duration: Nullable(Type.Integer({ description: 'Minutes' })),
  questionCount: Type.Integer(),
  skills: Type.Array(StringEnum(SKILLS)),
});

const MyAssignmentResultSchema = Type.Object({
  resultId: Type.Integer(),
  score: Nullable(Type.Number({ description: '0–10' })),
  percent: Nullable(Type.Integer()),
  submittedAt: DateTime(),
  late: Type.Boolean(),
});

/** A unit test assigned to a class, as the signed-in student sees it. */
const AssignedUnitTestSchema = Type.Object({
  id: Type.Integer({ description: 'The assignment id (not the test id)' }),
  classId: Type.Integer(),
  classSlug: Type.String(),
  className: Type.String(),
  unitTest: AssignedUnitTestRefSchema,
  note: Nullable(Type.String(), { description: 'The teacher’s instructions' }),
  openAt: DateTime('The test can be taken from then'),
  dueAt: DateTime('Submitted after it is LATE; nothing by then is MISSED'),
  shareResults: Type.Boolean({ description: 'The teacher shares the class’s average and distribution' }),
  window: StringEnum(ASSIGNMENT_WINDOWS),
  myStatus: StringEnum(ASSIGNMENT_STATUSES),
  myResult: Nullable(MyAssignmentResultSchema, { description: 'The attached result (the first one)' }),
  /** Whether the player may be started for it now: the test is open or past due (late work). */
  canStart: Type.Boolean(),
});
export type AssignedUnitTestDto = Static<typeof AssignedUnitTestSchema>;

const NextDueSchema = Type.Object({
  assignmentId: Type.Integer(),
  unitTest: AssignedUnitTestRefSchema,
  dueAt: DateTime(),
});

/** One of the student's classes. */
const StudentClassSchema = Type.Object({
  ...ClassBriefSchema.properties,
  schoolLevel: Nullable(StringEnum(SCHOOL_LEVELS)),
  gradeId: Nullable(Type.Integer()),
  joinedAt: DateTime(),
  openCount: Type.Integer({ description: 'Assigned tests open now that the student has not done' }),
  nextDue: Nullable(NextDueSchema, { description: 'The nearest due time among those' }),
});
export type StudentClassDto = Static<typeof StudentClassSchema>;

const StudentClassDetailSchema = Type.Object({
  ...StudentClassSchema.properties,
  description: Nullable(Type.String()),
  assignmentCount: Type.Integer(),
  referenceCount: Type.Integer(),
});
export type StudentClassDetailDto = Static<typeof StudentClassDetailSchema>;

export const ClassReferenceSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(REFERENCE_KINDS),
  title: Type.String(),
  description: Nullable(Type.String()),
  url: Type.String({ description: 'Absolute http(s) URL; open in a new tab' }),
  fileName: Nullable(Type.String({ description: 'FILE: the name to show' })),
  mimeType: Nullable(Type.String()),
  sizeBytes: Nullable(Type.Integer()),
  createdAt: DateTime(),
});
export type ClassReferenceDto = Static<typeof ClassReferenceSchema>;

// --- Joining ---

const JoinClassRequestSchema = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: CLASS_CODE_MAX,
      pattern: NO_EDGE_SPACE_SOURCE,
      description: 'The class join code; case does not matter',
    }),
  },
  { additionalProperties: false },
);

const JoinClassResultSchema = Type.Object({
  status: StringEnum(['ACCEPTED', 'PENDING']),
  requestId: Nullable(Type.Integer(), { description: 'PENDING: the request, which can be cancelled' }),
  class: ClassBriefSchema,
});

/** Unlike other answers, this one carries the outcome `code` (spec §4) beside `data`. */
const JoinClassResponseSchema = Type.Object(
  {
    result: Type.Literal(true),
    code: StringEnum(JOIN_CLASS_SUCCESS_CODES),
    message: Type.String(),
    data: JoinClassResultSchema,
  },
  { description: 'Success' },
);
export type JoinClassResponse = Static<typeof JoinClassResponseSchema>;

const JoinRequestSchema = Type.Object({
  id: Type.Integer(),
  status: StringEnum(JOIN_CLASS_REQUEST_STATUSES),
  createdAt: DateTime(),
  decidedAt: Nullable(DateTime()),
  class: ClassBriefSchema,
});
export type JoinRequestDto = Static<typeof JoinRequestSchema>;

const JoinRequestListQuerySchema = Type.Object(
  { status: Type.Optional(StringEnum(JOIN_CLASS_REQUEST_STATUSES)) },
  { additionalProperties: false },
);

// --- Assigned tests, results, calendar ---

const AssignmentDetailSchema = Type.Object({
  ...AssignedUnitTestSchema.properties,
  teacher: TeacherBriefSchema,
});
export type AssignmentDetailDto = Static<typeof AssignmentDetailSchema>;

const ScoreBucketSchema = Type.Object({
  from: Type.Integer({ description: 'Percent, inclusive' }),
  to: Type.Integer({ description: 'Percent, inclusive (the last bucket is 90–100)' }),
  count: Type.Integer(),
});

/** The class's results on an assignment: each member's first attached result counts once. */
export const ClassResultStatsSchema = Type.Object({
  memberCount: Type.Integer(),
  submittedCount: Type.Integer(),
  averagePercent: Nullable(Type.Number({ description: 'One decimal' })),
  averageScore: Nullable(Type.Number({ description: '0–10, one decimal' })),
  highestPercent: Nullable(Type.Integer()),
  lowestPercent: Nullable(Type.Integer()),
  distribution: Type.Array(ScoreBucketSchema, { description: 'Ten buckets: 0–9, 10–19, … 90–100' }),
});
export type ClassResultStatsDto = Static<typeof ClassResultStatsSchema>;

const AssignmentResultSchema = Type.Object({
  assignment: AssignedUnitTestSchema,
  myResult: Nullable(ResultSummarySchema, {
    description: 'The attached result; its review is GET /itf/unit-tests-result/{id}',
  }),
  classStats: Nullable(ClassResultStatsSchema, { description: 'Only when the teacher shares results' }),
});
export type AssignmentResultDto = Static<typeof AssignmentResultSchema>;

const CalendarQuerySchema = Type.Object(
  {
    from: DayField,
    to: DayField,
    timezoneOffset: Type.Optional(
      Type.Integer({ minimum: -720, maximum: 840, description: 'Minutes east of UTC; 420 (Vietnam) by default' }),
    ),
  },
  { additionalProperties: false },
);
export type CalendarQuery = Static<typeof CalendarQuerySchema>;

const AssetResultSchema = Type.Object({
  resultId: Type.Integer(),
  score: Nullable(Type.Number()),
  percent: Nullable(Type.Integer()),
  correctCount: Type.Integer(),
  questionCount: Type.Integer(),
  submittedAt: DateTime(),
  assignments: Type.Array(
    Type.Object({ id: Type.Integer(), classId: Type.Integer(), className: Type.String(), late: Type.Boolean() }),
    { description: 'The class assignments this result is attached to' },
  ),
});
export type AssetResultDto = Static<typeof AssetResultSchema>;

const AddResultQuerySchema = Type.Object(
  {
    'result-id': Id,
    'assignment-id': Type.Optional(Id),
  },
  { additionalProperties: false },
);

const AddResultDataSchema = Type.Object({
  resultId: Type.Integer(),
  attached: Type.Array(Type.Object({ assignmentId: Type.Integer(), classId: Type.Integer(), late: Type.Boolean() }), {
    description: 'Assignments the result is attached to now (already attached ones included)',
  }),
});
export type AddResultData = Static<typeof AddResultDataSchema>;

const UNAUTHORIZED = 'UNAUTHORIZED';
const STUDENTS = 'FORBIDDEN: not a student';
const NO_CLASS = 'NOT_FOUND: no such class, or the caller is not a member';
const NO_ASSIGNMENT = 'NOT_FOUND: no such assignment in a class of the caller';
const tags = ['classes'] as const;

export const classesEndpoints = {
  joinClass: defineEndpoint(
    'POST',
    '/itf/join_class_request',
    {
      tags,
      summary: 'Join a class by its code (directly, or by a request the teacher accepts)',
      description:
        'DIRECT classes answer JOIN_CLASS_SUCCESSFUL (the student is a member now); APPROVAL classes answer ' +
        'REQUEST_JOIN_CLASS_SUCCESSFUL with a PENDING request. A full class (60) refuses, also under concurrent ' +
        'joins. A rejected or cancelled request may be sent again.',
      security: STUDENT_AUTH,
      body: JoinClassRequestSchema,
      response: { 200: JoinClassResponseSchema },
    },
    {
      401: UNAUTHORIZED,
      403: STUDENTS,
      404: 'CLASS_CODE_NOT_FOUND: "Class code does not exist!"',
      409:
        'JOINED_CLASS: "You are a student in this class"; REQUESTED_JOIN_CLASS: "Your request to attend this class ' +
        'has already been sent"; REACH_LIMIT_STUDENT_PER_CLASS: "The class has already reached 60 learners, please ' +
        'contact the teacher for further assistance"',
      429: 'TOO_MANY_REQUESTS: 20 unknown codes in 15 minutes by one account (retryAfter says when to try again)',
    },
  ),
  myJoinRequests: defineEndpoint(
    'GET',
    '/itf/join_class_request',
    {
      tags,
      summary: 'The caller’s join requests (PENDING, ACCEPTED, REJECTED), newest first',
      security: STUDENT_AUTH,
      querystring: JoinRequestListQuerySchema,
      response: { 200: Success(Type.Array(JoinRequestSchema)) },
    },
    { 401: UNAUTHORIZED, 403: STUDENTS },
  ),
  cancelJoinRequest: defineEndpoint(
    'DELETE',
    '/itf/join_class_request/:id',
    {
      tags,
      summary: 'Cancel a PENDING join request (it is deleted)',
      security: STUDENT_AUTH,
      params: IdParams,
      response: { 200: Success(Type.Null()) },
    },
    {
      401: UNAUTHORIZED,
      403: STUDENTS,
      404: 'NOT_FOUND: no such request of the caller',
      409: 'JOIN_REQUEST_DECIDED: the teacher already accepted or rejected it',
    },
  ),
  myClasses: defineEndpoint(
    'GET',
    '/student/classes',
    {
      tags,
      summary: 'The caller’s classes, most recently joined first',
      security: STUDENT_AUTH,
      response: { 200: Success(Type.Array(StudentClassSchema)) },
    },
    { 401: UNAUTHORIZED, 403: STUDENTS },
  ),
  myClass: defineEndpoint(
    'GET',
    '/student/classes/:id',
    {
      tags,
      summary: 'One of the caller’s classes, by id or slug',
      security: STUDENT_AUTH,
      params: ClassKeyParams,
      response: { 200: Success(StudentClassDetailSchema) },
    },
    { 401: UNAUTHORIZED, 403: STUDENTS, 404: NO_CLASS },
  ),
  classAssigned: defineEndpoint(
    'GET',
    '/student/classes/:id/unit-tests-assigned',
    {
      tags,
      summary: 'The unit tests assigned to one of the caller’s classes, with the caller’s status',
      description: 'Ordered by due time, nearest first among open ones; upcoming after; past due last.',
      security: STUDENT_AUTH,
      params: ClassKeyParams,
      response: { 200: Success(Type.Array(AssignedUnitTestSchema)) },
    },
    { 401: UNAUTHORIZED, 403: STUDENTS, 404: NO_CLASS },
  ),
  classReferences: defineEndpoint(
    'GET',
    '/student/classes/:id/references',
    {
      tags,
      summary: 'The materials (files and links) the teacher attached to one of the caller’s classes',
      security: STUDENT_AUTH,
      params: ClassKeyParams,
      response: { 200: Success(Type.Array(ClassReferenceSchema)) },
    },
    { 401: UNAUTHORIZED, 403: STUDENTS, 404: NO_CLASS },
  ),
  assignment: defineEndpoint(
    'GET',
    '/itf/classes/unit-test-assigned/:id',
    {
      tags,
      summary: 'One assignment of a class of the caller (to start the test from the class page)',
      security: STUDENT_AUTH,
      params: IdParams,
      response: { 200: Success(AssignmentDetailSchema) },
    },
    { 401: UNAUTHORIZED, 403: STUDENTS, 404: NO_ASSIGNMENT },
  ),
  assignmentResult: defineEndpoint(
    'GET',
    '/student/unit-tests-assigned/:id/result',
    {
      tags,
      summary: 'The caller’s result on an assignment, with the class’s statistics when the teacher shares them',
      security: STUDENT_AUTH,
      params: IdParams,
      response: { 200: Success(AssignmentResultSchema) },
    },
    { 401: UNAUTHORIZED, 403: STUDENTS, 404: NO_ASSIGNMENT },
  ),
  calendar: defineEndpoint(
    'GET',
    '/student/unit-tests/calendar',
    {
      tags,
      summary: 'Assigned tests whose open–due window meets the days from..to (inclusive), by open time',
      description: 'Days are local days at timezoneOffset (Vietnam by default). At most 366 days.',
      security: STUDENT_AUTH,
      querystring: CalendarQuerySchema,
      response: { 200: Success(Type.Array(AssignedUnitTestSchema)) },
    },
    { 400: 'VALIDATION_ERROR: to before from, or a range over 366 days', 401: UNAUTHORIZED, 403: STUDENTS },
  ),
  assetResult: defineEndpoint(
    'GET',
    '/student/unit-test-asset-result/:unitTestId',
    {
      tags,
      summary: 'The caller’s completed results of a test, newest first, with the assignments each is attached to',
      security: STUDENT_AUTH,
      params: Type.Object({ unitTestId: Id }, { additionalProperties: false }),
      response: { 200: Success(Type.Array(AssetResultSchema)) },
    },
    { 401: UNAUTHORIZED, 403: STUDENTS, 404: 'NOT_FOUND: no such test' },
  ),
  addResult: defineEndpoint(
    'PUT',
    '/student/unit-tests/results/add',
    {
      tags,
      summary: 'Attach one of the caller’s results to the assignment(s) of its test',
      description:
        'A completed result is attached automatically on submit to every assignment of the test in the caller’s ' +
        'classes that is open or past due and has no result yet; this call does the same for a result submitted ' +
        'earlier (before joining, say), or for one assignment only (assignment-id). The first attached result ' +
        'counts; attaching again is a no-op. A result submitted before the assignment opened cannot be attached.',
      security: STUDENT_AUTH,
      querystring: AddResultQuerySchema,
      response: { 200: Success(AddResultDataSchema) },
    },
    {
      401: UNAUTHORIZED,
      403: STUDENTS,
      404: 'NOT_FOUND: no such completed result of the caller, or no such assignment',
      409: 'NO_MATCHING_ASSIGNMENT: no assignment of the caller’s classes can take this result',
    },
  ),
};
