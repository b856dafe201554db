import type { Selectable } from 'kysely';
import type { RoleCode } from '@contract/constants';
import type { Database } from '../../db/database';
import type { MembershipPackagesTable, SaleAssetsTable } from '../../db/schema';

export type MembershipRow = Selectable<MembershipPackagesTable>;
export type SaleAssetRow = Selectable<SaleAssetsTable>;

export function createSaleAssetsRepository(db: Database) {
  return {
    memberships(roleCode: RoleCode): Promise<MembershipRow[]> {
      return db
        .selectFrom('membership_packages')
        .selectAll()
        .where('role_code', '=', roleCode)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    saleAssets(assetType?: SaleAssetRow['asset_type']): Promise<SaleAssetRow[]> {
      let query = db.selectFrom('sale_assets').selectAll();
      if (assetType) query = query.where('asset_type', '=', assetType);
      return query.orderBy('id').execute();
    },
  };
}

export type SaleAssetsRepository = ReturnType<typeof createSaleAssetsRepository>;
