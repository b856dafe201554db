/** Public entry of the class-references-page screen (its route in src/pages/classes). */
export { ClassReferencesPage } from '../components/class-references-page';
