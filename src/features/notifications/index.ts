/**
 * The notifications' light public entry, loaded on every page by the shell: the bell's slot
 * (the bell itself loads lazily). The pages import their screens from `components/`.
 */
export { NotificationBellSlot } from './components/notification-bell-slot';
