/**
 * Partner sites (spec §2 `/{slug}/{subSlug}`, §7 `/itf/unit-tests/{id}/eduhome`): a registered
 * partner embeds our tests in its own pages, with its theme, signs its learners in with a
 * short-lived assertion signed with its shared secret, and gets their results back by a signed
 * callback (decision 0057).
 */
import { Type, type Static } from '@sinclair/typebox';
import { UserSchema } from './account';
import { defineEndpoint, OPTIONAL_AUTH, STUDENT_AUTH } from './endpoint';
import { GradeSchema } from './grades';
import { Nullable, Success } from './http';
import { UnitTestDetailSchema, UnitTestSummarySchema } from './unit-tests';

/** Lower-case letters, digits and inner hyphens: a partner's and a page's address segment. */
export const PARTNER_SLUG_PATTERN = '^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$';
const SlugField = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: PARTNER_SLUG_PATTERN, description });
const ColorField = Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'CSS hex colour, #rrggbb' });

const PartnerThemeSchema = Type.Object({
  primaryColor: ColorField,
  accentColor: ColorField,
  logoUrl: Nullable(Type.String({ description: 'Absolute http(s) URL of the partner’s logo' })),
  fontFamily: Type.String({ description: 'A CSS font-family list; the page falls back to ours' }),
});
export type PartnerThemeDto = Static<typeof PartnerThemeSchema>;

const PartnerPublicSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  theme: PartnerThemeSchema,
});
export type PartnerPublicDto = Static<typeof PartnerPublicSchema>;

const PartnerPageSchema = Type.Object({
  partner: Type.Composite([
    PartnerPublicSchema,
    Type.Object({
      allowedOrigins: Type.Array(Type.String(), {
        description: 'Origins (scheme://host[:port]) that may frame the page: its CSP frame-ancestors',
      }),
    }),
  ]),
  page: Type.Object({
    subSlug: Type.String(),
    title: Type.String(),
    unitTests: Type.Array(UnitTestSummarySchema, { description: 'The mapped tests, in the page’s order' }),
  }),
});
export type PartnerPageDto = Static<typeof PartnerPageSchema>;

const PartnerSessionRequestSchema = Type.Object(
  {
    partner: SlugField('The partner’s slug (the assertion’s iss)'),
    assertion: Type.String({
      minLength: 1,
      maxLength: 4096,
      pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
      description:
        'Compact JWT (HS256, the partner’s secret): iss = partner slug, aud = our site id, sub = the partner’s ' +
        'user id, name, optional grade (gradeEduhomeId), iat, exp (at most 5 minutes after iat), jti (single use)',
    }),
  },
  { additionalProperties: false },
);
export type PartnerSessionRequest = Static<typeof PartnerSessionRequestSchema>;

const EmbedSessionSchema = Type.Object({
  accessToken: Type.String({ description: 'Bearer token scoped to the embed (the player and this page); no refresh' }),
  expiresIn: Type.Integer({ description: 'Access-token lifetime in seconds; sign in again with a new assertion' }),
  user: UserSchema,
});
export type EmbedSessionDto = Static<typeof EmbedSessionSchema>;

const EmbedAccountSchema = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  grade: Nullable(GradeSchema),
  partner: Type.String({ description: 'The slug of the partner the embed session belongs to' }),
});
export type EmbedAccountDto = Static<typeof EmbedAccountSchema>;

const EduhomeUnitTestSchema = Type.Object({
  unitTest: UnitTestDetailSchema,
  pages: Type.Array(Type.Object({ partner: Type.String(), subSlug: Type.String(), title: Type.String() }), {
    description: 'The partner pages that map this test',
  }),
});
export type EduhomeUnitTestDto = Static<typeof EduhomeUnitTestSchema>;

const tags = ['partners'] as const;

export const partnersEndpoints = {
  page: defineEndpoint(
    'GET',
    '/itf/partners/:slug/pages/:subSlug',
    {
      tags,
      summary: 'A partner page: the partner (theme, framing origins) and its mapped tests',
      params: Type.Object(
        { slug: SlugField('Partner slug'), subSlug: SlugField('Page slug') },
        { additionalProperties: false },
      ),
      response: { 200: Success(PartnerPageSchema) },
    },
    { 404: 'PARTNER_PAGE_NOT_FOUND: no such partner or page, or the page maps a test that is gone' },
  ),
  theme: defineEndpoint(
    'GET',
    '/itf/partners/:id/theme',
    {
      tags,
      summary: 'A partner’s theme by id',
      params: Type.Object(
        { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
        { additionalProperties: false },
      ),
      response: { 200: Success(PartnerPublicSchema) },
    },
    { 404: 'PARTNER_NOT_FOUND' },
  ),
  session: defineEndpoint(
    'POST',
    '/itf/partners/session',
    {
      tags,
      summary: 'Sign a partner’s learner in from its signed assertion: an embed-scoped access token, no refresh',
      body: PartnerSessionRequestSchema,
      response: { 200: Success(EmbedSessionSchema) },
    },
    {
      401: 'PARTNER_ASSERTION_INVALID (signature, issuer, audience or claims) or PARTNER_ASSERTION_EXPIRED (expired, issued in the future, or valid for over 5 minutes)',
      404: 'PARTNER_NOT_FOUND',
      409: 'PARTNER_ASSERTION_REPLAYED: this jti was used already',
      429: 'TOO_MANY_REQUESTS: too many sign-ins from this address',
    },
  ),
  account: defineEndpoint(
    'GET',
    '/itf/partners/account',
    {
      tags,
      summary: 'The embed session’s learner, for the partner page',
      security: STUDENT_AUTH,
      response: { 200: Success(EmbedAccountSchema) },
    },
    { 403: 'EMBED_SESSION_REQUIRED: the token is not an embed session' },
  ),
  eduhome: defineEndpoint(
    'GET',
    '/itf/unit-tests/:id/eduhome',
    {
      tags,
      summary: 'A test as a partner page shows it: its details and the partner pages that map it',
      security: OPTIONAL_AUTH,
      params: Type.Object(
        { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
        { additionalProperties: false },
      ),
      response: { 200: Success(EduhomeUnitTestSchema) },
    },
    { 401: 'UNAUTHORIZED: a token was sent and is not valid', 404: 'NOT_FOUND: no such test' },
  ),
};
