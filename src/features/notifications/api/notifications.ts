/** GET /itf/notification, POST /itf/notification/seen and /seen-all: the list and marking it read. */
import { notificationsApi } from '@contract/client-api';
import { NOTIFICATION_REFRESH_MS, type NotificationCategory } from '@contract/notification-rules';
import type { NotificationListData, NotificationListQuery } from '@contract/notifications';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '@/lib/api/call';
import { notificationKeys } from './keys';

function getNotifications(query: NotificationListQuery): Promise<NotificationListData> {
  return call(notificationsApi.list, { query });
}

/** A list also answers the unseen count: the bell takes it, so the two never disagree. */
export function useNotifications(query: NotificationListQuery, enabled: boolean) {
  const { mutate } = useSWRConfig();
  return useSWR(
    enabled ? notificationKeys.list(query) : null,
    async () => {
      const data = await getNotifications(query);
      void mutate(notificationKeys.countUnseen(), data.unseen, { revalidate: false });
      return data;
    },
    { refreshInterval: NOTIFICATION_REFRESH_MS, keepPreviousData: true },
  );
}

/**
 * Marking read: each call answers the unseen count left, which goes straight into the bell's
 * cache; the lists are read again.
 */
export function useMarkSeen() {
  const { mutate } = useSWRConfig();
  const settle = async (unseen: number) => {
    await mutate(notificationKeys.countUnseen(), unseen, { revalidate: false });
    await mutate(notificationKeys.isList);
  };
  return {
    async one(id: number): Promise<void> {
      await settle(await call(notificationsApi.seen, { body: { id } }));
    },
    async all(category?: NotificationCategory): Promise<void> {
      await settle(await call(notificationsApi.seenAll, { body: category ? { category } : {} }));
    },
  };
}
