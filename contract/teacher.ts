/**
 * The teacher API (issue 13): classes, join requests, members, assignments with their results
 * and item statistics, references. Every route needs a TEACHER token (signed in through the
 * teacher app's client id) and answers only about the caller's own classes: another teacher's
 * class, request, assignment or reference is NOT_FOUND.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ASSIGNMENT_STATUSES, CLASS_JOIN_MODES, REFERENCE_KINDS, REFERENCE_UPLOAD } from './class-rules';
import {
  AssignedUnitTestRefSchema,
  ClassReferenceSchema,
  ClassResultStatsSchema,
  IdParams,
  TeacherBriefSchema,
} from './classes';
import { JOIN_CLASS_REQUEST_STATUSES, LIMITS, SCHOOL_LEVELS, SKILLS } from './constants';
import { QUESTION_TYPE_CODES } from './content';
import { defineEndpoint, TEACHER_AUTH } from './endpoint';
import { Nullable, StringEnum, Success } from './http';
import { NAME_LINE_SOURCE, TYPED_TEXT_SOURCE } from './patterns';

const DATE_TIME_INPUT_SOURCE = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

const DateTime = (description?: string) =>
  Type.String({ format: 'date-time', ...(description ? { description } : {}) });
/** A date-time a client sends: ISO 8601 with a zone (Z or ±hh:mm). */
const DateTimeInput = (description: string) =>
  Type.String({ pattern: DATE_TIME_INPUT_SOURCE, maxLength: 40, description });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const TeacherClassSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  schoolLevel: Nullable(StringEnum(SCHOOL_LEVELS)),
  gradeId: Nullable(Type.Integer()),
  joinMode: StringEnum(CLASS_JOIN_MODES),
  joinCode: Type.String({ description: 'Give it to students; rotate it to stop old copies working' }),
  capacity: Type.Integer({ maximum: LIMITS.CLASS_CAPACITY }),
  memberCount: Type.Integer(),
  pendingRequestCount: Type.Integer(),
  assignmentCount: Type.Integer(),
  teacher: TeacherBriefSchema,
  createdAt: DateTime(),
  updatedAt: DateTime(),
});
export type TeacherClassDto = Static<typeof TeacherClassSchema>;

const classFields = {
  name: Type.String({ minLength: 1, maxLength: 100, pattern: NAME_LINE_SOURCE }),
  description: Nullable(Type.String({ maxLength: 1000, pattern: TYPED_TEXT_SOURCE })),
  schoolLevel: Nullable(StringEnum(SCHOOL_LEVELS)),
  gradeId: Nullable(Type.Integer({ minimum: 1, maximum: 13 })),
  joinMode: StringEnum(CLASS_JOIN_MODES),
  capacity: Type.Integer({ minimum: 1, maximum: LIMITS.CLASS_CAPACITY, description: 'At most 60 (spec §9)' }),
};

const CreateClassRequestSchema = Type.Object(
  {
    name: classFields.name,
    description: Type.Optional(classFields.description),
    schoolLevel: Type.Optional(classFields.schoolLevel),
    gradeId: Type.Optional(classFields.gradeId),
    joinMode: Type.Optional({ ...classFields.joinMode, default: 'DIRECT' }),
    capacity: Type.Optional({ ...classFields.capacity, default: LIMITS.CLASS_CAPACITY }),
  },
  { additionalProperties: false },
);
export type CreateClassRequest = Static<typeof CreateClassRequestSchema>;

