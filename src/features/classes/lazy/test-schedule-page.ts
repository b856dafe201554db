/** Public entry of the test-schedule-page screen (its route in src/pages/classes). */
export { TestSchedulePage } from '../components/test-schedule-page';
