/** Public entry for a result opened by link or from My tests, with its review. */
export { SharedResultScreen } from '../components/shared-result-screen';
