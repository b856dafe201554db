/**
 * Every endpoint of the contract, in one list: the web app's development build looks answers
 * up here to check them against their schema, and the API's contract test compares it with the
 * routes the servers really register. A resource adds its endpoint map here once.
 */
import { accountEndpoints } from './account';
import { attemptsEndpoints } from './attempts';
import { authEndpoints } from './auth';
import { classesEndpoints } from './classes';
import { commerceEndpoints } from './commerce';
import { dailyGoalEndpoints } from './daily-goal';
import type { Endpoint } from './endpoint';
import { gradesEndpoints } from './grades';
import { healthEndpoints } from './health';
import { otpEndpoints } from './otp';
import { resultsEndpoints } from './results';
import { saleAssetsEndpoints } from './sale-assets';
import { siteEndpoints } from './site';
import { speakingEndpoints } from './speaking';
import { statisticsEndpoints } from './statistics';
import { teacherEndpoints } from './teacher';
import { unitTestsEndpoints } from './unit-tests';

export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(healthEndpoints),
  ...Object.values(gradesEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(otpEndpoints),
  ...Object.values(unitTestsEndpoints),
  ...Object.values(saleAssetsEndpoints),
  ...Object.values(siteEndpoints),
  ...Object.values(attemptsEndpoints),
  ...Object.values(resultsEndpoints),
  ...Object.values(speakingEndpoints),
  ...Object.values(classesEndpoints),
  ...Object.values(statisticsEndpoints),
  ...Object.values(teacherEndpoints),
  ...Object.values(commerceEndpoints),
  ...Object.values(dailyGoalEndpoints),
];
