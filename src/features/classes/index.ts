/**
 * The classes feature's public entry: what the shell needs on every page. The pages themselves
 * are composed in src/pages/classes from the feature's components.
 */
export { JoinClassButton } from './components/join-class-button';
