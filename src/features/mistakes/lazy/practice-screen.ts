/** Public entry for the /mistakes route: a round of "Practise my mistakes". */
export { PracticeScreen } from '../components/practice-screen';
