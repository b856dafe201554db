/** Public entry of one checkout page's screen (each page loads only its own). */
export { CheckoutScreen } from '../components/checkout-screen';
