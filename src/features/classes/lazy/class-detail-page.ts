/** Public entry of the class-detail-page screen (its route in src/pages/classes). */
export { ClassDetailPage } from '../components/class-detail-page';
