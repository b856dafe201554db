/** Public entry for `next/dynamic`: the card, with its strings (see `index.ts`). */
export { MistakesCard } from '../components/mistakes-card';
