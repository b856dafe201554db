/** Public entry for `next/dynamic`: the join-class form, loaded when it opens. */
export { JoinClassModal } from '../components/join-class-modal';
