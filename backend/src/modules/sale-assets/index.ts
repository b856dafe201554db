/** Sale assets and the membership packages on sale, as the rest of the API sees it. Import from here. */
export { createSaleAssetsRepository } from './repository';
export { saleAssetsRoutes } from './routes';
export { createSaleAssetsService, type SaleAssetsService } from './service';
