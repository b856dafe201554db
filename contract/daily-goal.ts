/**
 * The signed-in student's daily goal (questions answered per day) and the streak of days it was
 * met, counted on the server in the student's time zone.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DayField } from './classes';
import { DAILY_GOAL_CHOICES, DAILY_GOAL_PATH, DEFAULT_DAILY_GOAL_TIME_ZONE } from './daily-goal-rules';
import { defineEndpoint, STUDENT_AUTH } from './endpoint';
import { Nullable, Success } from './http';

const GoalField = Type.Union(
  DAILY_GOAL_CHOICES.map((choice) => Type.Literal(choice)),
  { description: `Questions answered per day: one of ${DAILY_GOAL_CHOICES.join(', ')}` },
);

const TimeZoneField = Type.String({
  minLength: 1,
  maxLength: 64,
  description: `An IANA time zone the days are counted in, e.g. ${DEFAULT_DAILY_GOAL_TIME_ZONE}`,
});

const DailyGoalSchema = Type.Object({
  goal: GoalField,
  timeZone: TimeZoneField,
  today: DayField,
  answeredToday: Type.Integer({
    description: 'Questions answered (not left blank) in tests submitted today; voided results do not count',
  }),
  streak: Type.Object({
    current: Type.Integer({
      description: 'Consecutive days with the goal met, ending today once today’s goal is met, else yesterday',
    }),
    longest: Type.Integer(),
    todayDone: Type.Boolean({ description: 'Today’s goal is met' }),
    lastActiveDate: Nullable(DayField, { description: 'The last day the goal was met' }),
  }),
});
export type DailyGoalDto = Static<typeof DailyGoalSchema>;

const SetDailyGoalSchema = Type.Object(
  {
    goal: GoalField,
    timeZone: Type.Optional(TimeZoneField),
  },
  { additionalProperties: false },
);
export type SetDailyGoalRequest = Static<typeof SetDailyGoalSchema>;

const ERRORS = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student' };
const tags = ['daily-goal'] as const;

export const dailyGoalEndpoints = {
  get: defineEndpoint(
    'GET',
    DAILY_GOAL_PATH,
    {
      tags,
      summary: 'The daily goal, today’s progress toward it and the streak of days it was met',
      security: STUDENT_AUTH,
      response: { 200: Success(DailyGoalSchema) },
    },
    ERRORS,
  ),
  set: defineEndpoint(
    'PUT',
    DAILY_GOAL_PATH,
    {
      tags,
      summary: 'Change the daily goal (and the time zone days are counted in); answers the new state',
      security: STUDENT_AUTH,
      body: SetDailyGoalSchema,
      response: { 200: Success(DailyGoalSchema) },
    },
    { ...ERRORS, 400: 'VALIDATION_ERROR: goal is not one of the choices, or timeZone is unknown' },
  ),
};
