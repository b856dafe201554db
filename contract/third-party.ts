/**
 * Third-party practice tests (spec §2 /thirdparty/practice-test, §7 GET /itf/third-party and
 * /itf/third-party/{id}): tests written by partner providers, listed by provider and taken with
 * our player like any free practice test. The providers are data
 * (backend/content/third-party/providers.json); their tests are catalogue tests.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { Nullable, Paged, Success } from './http';
import { LocalizedTextSchema } from './unit-tests';

export const THIRD_PARTY_PAGE_SIZE = { DEFAULT: 20, MAX: 50 } as const;

const ProviderIdField = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const ThirdPartyTestSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String({ description: 'Opens in the player at /practice-test/{slug}' }),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  questionCount: Type.Integer(),
  duration: Nullable(Type.Integer({ description: 'Minutes; null: the default duration' })),
});
export type ThirdPartyTestDto = Static<typeof ThirdPartyTestSchema>;

const ThirdPartyProviderSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String({ description: 'The provider’s own name, not translated' }),
  initials: Type.String({ description: 'Shown as the provider’s mark (one to three letters)' }),
  colour: Type.String({ description: 'The mark’s background, #rrggbb' }),
  website: Nullable(Type.String({ format: 'uri' })),
  description: LocalizedTextSchema,
  tests: Type.Array(ThirdPartyTestSchema, {
    description: 'In the provider’s order; a test no longer in the catalogue is left out',
  }),
});
export type ThirdPartyProviderDto = Static<typeof ThirdPartyProviderSchema>;

const ThirdPartyListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: THIRD_PARTY_PAGE_SIZE.MAX, default: THIRD_PARTY_PAGE_SIZE.DEFAULT }),
    ),
  },
  { additionalProperties: false },
);
export type ThirdPartyListQuery = Static<typeof ThirdPartyListQuerySchema>;

const ThirdPartyListSchema = Type.Object({
  items: Type.Array(ThirdPartyProviderSchema, { description: 'In the registry’s order' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type ThirdPartyListData = Static<typeof ThirdPartyListSchema>;

const tags = ['third-party'] as const;

export const thirdPartyEndpoints = {
  list: defineEndpoint(
    'GET',
    '/itf/third-party',
    {
      tags,
      summary: 'The third-party providers, a page at a time, each with its practice tests',
      querystring: ThirdPartyListQuerySchema,
      response: { 200: Paged(ThirdPartyListSchema) },
    },
    { 400: 'VALIDATION_ERROR' },
  ),
  one: defineEndpoint(
    'GET',
    '/itf/third-party/:id',
    {
      tags,
      summary: 'One third-party provider with its practice tests',
      params: Type.Object({ id: ProviderIdField }, { additionalProperties: false }),
      response: { 200: Success(ThirdPartyProviderSchema) },
    },
    { 400: 'VALIDATION_ERROR: the id is not a positive integer', 404: 'NOT_FOUND: no such provider' },
  ),
};
