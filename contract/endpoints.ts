/**
 * Every endpoint of the contract, in one list: the web app's development build looks answers
 * up here to check them against their schema, and the API's contract test compares it with the
 * routes the servers really register. A resource adds its endpoint map here once; `npm run contract:client` then
 * writes the web app's schema-free description of it (`contract/client-api.ts`).
 */
import { accountEndpoints } from './account';
import { activationEndpoints } from './activation';
import { adaptiveEndpoints } from './adaptive';
import { attemptsEndpoints } from './attempts';
import { authEndpoints } from './auth';
import { classesEndpoints } from './classes';
import { commerceEndpoints } from './commerce';
import { dailyGoalEndpoints } from './daily-goal';
import type { Endpoint } from './endpoint';
import { eventsEndpoints } from './events';
import { giftEndpoints } from './gift';
import { gradesEndpoints } from './grades';
import { healthEndpoints } from './health';
import { messagingEndpoints } from './messaging';
import { mistakesEndpoints } from './mistakes';
import { notificationsEndpoints } from './notifications';
import { otpEndpoints } from './otp';
import { partnersEndpoints } from './partners';
import { resultsEndpoints } from './results';
import { saleAssetsEndpoints } from './sale-assets';
import { siteEndpoints } from './site';
import { speakingEndpoints } from './speaking';
import { statisticsEndpoints } from './statistics';
import { teacherEndpoints } from './teacher';
import { thirdPartyEndpoints } from './third-party';
import { unitTestsEndpoints } from './unit-tests';

/** Every endpoint map, by resource: `contract/client-api.ts` is generated from it. */
export const ENDPOINT_MAPS = {
  health: healthEndpoints,
  grades: gradesEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  otp: otpEndpoints,
  unitTests: unitTestsEndpoints,
  saleAssets: saleAssetsEndpoints,
  site: siteEndpoints,
  attempts: attemptsEndpoints,
  results: resultsEndpoints,
  speaking: speakingEndpoints,
  classes: classesEndpoints,
  statistics: statisticsEndpoints,
  teacher: teacherEndpoints,
  commerce: commerceEndpoints,
  adaptive: adaptiveEndpoints,
  dailyGoal: dailyGoalEndpoints,
  gift: giftEndpoints,
  activation: activationEndpoints,
  notifications: notificationsEndpoints,
  events: eventsEndpoints,
  messaging: messagingEndpoints,
  mistakes: mistakesEndpoints,
  partners: partnersEndpoints,
  thirdParty: thirdPartyEndpoints,
} as const satisfies Record<string, Record<string, Endpoint>>;

export const ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_MAPS).flatMap((map) =>
  Object.values<Endpoint>(map),
);
