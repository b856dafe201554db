/**
 * Activation codes (spec §4 activation-code modal, §5, §7 `/itf/active-codes/*`). A code grants
 * a test, a quantity of test openings, or the right to an adaptive or placement test; the signed-in
 * student sends it with the site it was typed on.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ADAPTIVE_TEST_KEYS } from './adaptive';
import { ACTIVATION_CODE_MAX_LENGTH, ACTIVATION_GRANT_KINDS } from './activation-rules';
import { SITE_CODES } from './catalogue-paths';
import { QUANTITY_KINDS } from './constants';
import { defineEndpoint, STUDENT_AUTH } from './endpoint';
import { Nullable, StringEnum, Success } from './http';
import { LocalizedTextSchema } from './unit-tests';

const ActivationRequestSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: ACTIVATION_CODE_MAX_LENGTH, description: 'The code as typed' }),
    site: StringEnum(Object.values(SITE_CODES), { description: 'The site the code is entered on' }),
  },
  { additionalProperties: false },
);
export type ActivationRequest = Static<typeof ActivationRequestSchema>;

const ActivationGrantSchema = Type.Object({
  kind: StringEnum(ACTIVATION_GRANT_KINDS),
  /** kind TEST: the test now in My tests. */
  unitTest: Nullable(
    Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), nameEn: Nullable(Type.String()) }),
  ),
  /** kind QUANTITY: the openings granted and until when they run. */
  quantity: Nullable(
    Type.Object({
      kind: StringEnum(QUANTITY_KINDS),
      amount: Type.Integer(),
      expiresAt: Type.String({ format: 'date-time' }),
    }),
  ),
  /** kind ADAPTIVE_TEST: the adaptive or placement test the caller may now take. */
  adaptiveTest: Nullable(Type.Object({ key: StringEnum(ADAPTIVE_TEST_KEYS), name: LocalizedTextSchema })),
});
export type ActivationGrantDto = Static<typeof ActivationGrantSchema>;

const AdaptiveTestRightSchema = Type.Object({
  key: StringEnum(ADAPTIVE_TEST_KEYS),
  name: LocalizedTextSchema,
  grantedAt: Type.String({ format: 'date-time' }),
});
export type AdaptiveTestRightDto = Static<typeof AdaptiveTestRightSchema>;

const CODE_ERRORS = {
  400: 'VALIDATION_ERROR: code blank or too long, or an unknown site',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN: not a student',
  404: 'ACTIVATION_CODE_INVALID: no such code on this site (also for a malformed code)',
  409:
    'ACTIVATION_CODE_EXPIRED, ACTIVATION_CODE_USED_UP, ACTIVATION_CODE_USER_LIMIT_REACHED (this student used it as often as allowed), ' +
    'ACTIVATION_CODE_ALREADY_OWNED (the test is already the student’s), ACTIVATION_CODE_WRONG_KIND',
  429: 'TOO_MANY_REQUESTS: too many wrong codes from this account or address (retryAfter)',
};
const tags = ['activation-codes'] as const;

export const activationEndpoints = {
  activate: defineEndpoint(
    'POST',
    '/itf/active-codes/active',
    {
      tags,
      summary: 'Use an activation code: its grant (a test, openings or an adaptive test) is the caller’s now',
      security: STUDENT_AUTH,
      body: ActivationRequestSchema,
      response: { 200: Success(ActivationGrantSchema) },
    },
    CODE_ERRORS,
  ),
  validate: defineEndpoint(
    'POST',
    '/itf/active-codes/validate',
    {
      tags,
      summary: 'Check a code without using it: what it would grant the caller',
      security: STUDENT_AUTH,
      body: ActivationRequestSchema,
      response: { 200: Success(ActivationGrantSchema) },
    },
    CODE_ERRORS,
  ),
  activateAdaptiveTest: defineEndpoint(
    'POST',
    '/itf/active-codes/active-adaptive-test',
    {
      tags,
      summary: 'Use a code that grants an adaptive or placement test (any other kind is refused, unused)',
      security: STUDENT_AUTH,
      body: ActivationRequestSchema,
      response: { 200: Success(ActivationGrantSchema) },
    },
    CODE_ERRORS,
  ),
  userAdaptiveTests: defineEndpoint(
    'POST',
    '/itf/active-codes/user-active-adaptive-test',
    {
      tags,
      summary: 'The adaptive and placement tests the caller has activated',
      security: STUDENT_AUTH,
      response: { 200: Success(Type.Array(AdaptiveTestRightSchema)) },
    },
    { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student' },
  ),
};
