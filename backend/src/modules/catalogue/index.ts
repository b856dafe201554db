/** The test catalogue, as the rest of the API sees it. Everything else in this folder is internal. */
import type { CatalogueRepository } from './repository';

export { createCatalogueRepository } from './repository';
export { grantTest } from './ownership';
export { catalogueRoutes } from './routes';
export { createCatalogueService, type CatalogueService } from './service';

/** A test the caller may see, by id or slug: all the test lifecycle reads of the catalogue. */
export type VisibleTestFinder = Pick<CatalogueRepository, 'findVisible'>;
