/**
 * "Practise my mistakes": the card the home and My tests show. The practice screen is in
 * `lazy/`, so pages that show only the card do not load the player's question view.
 */
export { MistakesCard } from './components/mistakes-card';
