/** The adaptive and placement tests in the catalogue: one card per test, opening its page. */
export { AdaptiveTestCards } from './components/adaptive-test-cards';
