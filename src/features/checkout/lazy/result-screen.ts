/** Public entry of one checkout page's screen (each page loads only its own). */
export { ResultScreen } from '../components/result-screen';
