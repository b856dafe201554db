/** The cart: its store and sync (the shell), the add button (test cards and pages), the page. */
export { AddToCartButton } from './components/add-to-cart-button';
export { cardCartFooter } from './components/card-cart-action';
export { CartScreen } from './components/cart-screen';
export { useCart, useCartCount, useCartSync, useRefreshCart } from './hooks/use-cart';
