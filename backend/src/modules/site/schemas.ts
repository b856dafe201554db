import { AD_PLACEMENTS, PAGE_SCOPES } from '@contract/constants';
import { errorResponses, successSchema } from '../../lib/http-schemas';
import { localizedTextSchema } from '../catalogue/schemas';

const bannerStatuses = ['ACTIVE', 'INACTIVE'] as const;

export const bannersSchema = {
  tags: ['site'],
  summary: 'Banners of a type, site and status, ordered by id',
  description: 'The client decides which banner is live now from startDate/endDate (spec §4). Image URLs are absolute.',
  querystring: {
    type: 'object',
    required: ['type', 'site', 'status'],
    additionalProperties: false,
    properties: {
      type: { type: 'string', enum: [...AD_PLACEMENTS] },
      site: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Z][A-Z0-9_]*$', description: 'Site code, e.g. ENGLAB' },
      status: { type: 'string', enum: [...bannerStatuses] },
    },
  },
  response: {
    200: successSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'type', 'site', 'status', 'startDate', 'endDate', 'repeatTime', 'displayPlace', 'url', 'openNewTab', 'bannerItems'],
        properties: {
          id: { type: 'integer' },
          type: { type: 'string', enum: [...AD_PLACEMENTS] },
          site: { type: 'string' },
          status: { type: 'string', enum: [...bannerStatuses] },
          startDate: { type: 'string', format: 'date-time' },
          endDate: { type: 'string', format: 'date-time', nullable: true },
          repeatTime: { type: 'integer', description: 'Hours between two showings' },
          displayPlace: { type: 'string', enum: [...PAGE_SCOPES] },
          url: { type: 'string', nullable: true },
          openNewTab: { type: 'boolean' },
          bannerItems: {
            type: 'array',
            items: {
              type: 'object',
              required: ['lang', 'imageDesktop', 'imageMobile'],
              properties: {
                lang: { type: 'string', enum: ['vi', 'en'] },
                imageDesktop: { type: 'string', nullable: true },
                imageMobile: { type: 'string', nullable: true },
              },
            },
          },
        },
      },
    }),
    ...errorResponses({ 400: 'VALIDATION_ERROR: a missing or bad parameter' }),
  },
};

export const appSettingSchema = {
  tags: ['site'],
  summary: 'One app setting (e.g. user-manual, support)',
  params: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } },
  },
  response: {
    200: successSchema({
      type: 'object',
      required: ['id', 'value'],
      properties: { id: { type: 'string' }, value: { description: 'Any JSON value' } },
    }),
    ...errorResponses({ 400: 'VALIDATION_ERROR: not a setting id', 404: 'NOT_FOUND: no such setting' }),
  },
};

export const countriesSchema = {
  tags: ['site'],
  summary: 'Countries with dial codes, Viet Nam first',
  response: {
    200: successSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name', 'dialCode'],
        properties: { code: { type: 'string' }, name: localizedTextSchema, dialCode: { type: 'string' } },
      },
    }),
    ...errorResponses(),
  },
};