const UpdateClassRequestSchema = Type.Object(
  {
    name: Type.Optional(classFields.name),
    description: Type.Optional(classFields.description),
    schoolLevel: Type.Optional(classFields.schoolLevel),
    gradeId: Type.Optional(classFields.gradeId),
    joinMode: Type.Optional(classFields.joinMode),
    capacity: Type.Optional(classFields.capacity),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateClassRequest = Static<typeof UpdateClassRequestSchema>;

const TeacherJoinRequestSchema = Type.Object({
  id: Type.Integer(),
  classId: Type.Integer(),
  status: StringEnum(JOIN_CLASS_REQUEST_STATUSES),
  createdAt: DateTime(),
  decidedAt: Nullable(DateTime()),
  student: Type.Object({ id: Type.Integer(), fullName: Type.String(), gradeId: Nullable(Type.Integer()) }),
});
export type TeacherJoinRequestDto = Static<typeof TeacherJoinRequestSchema>;

const ClassMemberSchema = Type.Object({
  userId: Type.Integer(),
  fullName: Type.String(),
  avatar: Nullable(Type.String()),
  gradeId: Nullable(Type.Integer()),
  joinedAt: DateTime(),
});
export type ClassMemberDto = Static<typeof ClassMemberSchema>;

const TeacherAssignmentSchema = Type.Object({
  id: Type.Integer(),
  classId: Type.Integer(),
  unitTest: AssignedUnitTestRefSchema,
  note: Nullable(Type.String()),
  openAt: DateTime(),
  dueAt: DateTime(),
  shareResults: Type.Boolean(),
  memberCount: Type.Integer(),
  submittedCount: Type.Integer({ description: 'Members with an attached result (late ones included)' }),
  lateCount: Type.Integer(),
  createdAt: DateTime(),
});
export type TeacherAssignmentDto = Static<typeof TeacherAssignmentSchema>;

const CreateAssignmentRequestSchema = Type.Object(
  {
    unitTestId: Id,
    openAt: DateTimeInput('When students may start'),
    dueAt: DateTimeInput('After openAt'),
    shareResults: Type.Optional(Type.Boolean({ default: false })),
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: TYPED_TEXT_SOURCE }))),
  },
  { additionalProperties: false },
);
export type CreateAssignmentRequest = Static<typeof CreateAssignmentRequestSchema>;

const UpdateAssignmentRequestSchema = Type.Object(
  {
    openAt: Type.Optional(DateTimeInput('When students may start')),
    dueAt: Type.Optional(DateTimeInput('After openAt')),
    shareResults: Type.Optional(Type.Boolean()),
    note: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: TYPED_TEXT_SOURCE }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateAssignmentRequest = Static<typeof UpdateAssignmentRequestSchema>;

const StudentAssignmentRowSchema = Type.Object({
  userId: Type.Integer(),
  fullName: Type.String(),
  status: StringEnum(ASSIGNMENT_STATUSES),
  resultId: Nullable(Type.Integer()),
  score: Nullable(Type.Number()),
  percent: Nullable(Type.Integer()),
  submittedAt: Nullable(DateTime()),
});

/**
 * Moodle-style statistics of one question over the class's attached results (one per student):
 * - facilityIndex = 100 × mean(x_i / max), x_i the student's points on the question;
 * - discriminationIndex = 100 × Pearson r between x_i and the student's points on the rest of the
 *   test (total − x_i); null with fewer than 2 results or when either varies not at all.
 * Questions outside the score (speaking, writing, flashcards) have both null.
 */
const ItemStatisticSchema = Type.Object({
  questionId: Type.String(),
  number: Type.Integer(),
  type: StringEnum(QUESTION_TYPE_CODES),
  skill: StringEnum(SKILLS),
  maxPoints: Type.Number(),
  attempts: Type.Integer({ description: 'Results that include the question' }),
  averagePoints: Nullable(Type.Number()),
  facilityIndex: Nullable(Type.Number({ description: '0–100, one decimal' })),
  discriminationIndex: Nullable(Type.Number({ description: '−100–100, one decimal' })),
});
export type ItemStatisticDto = Static<typeof ItemStatisticSchema>;

const AssignmentResultsSchema = Type.Object({
  assignment: TeacherAssignmentSchema,
  students: Type.Array(StudentAssignmentRowSchema, { description: 'Every member, by name' }),
  summary: ClassResultStatsSchema,
  items: Type.Array(ItemStatisticSchema, { description: 'In question order' }),
});
export type AssignmentResultsDto = Static<typeof AssignmentResultsSchema>;

const CreateReferenceRequestSchema = Type.Object(
  {
    kind: StringEnum(REFERENCE_KINDS),
    title: Type.String({ minLength: 1, maxLength: 200, pattern: NAME_LINE_SOURCE }),
    url: Type.String({ minLength: 1, maxLength: 2000, pattern: '^https?://\\S+$', description: 'http(s) only' }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 1000, pattern: TYPED_TEXT_SOURCE }))),
    fileName: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
    mimeType: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
    sizeBytes: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  },
  { additionalProperties: false },
);
export type CreateReferenceRequest = Static<typeof CreateReferenceRequestSchema>;

const ClassIdParams = IdParams;
const DecideParams = IdParams;
const MemberParams = Type.Object({ id: Id, userId: Id }, { additionalProperties: false });

const TEACHERS = 'FORBIDDEN: not a teacher';
const NO_CLASS = 'NOT_FOUND: no such class of the caller';
const base = { 401: 'UNAUTHORIZED', 403: TEACHERS };
const tags = ['teacher'] as const;
const security = TEACHER_AUTH;

