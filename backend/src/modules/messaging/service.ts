import { randomBytes } from 'node:crypto';
import {
  MESSAGING_STATE_TTL_SECONDS,
  type LinkUserDto,
  type LinkUserQuery,
  type MessagingCallbackRequest,
  type MessagingLinkDto,
} from '@contract/messaging';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { MessagingProvider } from './provider';
import { createStateSigner } from './state';
import { messagingDatabase } from './tables';

export interface MessagingServiceOptions {
  db: Database;
  clock: Clock;
  /** The configured provider; null when linking is off (MESSAGING_PROVIDER=off). */
  provider: MessagingProvider | null;
  /** The server's secret: the linking states are signed with a key derived from it. */
  secret: string;
  /** Where the provider may send the browser back (see `isWebPage`). */
  returns: ReturnRules;
}

export interface ReturnRules {
  /** Origins of the web app. */
  webOrigins: readonly string[];
  /** Outside production, any localhost port is the web app too (development servers). */
  allowLocalhost: boolean;
  /** When the caller names none: the account page. */
  defaultReturnUrl: string;
}

/**
 * The page address the provider may send the browser back to: http(s), on the web app's own
 * origin (no open redirect), without query or fragment (the provider adds its own). Null otherwise.
 */
export function webPageOf(raw: string, rules: ReturnRules): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password) return null;
  const local = rules.allowLocalhost && ['localhost', '127.0.0.1'].includes(url.hostname);
  if (!local && !rules.webOrigins.includes(url.origin)) return null;
  return `${url.origin}${url.pathname}`;
}

/** Linking requests a user may hold open at once; starting another retires the oldest. */
const OPEN_STATES_PER_USER = 5;

const unavailable = () =>
  new AppError(503, 'MESSAGING_UNAVAILABLE', 'Linking a messaging account is not available right now.');
const alreadyLinked = () =>
  new AppError(409, 'MESSAGING_ALREADY_LINKED', 'Your account is already linked to Zalo. Unlink it first.');
const expired = () =>
  new AppError(410, 'MESSAGING_STATE_EXPIRED', 'The linking request has expired. Please start again.');
const stateInvalid = () =>
  new AppError(400, 'MESSAGING_STATE_INVALID', 'The linking request is invalid. Please start linking again.');

/**
 * The messaging link (decision 0048). Starting hands out the provider's address with a state
 * signed for the caller, its nonce stored so it can be used once; finishing checks the provider's
 * signature, that the state is ours, the caller's, unexpired and unused, then stores the link. The
 * table's keys keep one Zalo account per user and one user per Zalo account, even when two
 * callbacks race.
 */
export function createMessagingService(options: MessagingServiceOptions) {
  const { db, clock, provider } = options;
  const mdb = messagingDatabase(db);
  const states = createStateSigner(options.secret);
  const providerName = provider?.name ?? 'ZALO';

  async function linkOf(userId: number): Promise<MessagingLinkDto> {
    const row = await mdb
      .selectFrom('messaging_links')
      .select(['provider', 'display_name', 'linked_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      provider: row?.provider ?? providerName,
      available: provider !== null,
      linked: row !== undefined,
      displayName: row?.display_name ?? null,
      linkedAt: row?.linked_at ?? null,
    };
  }

  return {
    link: linkOf,

    async linkUser(userId: number, query: LinkUserQuery): Promise<LinkUserDto> {
      if (!provider) throw unavailable();
      const redirectUri =
        query.returnUrl === undefined ? options.returns.defaultReturnUrl : webPageOf(query.returnUrl, options.returns);
      if (redirectUri === null) throw invalidField('returnUrl', 'must be a page of the web app');
      if ((await linkOf(userId)).linked) throw alreadyLinked();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + MESSAGING_STATE_TTL_SECONDS * 1000);
      const nonce = randomBytes(18).toString('base64url');
      // States past their expiry are of no use to anybody: they go as new ones are made.
      await mdb.deleteFrom('messaging_link_states').where('expires_at', '<', now.toISOString()).execute();
      await mdb
        .insertInto('messaging_link_states')
        .values({
          nonce,
          user_id: userId,
          expires_at: expiresAt.toISOString(),
          used_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      // A user holds a few open linking requests at most (tabs, retries): older ones stop working.
      const stale = await mdb
        .selectFrom('messaging_link_states')
        .select('nonce')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('nonce')
        .offset(OPEN_STATES_PER_USER)
        .limit(1000)
        .execute();
      if (stale.length > 0)
        await mdb
          .deleteFrom('messaging_link_states')
          .where(
            'nonce',
            'in',
            stale.map((row) => row.nonce),
          )
          .execute();
      const state = states.sign({ userId, nonce, expires: Math.floor(expiresAt.getTime() / 1000) });
      return {
        url: provider.authorizeUrl({ state, redirectUri, lang: query.lang ?? 'vi' }),
        expiresAt: expiresAt.toISOString(),
      };
    },

    async callback(userId: number, request: MessagingCallbackRequest): Promise<MessagingLinkDto> {
      if (!provider) throw unavailable();
      const state = states.verify(request.state);
      // Bound to the user who started: another user's state is no state for this caller.
      if (!state || state.userId !== userId) throw stateInvalid();
      const now = clock.now();
      if (state.expires * 1000 <= now.getTime()) throw expired();
      const identity = await provider.verifyCallback({ payload: request.payload, signature: request.signature });
      if (!identity || identity.state !== request.state)
        throw new AppError(
          400,
          'MESSAGING_SIGNATURE_INVALID',
          'The answer from Zalo could not be verified. Please start linking again.',
        );
      await db.transaction().execute(async (trx) => {
        const tdb = messagingDatabase(trx);
        const used = await tdb
          .updateTable('messaging_link_states')
          .set({ used_at: now.toISOString() })
          .where('nonce', '=', state.nonce)
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) {
          const kept = await tdb
            .selectFrom('messaging_link_states')
            .select('nonce')
            .where('nonce', '=', state.nonce)
            .executeTakeFirst();
          // Gone: retired by newer requests (or cleared after its expiry), which is as good as expired.
          if (!kept) throw expired();
          throw new AppError(409, 'MESSAGING_STATE_USED', 'This linking request was already used. Please start again.');
        }
        const mine = await tdb
          .selectFrom('messaging_links')
          .select('provider_user_id')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (mine) throw alreadyLinked();
        try {
          await tdb
            .insertInto('messaging_links')
            .values({
              user_id: userId,
              provider: provider.name,
              provider_user_id: identity.providerUserId,
              display_name: identity.displayName,
              linked_at: now.toISOString(),
            })
            .execute();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const owner = await tdb
            .selectFrom('messaging_links')
            .select('user_id')
            .where('provider', '=', provider.name)
            .where('provider_user_id', '=', identity.providerUserId)
            .executeTakeFirst();
          if (owner && owner.user_id !== userId)
            throw new AppError(
              409,
              'MESSAGING_ACCOUNT_TAKEN',
              'This Zalo account is already linked to another account.',
            );
          throw alreadyLinked();
        }
      });
      return linkOf(userId);
    },

    async unlink(userId: number): Promise<MessagingLinkDto> {
      const removed = await mdb.deleteFrom('messaging_links').where('user_id', '=', userId).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0)
        throw new AppError(404, 'MESSAGING_NOT_LINKED', 'Your account is not linked to Zalo.');
      return linkOf(userId);
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
