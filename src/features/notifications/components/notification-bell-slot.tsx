import dynamic from 'next/dynamic';

/**
 * The bell, loaded after the page (out of every route's first load): only students see it,
 * and the count needs the browser's session anyway.
 */
const NotificationBell = dynamic(() => import('./notification-bell').then((m) => m.NotificationBell), {
  ssr: false,
});

export function NotificationBellSlot({ show }: { show: boolean }) {
  return show ? <NotificationBell /> : null;
}