export const teacherEndpoints = {
  listClasses: defineEndpoint(
    'GET',
    '/teacher/classes',
    {
      tags,
      security,
      summary: 'The caller’s classes, newest first',
      response: { 200: Success(Type.Array(TeacherClassSchema)) },
    },
    base,
  ),
  createClass: defineEndpoint(
    'POST',
    '/teacher/classes',
    {
      tags,
      security,
      summary: 'Create a class (a slug and a join code are made)',
      body: CreateClassRequestSchema,
      response: { 200: Success(TeacherClassSchema) },
    },
    base,
  ),
  getClass: defineEndpoint(
    'GET',
    '/teacher/classes/:id',
    {
      tags,
      security,
      summary: 'One class of the caller',
      params: ClassIdParams,
      response: { 200: Success(TeacherClassSchema) },
    },
    { ...base, 404: NO_CLASS },
  ),
  updateClass: defineEndpoint(
    'PUT',
    '/teacher/classes/:id',
    {
      tags,
      security,
      summary: 'Edit a class (the fields given)',
      description: 'capacity may not go below the current member count. The slug stays.',
      params: ClassIdParams,
      body: UpdateClassRequestSchema,
      response: { 200: Success(TeacherClassSchema) },
    },
    { ...base, 404: NO_CLASS, 409: 'CAPACITY_BELOW_MEMBERS: the class already has more members' },
  ),
  rotateCode: defineEndpoint(
    'POST',
    '/teacher/classes/:id/rotate-code',
    {
      tags,
      security,
      summary: 'Give the class a new join code; the old one stops working',
      params: ClassIdParams,
      response: { 200: Success(TeacherClassSchema) },
    },
    { ...base, 404: NO_CLASS },
  ),
  listRequests: defineEndpoint(
    'GET',
    '/teacher/classes/:id/requests',
    {
      tags,
      security,
      summary: 'Join requests of a class, oldest first (PENDING by default)',
      params: ClassIdParams,
      querystring: Type.Object(
        { status: Type.Optional(StringEnum(JOIN_CLASS_REQUEST_STATUSES, { default: 'PENDING' })) },
        { additionalProperties: false },
      ),
      response: { 200: Success(Type.Array(TeacherJoinRequestSchema)) },
    },
    { ...base, 404: NO_CLASS },
  ),
  acceptRequest: defineEndpoint(
    'POST',
    '/teacher/join-requests/:id/accept',
    {
      tags,
      security,
      summary: 'Accept a pending request: the student becomes a member (never beyond the capacity)',
      params: DecideParams,
      response: { 200: Success(TeacherJoinRequestSchema) },
    },
    {
      ...base,
      404: 'NOT_FOUND: no such request in a class of the caller',
      409: 'JOIN_REQUEST_DECIDED: already accepted or rejected; REACH_LIMIT_STUDENT_PER_CLASS: the class is full',
    },
  ),
  rejectRequest: defineEndpoint(
    'POST',
    '/teacher/join-requests/:id/reject',
    {
      tags,
      security,
      summary: 'Reject a pending request',
      params: DecideParams,
      response: { 200: Success(TeacherJoinRequestSchema) },
    },
    {
      ...base,
      404: 'NOT_FOUND: no such request in a class of the caller',
      409: 'JOIN_REQUEST_DECIDED: already accepted or rejected',
    },
  ),
  listMembers: defineEndpoint(
    'GET',
    '/teacher/classes/:id/members',
    {
      tags,
      security,
      summary: 'Members of a class, by name',
      params: ClassIdParams,
      response: { 200: Success(Type.Array(ClassMemberSchema)) },
    },
    { ...base, 404: NO_CLASS },
  ),
  removeMember: defineEndpoint(
    'DELETE',
    '/teacher/classes/:id/members/:userId',
    {
      tags,
      security,
      summary: 'Remove a student from a class (their results stay theirs)',
      params: MemberParams,
      response: { 200: Success(Type.Null()) },
    },
    { ...base, 404: 'NOT_FOUND: no such class of the caller, or not a member' },
  ),
  listAssignments: defineEndpoint(
    'GET',
    '/teacher/classes/:id/assignments',
    {
      tags,
      security,
      summary: 'Unit tests assigned to a class, by open time (newest first)',
      params: ClassIdParams,
      response: { 200: Success(Type.Array(TeacherAssignmentSchema)) },
    },
    { ...base, 404: NO_CLASS },
  ),
  createAssignment: defineEndpoint(
    'POST',
    '/teacher/classes/:id/assignments',
    {
      tags,
      security,
      summary: 'Assign a unit test with its open and due times and whether results are shared',
      params: ClassIdParams,
      body: CreateAssignmentRequestSchema,
      response: { 200: Success(TeacherAssignmentSchema) },
    },
    { ...base, 400: 'VALIDATION_ERROR: dueAt not after openAt, or no such test', 404: NO_CLASS },
  ),
  updateAssignment: defineEndpoint(
    'PUT',
    '/teacher/assignments/:id',
    {
      tags,
      security,
      summary: 'Change an assignment’s times, sharing or note',
      params: IdParams,
      body: UpdateAssignmentRequestSchema,
      response: { 200: Success(TeacherAssignmentSchema) },
    },
    { ...base, 400: 'VALIDATION_ERROR: dueAt not after openAt', 404: 'NOT_FOUND: no such assignment of the caller' },
  ),
  deleteAssignment: defineEndpoint(
    'DELETE',
    '/teacher/assignments/:id',
    {
      tags,
      security,
      summary: 'Withdraw an assignment (students’ results stay theirs)',
      params: IdParams,
      response: { 200: Success(Type.Null()) },
    },
    { ...base, 404: 'NOT_FOUND: no such assignment of the caller' },
  ),
  assignmentResults: defineEndpoint(
    'GET',
    '/teacher/assignments/:id/results',
    {
      tags,
      security,
      summary: 'Results of an assignment per student, the class summary and per-question item statistics',
      description:
        'facilityIndex = 100 × mean(points / max points) over the attached results; discriminationIndex = 100 × ' +
        'the Pearson correlation between the points on the question and the points on the rest of the test ' +
        '(Moodle’s quiz statistics). null with fewer than two results or no variance.',
      params: IdParams,
      response: { 200: Success(AssignmentResultsSchema) },
    },
    { ...base, 404: 'NOT_FOUND: no such assignment of the caller' },
  ),
  listReferences: defineEndpoint(
    'GET',
    '/teacher/classes/:id/references',
    {
      tags,
      security,
      summary: 'The materials of a class, newest first',
      params: ClassIdParams,
      response: { 200: Success(Type.Array(ClassReferenceSchema)) },
    },
    { ...base, 404: NO_CLASS },
  ),
  addReference: defineEndpoint(
    'POST',
    '/teacher/classes/:id/references',
    {
      tags,
      security,
      summary: 'Attach a material to a class: a link, or a file already hosted at an http(s) URL',
      params: ClassIdParams,
      body: CreateReferenceRequestSchema,
      response: { 200: Success(ClassReferenceSchema) },
    },
    { ...base, 404: NO_CLASS },
  ),
  uploadReference: defineEndpoint(
    'POST',
    '/teacher/classes/:id/references/upload',
    {
      tags,
      security,
      summary: 'Upload a file as a material of a class (multipart: title, description?, file)',
      description:
        `PDF, PNG, JPG or MP3, at most ${REFERENCE_UPLOAD.MAX_BYTES / 1024 / 1024} MB, recognised from the content, not ` +
        'the name. The main API serves it as a download at /uploads/references/<random>.<ext>; the reference keeps the ' +
        'original file name. Removing the reference deletes the file.',
      consumes: ['multipart/form-data'],
      params: ClassIdParams,
      body: Type.Object({
        title: Type.String({ minLength: 1, maxLength: 200, description: 'No leading or trailing space' }),
        description: Type.Optional(Type.String({ maxLength: 1000, pattern: TYPED_TEXT_SOURCE })),
        file: Type.String({ format: 'binary' }),
      }),
      response: { 200: Success(ClassReferenceSchema) },
    },
    {
      ...base,
      400: 'VALIDATION_ERROR: no title or file, an empty or second file, or a malformed upload',
      404: NO_CLASS,
      413: 'PAYLOAD_TOO_LARGE: the file is over 10 MB',
      415: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data, or not a PDF, PNG, JPG or MP3 file',
    },
  ),
  deleteReference: defineEndpoint(
    'DELETE',
    '/teacher/references/:id',
    {
      tags,
      security,
      summary: 'Remove a material',
      params: IdParams,
      response: { 200: Success(Type.Null()) },
    },
    { ...base, 404: 'NOT_FOUND: no such reference of the caller' },
  ),
};
