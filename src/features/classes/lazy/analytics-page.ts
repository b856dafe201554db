/** Public entry of the analytics-page screen (its route in src/pages/classes). */
export { AnalyticsPage } from '../components/analytics-page';
