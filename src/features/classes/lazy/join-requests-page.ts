/** Public entry of the join-requests-page screen (its route in src/pages/classes). */
export { JoinRequestsPage } from '../components/join-requests-page';
