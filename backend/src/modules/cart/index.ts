/** The shopping cart, as the rest of the API sees it. Everything else in this folder is internal. */
import type { CartRepository } from './repository';

export { createCartRepository } from './repository';
export { cartRoutes } from './routes';
export { createCartService, type CartService } from './service';

/** What checkout reads of a cart: its items, the tests being bought, which of them are owned. */
export type CartReader = Pick<CartRepository, 'items' | 'tests' | 'ownedAmong'>;
/** What a settled payment does to a cart: take the bought tests out. */
export type CartCleaner = Pick<CartRepository, 'remove'>;
