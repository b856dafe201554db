/**
 * The cart's light public entry, loaded on every page by the shell: the store hooks and the add
 * buttons. The /cart screen is in `lazy/`.
 */
export { AddToCartButton } from './components/add-to-cart-button';
export { cardCartFooter } from './components/card-cart-action';
export { useCart, useCartCount, useCartSync, useRefreshCart } from './api/use-cart';
