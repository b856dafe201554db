import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { AppLink } from '@/components/ui/app-link';
import { paths } from '@/config/paths';
import { useUnseenCount } from '../api/count-unseen';
import { IconBell } from './bell-icon';
import styles from './notification-bell.module.scss';

/**
 * The header's bell for a signed-in student (spec §6): a link to /notification with the unseen
 * count, read every 300 000 ms and when the tab regains focus (spec §9).
 */
export function NotificationBell() {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const { data: count = 0 } = useUnseenCount(true);
  const current = pathname.startsWith(paths.notifications);
  return (
    <AppLink
      href={paths.notifications}
      className={styles.bell}
      aria-label={count > 0 ? t('header.notificationsUnseen', { count }) : t('header.notifications')}
      aria-current={current ? 'page' : undefined}
      data-testid="notification-bell"
    >
      <IconBell size={22} />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </AppLink>
  );
}
