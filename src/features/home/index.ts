/** The landing page; its generation-time data is `server/home-fallback.ts`. */
export { HomePage } from './components/home-page';
