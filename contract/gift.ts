/**
 * The welcome gift (spec §3, §4, §6, §9): once per student, ten free tests chosen by grade. The
 * lists are data (backend/content/gift/gift-lists.json); only grades with a list can be chosen.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, STUDENT_AUTH } from './endpoint';
import { Success } from './http';

const GiftGradeIdField = Type.Integer({
  minimum: 1,
  description: 'Id of a grade from GET /grades that has a gift list',
});

const GiftOptionsSchema = Type.Object({
  received: Type.Boolean({ description: 'The caller already claimed the gift (the profile’s receivedGift)' }),
  gradeIds: Type.Array(Type.Integer(), { description: 'The grades that have a gift list, in grade order' }),
});
export type GiftOptionsDto = Static<typeof GiftOptionsSchema>;

const ClaimGiftRequestSchema = Type.Object({ gradeId: GiftGradeIdField }, { additionalProperties: false });
/** POST /student (claim gift; payload gradeId, spec §7). */
export type ClaimGiftRequest = Static<typeof ClaimGiftRequestSchema>;

const GiftClaimSchema = Type.Object({
  gradeId: Type.Integer(),
  unitTestIds: Type.Array(Type.Integer(), { description: 'The tests now in My tests (source GIFT)' }),
});
export type GiftClaimDto = Static<typeof GiftClaimSchema>;

const ERRORS = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student' };
const tags = ['gift'] as const;

export const giftEndpoints = {
  options: defineEndpoint(
    'GET',
    '/student/gift',
    {
      tags,
      summary: 'Whether the caller may still claim the gift, and the grades that have a gift list',
      security: STUDENT_AUTH,
      response: { 200: Success(GiftOptionsSchema) },
    },
    ERRORS,
  ),
  claim: defineEndpoint(
    'POST',
    '/student',
    {
      tags,
      summary: 'Claim the gift: the ten tests of the chosen grade’s list, once per student',
      security: STUDENT_AUTH,
      body: ClaimGiftRequestSchema,
      response: { 200: Success(GiftClaimSchema) },
    },
    {
      ...ERRORS,
      400: 'VALIDATION_ERROR: gradeId is missing or names a grade without a gift list',
      409: 'GIFT_ALREADY_RECEIVED: the caller already claimed the gift',
    },
  ),
};
