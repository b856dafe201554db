/** Public entry for `next/dynamic`: the whole player, loaded when a learner starts a test. */
export { PlayerScreen } from '../components/player-screen';
