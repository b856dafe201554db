/** Site content: banners and popups, app settings, countries. */
import { Type, type Static } from '@sinclair/typebox';
import { AD_PLACEMENTS, LOCALES, PAGE_SCOPES } from './constants';
import { defineEndpoint } from './endpoint';
import { Nullable, StringEnum, Success } from './http';
import { LocalizedTextSchema } from './unit-tests';

const BANNER_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

const BannerItemSchema = Type.Object({
  lang: StringEnum(LOCALES),
  imageDesktop: Nullable(Type.String()),
  imageMobile: Nullable(Type.String()),
});

const BannerSchema = Type.Object({
  id: Type.Integer(),
  type: StringEnum(AD_PLACEMENTS),
  site: Type.String(),
  status: StringEnum(BANNER_STATUSES),
  startDate: Type.String({ format: 'date-time' }),
  endDate: Nullable(Type.String({ format: 'date-time' })),
  repeatTime: Type.Integer({ description: 'Hours between two showings' }),
  displayPlace: StringEnum(PAGE_SCOPES),
  url: Nullable(Type.String()),
  openNewTab: Type.Boolean(),
  bannerItems: Type.Array(BannerItemSchema),
});
export type BannerDto = Static<typeof BannerSchema>;

const BannerQuerySchema = Type.Object(
  {
    type: StringEnum(AD_PLACEMENTS),
    site: Type.String({
      minLength: 1,
      maxLength: 40,
      pattern: '^[A-Z][A-Z0-9_]*$',
      description: 'Site code, e.g. ENGLAB',
    }),
    status: StringEnum(BANNER_STATUSES),
  },
  { additionalProperties: false },
);
export type BannerQuery = Static<typeof BannerQuerySchema>;

const AppSettingSchema = Type.Object({
  id: Type.String(),
  value: Type.Unknown({ description: 'Any JSON value' }),
});
export type AppSettingDto = Static<typeof AppSettingSchema>;

const CountrySchema = Type.Object({ code: Type.String(), name: LocalizedTextSchema, dialCode: Type.String() });
export type CountryDto = Static<typeof CountrySchema>;

export const siteEndpoints = {
  banners: defineEndpoint(
    'GET',
    '/itf/banners',
    {
      tags: ['site'],
      summary: 'Banners of a type, site and status, ordered by id',
      description:
        'The client decides which banner is live now from startDate/endDate (spec §4). Image URLs are absolute.',
      querystring: BannerQuerySchema,
      response: { 200: Success(Type.Array(BannerSchema)) },
    },
    { 400: 'VALIDATION_ERROR: a missing or bad parameter' },
  ),
  appSetting: defineEndpoint(
    'GET',
    '/itf/app-settings/:id',
    {
      tags: ['site'],
      summary: 'One app setting (e.g. user-manual, support)',
      params: Type.Object(
        { id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }) },
        { additionalProperties: false },
      ),
      response: { 200: Success(AppSettingSchema) },
    },
    { 400: 'VALIDATION_ERROR: not a setting id', 404: 'NOT_FOUND: no such setting' },
  ),
  countries: defineEndpoint('GET', '/itf/countries', {
    tags: ['site'],
    summary: 'Countries with dial codes, Viet Nam first',
    response: { 200: Success(Type.Array(CountrySchema)) },
  }),
};
