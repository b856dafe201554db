/** Public entry of the notification pages' screen (kept out of the shell's light entry). */
export { NotificationsScreen } from '../components/notifications-screen';
