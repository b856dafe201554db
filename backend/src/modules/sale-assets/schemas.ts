import { ASSET_TYPES, QUANTITY_KINDS, ROLES } from '@contract/constants';
import { errorResponses, successSchema } from '../../lib/http-schemas';
import { localizedTextSchema } from '../catalogue/schemas';

const membershipSchema = {
  type: 'object',
  required: ['id', 'code', 'name', 'description', 'price', 'originalPrice', 'durationDays', 'quantities', 'features', 'highlighted', 'roleCode'],
  properties: {
    id: { type: 'integer' },
    code: { type: 'string' },
    name: localizedTextSchema,
    description: localizedTextSchema,
    price: { type: 'integer', description: 'VND' },
    originalPrice: { type: 'integer', nullable: true, description: 'VND before the discount, when on sale' },
    durationDays: { type: 'integer' },
    quantities: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'amount'],
        properties: { kind: { type: 'string', enum: [...QUANTITY_KINDS] }, amount: { type: 'integer' } },
      },
    },
    features: { type: 'array', items: localizedTextSchema },
    highlighted: { type: 'boolean' },
    roleCode: { type: 'string', enum: ['STUDENT'] },
  },
} as const;

export const membershipsSchema = {
  tags: ['commerce'],
  summary: 'Membership plans for a role, cheapest first',
  querystring: {
    type: 'object',
    required: ['roleCode'],
    additionalProperties: false,
    properties: { roleCode: { type: 'string', enum: [...ROLES] } },
  },
  response: {
    200: successSchema({ type: 'array', items: membershipSchema }),
    ...errorResponses({ 400: 'VALIDATION_ERROR: roleCode missing or unknown' }),
  },
};

export const saleAssetsSchema = {
  tags: ['commerce'],
  summary: 'Everything for sale: the membership plans and every paid test',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { assetType: { type: 'string', enum: [...ASSET_TYPES] } },
  },
  response: {
    200: successSchema({
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'assetType', 'name', 'price', 'unitTestId', 'membershipId'],
        properties: {
          id: { type: 'integer' },
          assetType: { type: 'string', enum: [...ASSET_TYPES] },
          name: localizedTextSchema,
          price: { type: 'integer', description: 'VND' },
          unitTestId: { type: 'integer', nullable: true },
          membershipId: { type: 'integer', nullable: true },
        },
      },
    }),
    ...errorResponses({ 400: 'VALIDATION_ERROR: unknown assetType or parameter' }),
  },
};
