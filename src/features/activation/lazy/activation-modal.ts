/** Public entry for `next/dynamic`: the activation-code form, loaded when it opens. */
export { ActivationModal } from '../components/activation-modal';
