import type { MembershipPackageDto, SaleAssetDto } from '@contract/catalogue';
import type { RoleCode } from '@contract/constants';
import type { MembershipRow, SaleAssetRow, SaleAssetsRepository } from './repository';

function toMembershipDto(row: MembershipRow): MembershipPackageDto {
  return {
    id: row.id,
    code: row.code,
    name: { vi: row.name_vi, en: row.name_en },
    description: { vi: row.description_vi, en: row.description_en },
    price: row.price,
    originalPrice: row.original_price,
    durationDays: row.duration_days,
    quantities: JSON.parse(row.quantities_json) as MembershipPackageDto['quantities'],
    features: JSON.parse(row.features_json) as MembershipPackageDto['features'],
    highlighted: row.highlighted === 1,
    roleCode: 'STUDENT',
  };
}

function toSaleAssetDto(row: SaleAssetRow): SaleAssetDto {
  return {
    id: row.id,
    assetType: row.asset_type,
    name: { vi: row.name_vi, en: row.name_en },
    price: row.price,
    unitTestId: row.unit_test_id,
    membershipId: row.membership_id,
  };
}

export function createSaleAssetsService(repository: SaleAssetsRepository) {
  return {
    /** Plans for a role, cheapest first; only students have plans so far. */
    async memberships(roleCode: RoleCode): Promise<MembershipPackageDto[]> {
      if (roleCode !== 'STUDENT') return [];
      return (await repository.memberships(roleCode)).map(toMembershipDto);
    },

    async saleAssets(assetType?: SaleAssetDto['assetType']): Promise<SaleAssetDto[]> {
      return (await repository.saleAssets(assetType)).map(toSaleAssetDto);
    },
  };
}

export type SaleAssetsService = ReturnType<typeof createSaleAssetsService>;
