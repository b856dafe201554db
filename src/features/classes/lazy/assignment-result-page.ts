/** Public entry of the assignment-result-page screen (its route in src/pages/classes). */
export { AssignmentResultPage } from '../components/assignment-result-page';
