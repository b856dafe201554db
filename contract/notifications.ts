/**
 * Notifications (spec §2 /notification, §6 students only, §7 the four /itf/notification calls)
 * and user requests (§7 POST /user-request). A notification is stored as a kind and its
 * parameters, never as text: the reader's app writes it in the reader's language (vi or en).
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, OPTIONAL_AUTH, STUDENT_AUTH } from './endpoint';
import { Nullable, Paged, StringEnum, Success } from './http';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  USER_REQUEST_KINDS,
  USER_REQUEST_LIMITS,
} from './notification-rules';

const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(NOTIFICATION_KINDS),
  category: StringEnum(NOTIFICATION_CATEGORIES, {
    description: 'USER: about the reader’s own account and classes; SYSTEM: announcements to everyone',
  }),
  params: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description:
      'What the text is written from, per kind (e.g. transNo, className, testName; titleVi/titleEn/bodyVi/bodyEn of an announcement)',
  }),
  link: Nullable(Type.String({ description: 'A path of the web app the notification leads to' })),
  seen: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type NotificationDto = Static<typeof NotificationSchema>;

const NotificationListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: NOTIFICATIONS_PAGE_SIZE.MAX, default: NOTIFICATIONS_PAGE_SIZE.DEFAULT }),
    ),
    category: Type.Optional(StringEnum(NOTIFICATION_CATEGORIES, { description: 'Omitted: both' })),
  },
  { additionalProperties: false },
);
export type NotificationListQuery = Static<typeof NotificationListQuerySchema>;

const NotificationListSchema = Type.Object({
  items: Type.Array(NotificationSchema, { description: 'Newest first' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  unseen: Type.Integer({ description: 'Unseen notifications of every category' }),
});
export type NotificationListData = Static<typeof NotificationListSchema>;

const SeenRequestSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

const SeenAllRequestSchema = Type.Object(
  { category: Type.Optional(StringEnum(NOTIFICATION_CATEGORIES, { description: 'Omitted: every category' })) },
  { additionalProperties: false },
);

const UnseenSchema = Type.Integer({ minimum: 0, description: 'Unseen notifications left' });

const UserRequestBodySchema = Type.Object(
  {
    kind: StringEnum(USER_REQUEST_KINDS, {
      description: 'QUESTION_REPORT: a problem with one question (unitTestId and questionNumber); CONTACT: a message',
    }),
    message: Type.String({ minLength: USER_REQUEST_LIMITS.MESSAGE_MIN, maxLength: USER_REQUEST_LIMITS.MESSAGE_MAX }),
    unitTestId: Type.Optional(Type.Integer({ minimum: 1 })),
    questionNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    resultId: Type.Optional(Type.Integer({ minimum: 1 })),
    email: Type.Optional(
      Type.String({ maxLength: USER_REQUEST_LIMITS.EMAIL_MAX, description: 'Required of a guest: where to answer' }),
    ),
  },
  { additionalProperties: false },
);
export type UserRequestBody = Static<typeof UserRequestBodySchema>;

const UserRequestCreatedSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type UserRequestCreated = Static<typeof UserRequestCreatedSchema>;

const STUDENT_ERRORS = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student' };
const tags = ['notifications'] as const;

export const notificationsEndpoints = {
  list: defineEndpoint(
    'GET',
    '/itf/notification',
    {
      tags,
      summary: 'The student’s notifications, newest first, a page at a time (all, USER or SYSTEM)',
      security: STUDENT_AUTH,
      querystring: NotificationListQuerySchema,
      response: { 200: Paged(NotificationListSchema) },
    },
    { ...STUDENT_ERRORS, 400: 'VALIDATION_ERROR' },
  ),
  seen: defineEndpoint(
    'POST',
    '/itf/notification/seen',
    {
      tags,
      summary: 'Marks one notification seen; answers the unseen count left',
      security: STUDENT_AUTH,
      body: SeenRequestSchema,
      response: { 200: Success(UnseenSchema) },
    },
    { ...STUDENT_ERRORS, 400: 'VALIDATION_ERROR', 404: 'NOT_FOUND: no such notification of the caller' },
  ),
  seenAll: defineEndpoint(
    'POST',
    '/itf/notification/seen-all',
    {
      tags,
      summary: 'Marks every notification (of a category) seen; answers the unseen count left',
      security: STUDENT_AUTH,
      body: SeenAllRequestSchema,
      response: { 200: Success(UnseenSchema) },
    },
    { ...STUDENT_ERRORS, 400: 'VALIDATION_ERROR' },
  ),
  countUnseen: defineEndpoint(
    'GET',
    '/itf/notification/count-unseen',
    {
      tags,
      summary: 'How many notifications the student has not seen (spec §6: students only)',
      security: STUDENT_AUTH,
      response: { 200: Success(UnseenSchema) },
    },
    STUDENT_ERRORS,
  ),
  userRequest: defineEndpoint(
    'POST',
    '/user-request',
    {
      tags,
      summary: 'Reports a problem with a question, or sends a message to the team; answered by a notification',
      security: OPTIONAL_AUTH,
      body: UserRequestBodySchema,
      response: { 200: Success(UserRequestCreatedSchema) },
    },
    {
      400: 'VALIDATION_ERROR: message too short or long, a report without its test and question, a guest without e-mail',
      404: 'NOT_FOUND: the reported test does not exist',
      429: 'TOO_MANY_REQUESTS: too many requests from this account or address',
    },
  ),
};
