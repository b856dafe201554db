/**
 * The daily goal's runtime values without TypeBox, so the web app can import them. The request
 * and response shapes are schemas in `daily-goal.ts`.
 */

export const DAILY_GOAL_PATH = '/itf/daily-goal';

/** Questions answered per day a student can aim for. */
export const DAILY_GOAL_CHOICES = [5, 10, 20, 30] as const;
export type DailyGoalChoice = (typeof DAILY_GOAL_CHOICES)[number];

export const DEFAULT_DAILY_GOAL: DailyGoalChoice = 10;

/** Days are counted in this zone until the student sets a goal from a browser that names its own. */
export const DEFAULT_DAILY_GOAL_TIME_ZONE = 'Asia/Ho_Chi_Minh';
