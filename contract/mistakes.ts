/**
 * "Practise my mistakes": every question a signed-in student got wrong in a submitted test is
 * kept in their review set until they answer it right on two different days. A round serves
 * the questions in their play form (never an answer); each answer is checked on the server.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IdField, PlayerAnswerSchema, PlaySectionSchema } from './attempts';
import { DayField } from './classes';
import { defineEndpoint, STUDENT_AUTH } from './endpoint';
import { Nullable, StringEnum, Success } from './http';
import { MISTAKES_PATH, MISTAKES_RULES } from './mistakes-rules';
import { QuestionReviewSchema } from './results';

const MistakesSummarySchema = Type.Object({
  count: Type.Integer({ description: 'Questions in the review set' }),
  dueCount: Type.Integer({
    description: 'Of those, the ones a round serves today (not yet answered right today)',
  }),
  today: DayField,
});
export type MistakesSummaryDto = Static<typeof MistakesSummarySchema>;

const MistakeTestSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
});

const MistakeItemSchema = Type.Object({
  id: Type.Integer({ description: 'The review-set entry; the check names it' }),
  unitTest: MistakeTestSchema,
  wrongCount: Type.Integer({ description: 'Times the question was answered wrong (tests and practice)' }),
  rightDays: Type.Integer({
    description: `Different days it was answered right since its last wrong answer (${MISTAKES_RULES.RIGHT_DAYS_TO_CLEAR} clear it)`,
  }),
  enteredAt: Type.String({ description: 'When it entered the set (ISO instant)' }),
  /** The question's section holding only it (in its group, if any), in play form. */
  section: PlaySectionSchema,
});
export type MistakeItemDto = Static<typeof MistakeItemSchema>;

const MistakesRoundSchema = Type.Object({
  items: Type.Array(MistakeItemSchema, { maxItems: MISTAKES_RULES.ROUND_SIZE }),
  summary: MistakesSummarySchema,
});
export type MistakesRoundDto = Static<typeof MistakesRoundSchema>;

const CheckMistakeRequestSchema = Type.Object({ answer: PlayerAnswerSchema }, { additionalProperties: false });

const CheckMistakeSchema = Type.Object({
  review: QuestionReviewSchema,
  groupTranscript: Nullable(Type.String(), { description: 'The listening group’s transcript, if any' }),
  sectionTranscript: Nullable(Type.String(), { description: 'The section recording’s transcript, if any' }),
  status: StringEnum(['CLEARED', 'RIGHT_TODAY', 'RESET'] as const, {
    description:
      'CLEARED: right on a second day, out of the set; RIGHT_TODAY: right, counted for today; RESET: wrong, back to zero days',
  }),
  rightDays: Type.Integer(),
  summary: MistakesSummarySchema,
});
export type CheckMistakeDto = Static<typeof CheckMistakeSchema>;

const MistakeIdParams = Type.Object({ id: IdField }, { additionalProperties: false });

const ERRORS = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student' };
const tags = ['mistakes'] as const;

export const mistakesEndpoints = {
  summary: defineEndpoint(
    'GET',
    MISTAKES_PATH,
    {
      tags,
      summary: 'How many questions the caller’s review set holds, and how many a round serves today',
      security: STUDENT_AUTH,
      response: { 200: Success(MistakesSummarySchema) },
    },
    ERRORS,
  ),
  practice: defineEndpoint(
    'POST',
    `${MISTAKES_PATH}/practice`,
    {
      tags,
      summary: `A practice round: up to ${MISTAKES_RULES.ROUND_SIZE} questions of the set not yet answered right today, most-missed then oldest first`,
      security: STUDENT_AUTH,
      response: { 200: Success(MistakesRoundSchema) },
    },
    ERRORS,
  ),
  check: defineEndpoint(
    'POST',
    `${MISTAKES_PATH}/:id/check`,
    {
      tags,
      summary:
        'Checks an answer to a question of the set: the review (correct answer, explanation) and where the question stands',
      security: STUDENT_AUTH,
      params: MistakeIdParams,
      body: CheckMistakeRequestSchema,
      response: { 200: Success(CheckMistakeSchema) },
    },
    {
      ...ERRORS,
      400: 'VALIDATION_ERROR: the answer is not one of the answer shapes',
      404: 'MISTAKE_NOT_FOUND: no such question in the caller’s review set (cleared, or another student’s)',
    },
  ),
};
