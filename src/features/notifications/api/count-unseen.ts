/** GET /itf/notification/count-unseen: the bell's number (spec §6: students only; §9: every 300 000 ms). */
import { notificationsApi } from '@contract/client-api';
import { NOTIFICATION_REFRESH_MS } from '@contract/notification-rules';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { notificationKeys } from './keys';

function getUnseenCount(): Promise<number> {
  return call(notificationsApi.countUnseen);
}

/** Only for a signed-in student (`enabled`); refreshed every 5 minutes and when the tab regains focus. */
export function useUnseenCount(enabled: boolean) {
  return useSWR(enabled ? notificationKeys.countUnseen() : null, getUnseenCount, {
    refreshInterval: NOTIFICATION_REFRESH_MS,
    revalidateOnFocus: true,
  });
}
