/** The floating stack's public entry: the stack, its shared buttons and the slot type other features' buttons fill. */
export { FloatingButton } from './components/floating-button';
export { FloatingButtons } from './components/floating-buttons';
export { HelpButton } from './components/help-button';
export { ScrollToTopButton } from './components/scroll-to-top-button';
export type { FloatingSlot } from './utils/slots';
export { showsGiftIcon } from './utils/route-rules';
