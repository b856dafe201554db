/** What is for sale: membership plans and paid tests. */
import { Type, type Static } from '@sinclair/typebox';
import { ASSET_TYPES, QUANTITY_KINDS, ROLES } from './constants';
import { defineEndpoint } from './endpoint';
import { Nullable, StringEnum, Success } from './http';
import { LocalizedTextSchema } from './unit-tests';

const MembershipPackageSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  price: Type.Integer({ description: 'VND' }),
  originalPrice: Nullable(Type.Integer(), { description: 'VND before the discount, when on sale' }),
  durationDays: Type.Integer(),
  quantities: Type.Array(Type.Object({ kind: StringEnum(QUANTITY_KINDS), amount: Type.Integer() }), {
    description:
      'Test openings the plan gives (spec §3 quantity kinds): QUANTITY_SILVER and QUANTITY_GOLD over the plan, the _LIMIT kinds per day',
  }),
  features: Type.Array(LocalizedTextSchema),
  highlighted: Type.Boolean(),
  roleCode: StringEnum(['STUDENT']),
});
export type MembershipPackageDto = Static<typeof MembershipPackageSchema>;

const SaleAssetSchema = Type.Object({
  id: Type.Integer(),
  assetType: StringEnum(ASSET_TYPES),
  name: LocalizedTextSchema,
  price: Type.Integer({ description: 'VND' }),
  unitTestId: Nullable(Type.Integer()),
  membershipId: Nullable(Type.Integer()),
});
export type SaleAssetDto = Static<typeof SaleAssetSchema>;

export const saleAssetsEndpoints = {
  memberships: defineEndpoint(
    'GET',
    '/sale-asset/memberships',
    {
      tags: ['commerce'],
      summary: 'Membership plans for a role, cheapest first',
      querystring: Type.Object({ roleCode: StringEnum(ROLES) }, { additionalProperties: false }),
      response: { 200: Success(Type.Array(MembershipPackageSchema)) },
    },
    { 400: 'VALIDATION_ERROR: roleCode missing or unknown' },
  ),
  list: defineEndpoint(
    'GET',
    '/sale-asset',
    {
      tags: ['commerce'],
      summary: 'Everything for sale: the membership plans and every paid test',
      querystring: Type.Object({ assetType: Type.Optional(StringEnum(ASSET_TYPES)) }, { additionalProperties: false }),
      response: { 200: Success(Type.Array(SaleAssetSchema)) },
    },
    { 400: 'VALIDATION_ERROR: unknown assetType or parameter' },
  ),
};
