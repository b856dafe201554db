/**
 * The student's analytics (spec §7 statistics calls): tests done per day, accuracy per skill
 * over time, assigned tests done against the total, and the streak.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SKILL_STATUSES } from './class-rules';
import { DayField } from './classes';
import { SKILLS } from './constants';
import { defineEndpoint, STUDENT_AUTH } from './endpoint';
import { Nullable, StringEnum, Success } from './http';

const TimezoneOffsetField = Type.Integer({
  minimum: -720,
  maximum: 840,
  description: 'Minutes east of UTC that days are counted in; 420 (Vietnam) by default',
});

const StatisticRangeSchema = Type.Object(
  { from: DayField, to: DayField, timezoneOffset: Type.Optional(TimezoneOffsetField) },
  { additionalProperties: false },
);
export type StatisticRangeRequest = Static<typeof StatisticRangeSchema>;

const CountByDateSchema = Type.Object({
  days: Type.Array(Type.Object({ date: DayField, count: Type.Integer() }), {
    description: 'Every day from..to, zeros included',
  }),
  total: Type.Integer(),
});
export type CountByDateDto = Static<typeof CountByDateSchema>;

const SkillsRequestSchema = Type.Object(
  {
    from: DayField,
    to: DayField,
    timezoneOffset: Type.Optional(TimezoneOffsetField),
    bucket: Type.Optional(StringEnum(['day', 'week'], { default: 'week', description: 'Weeks start on Monday' })),
  },
  { additionalProperties: false },
);
export type SkillsRequest = Static<typeof SkillsRequestSchema>;

const PointsFields = {
  earnedPoints: Type.Number({ description: 'Points earned on the auto-scored questions of the skill' }),
  maxPoints: Type.Number({ description: 'Points those questions are worth' }),
};

const SkillPointSchema = Type.Object({
  date: DayField,
  correct: Type.Integer(),
  total: Type.Integer(),
  ...PointsFields,
  percent: Nullable(Type.Integer(), {
    description: 'earnedPoints / maxPoints, as a result’s skill percent; null when the period has no scored answer',
  }),
});

const SkillStatisticSchema = Type.Object({
  skill: StringEnum(SKILLS),
  correct: Type.Integer({ description: 'Correct auto-scored questions of the skill in the range' }),
  total: Type.Integer({ description: 'Auto-scored questions of the skill in the range' }),
  ...PointsFields,
  percent: Nullable(Type.Integer(), { description: 'earnedPoints / maxPoints: the same figure a result shows' }),
  status: StringEnum(SKILL_STATUSES, { description: 'GREEN ≥ 80 %, AMBER ≥ 50 %, RED below, NONE when total is 0' }),
  pending: Type.Integer({
    description:
      'Answers of the skill in the range still awaiting a teacher’s review (writing, speaking): outside total',
  }),
  series: Type.Array(SkillPointSchema, { description: 'One point per bucket from..to' }),
});
export type SkillStatisticDto = Static<typeof SkillStatisticSchema>;

const SkillsDataSchema = Type.Object({
  bucket: StringEnum(['day', 'week']),
  skills: Type.Array(SkillStatisticSchema, { description: 'Every skill, in the order LI RE PR GR VO SP WR' }),
});
export type SkillsDataDto = Static<typeof SkillsDataSchema>;

const CountMissionRequestSchema = Type.Object(
  {
    classId: Type.Optional(Type.Integer({ minimum: 1, description: 'One class only' })),
    timezoneOffset: Type.Optional(TimezoneOffsetField),
  },
  { additionalProperties: false },
);
export type CountMissionRequest = Static<typeof CountMissionRequestSchema>;

const StreakSchema = Type.Object({
  current: Type.Integer({
    description:
      'Consecutive days with a completed test, ending today if a test was completed today, else yesterday; ' +
      'a day counts only once a test is completed on it',
  }),
  longest: Type.Integer(),
  todayDone: Type.Boolean(),
  lastActiveDate: Nullable(DayField),
});

const CountMissionSchema = Type.Object({
  assignedTotal: Type.Integer({ description: 'Assigned tests already open (past due included)' }),
  assignedDone: Type.Integer({ description: 'Of those, with a result attached (on time or late)' }),
  onTime: Type.Integer(),
  late: Type.Integer(),
  missed: Type.Integer(),
  open: Type.Integer({ description: 'Open, not done yet' }),
  upcoming: Type.Integer({ description: 'Not open yet (outside assignedTotal)' }),
  streak: StreakSchema,
});
export type CountMissionDto = Static<typeof CountMissionSchema>;

const ERRORS = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student' };
const RANGE_ERRORS = { ...ERRORS, 400: 'VALIDATION_ERROR: to before from, or a range over 366 days' };
const tags = ['statistics'] as const;

export const statisticsEndpoints = {
  countByDate: defineEndpoint(
    'POST',
    '/itf/statistic/student/count-by-date',
    {
      tags,
      summary: 'Completed tests per day (any test, voided ones excluded)',
      security: STUDENT_AUTH,
      body: StatisticRangeSchema,
      response: { 200: Success(CountByDateSchema) },
    },
    RANGE_ERRORS,
  ),
  skills: defineEndpoint(
    'POST',
    '/itf/statistic/student/skills',
    {
      tags,
      summary: 'Accuracy per skill over the range, and per day or week',
      description:
        'Auto-scored questions of completed results: correct/total count questions (correct when the outcome is ' +
        'CORRECT); percent is earned over possible points, computed as a result computes its skills.',
      security: STUDENT_AUTH,
      body: SkillsRequestSchema,
      response: { 200: Success(SkillsDataSchema) },
    },
    RANGE_ERRORS,
  ),
  countMission: defineEndpoint(
    'POST',
    '/itf/statistic/student/count-mission',
    {
      tags,
      summary: 'Assigned tests done against the total, and the streak of days with a completed test',
      security: STUDENT_AUTH,
      body: CountMissionRequestSchema,
      response: { 200: Success(CountMissionSchema) },
    },
    { ...ERRORS, 404: 'NOT_FOUND: classId is not a class of the caller' },
  ),
};
