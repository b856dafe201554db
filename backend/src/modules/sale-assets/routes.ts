import type { ApiSuccess } from '@contract/api';
import { CATALOGUE_PATHS, type MembershipPackageDto, type SaleAssetDto } from '@contract/catalogue';
import type { RoleCode } from '@contract/constants';
import type { FastifyPluginAsync } from 'fastify';
import { membershipsSchema, saleAssetsSchema } from './schemas';
import type { SaleAssetsService } from './service';

export const saleAssetsRoutes: FastifyPluginAsync<{ saleAssets: SaleAssetsService }> = async (app, { saleAssets }) => {
  app.get<{ Querystring: { roleCode: RoleCode } }>(
    CATALOGUE_PATHS.memberships,
    { schema: membershipsSchema },
    async (request): Promise<ApiSuccess<MembershipPackageDto[]>> => ({
      result: true,
      data: await saleAssets.memberships(request.query.roleCode),
    }),
  );

  app.get<{ Querystring: { assetType?: SaleAssetDto['assetType'] } }>(
    CATALOGUE_PATHS.saleAssets,
    { schema: saleAssetsSchema },
    async (request): Promise<ApiSuccess<SaleAssetDto[]>> => ({
      result: true,
      data: await saleAssets.saleAssets(request.query.assetType),
    }),
  );
};
