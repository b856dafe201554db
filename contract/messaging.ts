/**
 * The messaging link (spec §7 "Messaging link", decision 0048): a signed-in user links the account
 * to the company's Zalo Official Account. GET /zalo/link-user hands out the provider's linking
 * address carrying a short-lived, single-use state signed for this user; the provider sends the
 * browser back to the web app with a payload it signed, which the web app passes to
 * POST /zalo/callback. One Zalo account per user and one user per Zalo account.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BEARER_AUTH, defineEndpoint } from './endpoint';
import { Nullable, StringEnum, Success } from './http';

const MESSAGING_PROVIDERS = ['ZALO'] as const;
export type MessagingProviderName = (typeof MESSAGING_PROVIDERS)[number];

/** How long a linking state may be used after GET /zalo/link-user (seconds). */
export const MESSAGING_STATE_TTL_SECONDS = 600;
/** The longest display name kept for a linked messaging account. */
export const MESSAGING_DISPLAY_NAME_MAX = 60;

const MessagingLinkSchema = Type.Object({
  provider: StringEnum(MESSAGING_PROVIDERS),
  available: Type.Boolean({ description: 'A messaging provider is configured: linking can start' }),
  linked: Type.Boolean(),
  displayName: Nullable(Type.String({ description: 'The linked account’s name on the messaging service' })),
  linkedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type MessagingLinkDto = Static<typeof MessagingLinkSchema>;

const LinkUserQuerySchema = Type.Object(
  {
    returnUrl: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'The web app page the provider sends the browser back to (on the web app’s own origin); default: the account page',
      }),
    ),
    lang: Type.Optional(StringEnum(['vi', 'en'] as const, { description: 'Language of the provider’s page' })),
  },
  { additionalProperties: false },
);
export type LinkUserQuery = Static<typeof LinkUserQuerySchema>;

const LinkUserSchema = Type.Object({
  url: Type.String({ description: 'The provider’s linking page, with the signed state' }),
  expiresAt: Type.String({ format: 'date-time', description: 'The state is refused after this' }),
});
export type LinkUserDto = Static<typeof LinkUserSchema>;

const MessagingCallbackRequestSchema = Type.Object(
  {
    state: Type.String({ minLength: 1, maxLength: 2000, description: 'The state GET /zalo/link-user gave' }),
    payload: Type.String({ minLength: 1, maxLength: 2000, description: 'What the provider signed (as it sent it)' }),
    signature: Type.String({ minLength: 1, maxLength: 200, description: 'The provider’s signature of payload' }),
  },
  { additionalProperties: false },
);
export type MessagingCallbackRequest = Static<typeof MessagingCallbackRequestSchema>;

const ERRORS = { 401: 'UNAUTHORIZED' };
const tags = ['messaging'] as const;

export const messagingEndpoints = {
  link: defineEndpoint(
    'GET',
    '/zalo/link',
    {
      tags,
      summary: 'Whether the caller’s account is linked to Zalo, with the linked name and date',
      security: BEARER_AUTH,
      response: { 200: Success(MessagingLinkSchema) },
    },
    ERRORS,
  ),
  linkUser: defineEndpoint(
    'GET',
    '/zalo/link-user',
    {
      tags,
      summary: 'Start linking: the provider’s linking address with a signed, single-use state (10 minutes)',
      security: BEARER_AUTH,
      querystring: LinkUserQuerySchema,
      response: { 200: Success(LinkUserSchema) },
    },
    {
      ...ERRORS,
      400: 'VALIDATION_ERROR: returnUrl is not a page of the web app',
      409: 'MESSAGING_ALREADY_LINKED: unlink first',
      503: 'MESSAGING_UNAVAILABLE: no messaging provider is configured',
    },
  ),
  callback: defineEndpoint(
    'POST',
    '/zalo/callback',
    {
      tags,
      summary: 'Finish linking with what the provider sent back; the state must be the caller’s, unused and unexpired',
      security: BEARER_AUTH,
      body: MessagingCallbackRequestSchema,
      response: { 200: Success(MessagingLinkSchema) },
    },
    {
      ...ERRORS,
      400: 'MESSAGING_STATE_INVALID: the state is forged, malformed or another user’s; MESSAGING_SIGNATURE_INVALID: the payload is not signed by the provider',
      409: 'MESSAGING_STATE_USED: the state was used already; MESSAGING_ALREADY_LINKED; MESSAGING_ACCOUNT_TAKEN: the Zalo account is linked to another user',
      410: 'MESSAGING_STATE_EXPIRED: the state is past its expiry',
      503: 'MESSAGING_UNAVAILABLE',
    },
  ),
  unlink: defineEndpoint(
    'DELETE',
    '/zalo/link',
    {
      tags,
      summary: 'Unlink the caller’s Zalo account',
      security: BEARER_AUTH,
      response: { 200: Success(MessagingLinkSchema) },
    },
    { ...ERRORS, 404: 'MESSAGING_NOT_LINKED: nothing to unlink' },
  ),
};
