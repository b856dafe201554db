/** The gift feature's public entry: the floating stack's gift slot. */
export { GiftButton } from './components/gift-button';
