/** Public entry of the /cart page's screen, kept out of the cart's light entry (the shell loads that on every page). */
export { CartScreen } from '../components/cart-screen';
