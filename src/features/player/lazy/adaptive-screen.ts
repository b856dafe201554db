/** Public entry for `next/dynamic`: the adaptive and placement tests' screen. */
export { AdaptiveScreen } from '../adaptive/adaptive-screen';
