/** Public entry of the my-classes-page screen (its route in src/pages/classes). */
export { MyClassesPage } from '../components/my-classes-page';
