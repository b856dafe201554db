/** Public entry of the classes-overview screen (its route in src/pages/classes). */
export { ClassesOverview } from '../components/classes-overview';
