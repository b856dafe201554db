/** SWR keys of the notifications: the API paths they load, with their query in canonical form. */
import { notificationsApi } from '@contract/client-api';
import type { NotificationListQuery } from '@contract/notifications';
import { keyOf } from '@/lib/api/call';

export const notificationKeys = {
  /** GET /itf/notification/count-unseen */
  countUnseen: () => keyOf(notificationsApi.countUnseen),
  /** GET /itf/notification?page=…&pageSize=…&category=… */
  list: (query: NotificationListQuery) => keyOf(notificationsApi.list, { query }),
  /** Every page of the list, whatever its query (to revalidate after marking seen). */
  isList: (key: unknown) => typeof key === 'string' && /^\/itf\/notification(\?|$)/.test(key),
} as const;
