/** The activation feature's public entry: the floating stack's activation-code button (the form loads on demand). */
export { ActivationButton } from './components/activation-button';
