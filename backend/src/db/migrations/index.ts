import type { Migration } from 'kysely';
import { foundation } from './0001-foundation';
import { signInFlows } from './0002-sign-in-flows';
import { catalogue } from './0003-catalogue';
import { results } from './0004-results';
import { commerce } from './0005-commerce';
import { classes } from './0006-classes';
import { gatewayPayments } from './0007-gateway-payments';
import { refreshTokenParent } from './0008-refresh-token-parent';
import { catalogueSearchIndex } from './0020-catalogue-search-index';
import { adaptive } from './0030-adaptive';
import { dailyGoals } from './0050-daily-goals';
import { shareShowsName } from './0066-share-shows-name';
import { giftClaims } from './0070-gift-claims';
import { activationCodes } from './0071-activation-codes';
import { notifications } from './0072-notifications';
import { events } from './0073-events';
import { messagingLinks } from './0074-messaging-links';
import { mistakes } from './0075-mistakes';
import { partners } from './0077-partners';

/**
 * Migrations are imported statically (not read from a folder at run time) so the bundled
 * server in backend/dist carries them. Names sort in execution order; never rename one.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-sign-in-flows': signInFlows,
  '0003-catalogue': catalogue,
  '0004-results': results,
  '0005-commerce': commerce,
  '0006-classes': classes,
  '0007-gateway-payments': gatewayPayments,
  '0008-refresh-token-parent': refreshTokenParent,
  '0020-catalogue-search-index': catalogueSearchIndex,
  '0030-adaptive': adaptive,
  '0050-daily-goals': dailyGoals,
  '0066-share-shows-name': shareShowsName,
  '0070-gift-claims': giftClaims,
  '0071-activation-codes': activationCodes,
  '0072-notifications': notifications,
  '0073-events': events,
  '0074-messaging-links': messagingLinks,
  '0075-mistakes': mistakes,
  '0077-partners': partners,
};
