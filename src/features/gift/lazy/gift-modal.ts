/** Public entry for `next/dynamic`: the gift modal, loaded when it opens. */
export { GiftModal } from '../components/gift-modal';
