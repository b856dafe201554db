import type { NotificationCategory } from '@contract/notification-rules';
import type { NotificationDto } from '@contract/notifications';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useState, useSyncExternalStore } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useHasSession } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { useProfile } from '@/lib/profile/api/profile';
import { useMarkSeen, useNotifications } from '../api/notifications';
import { renderNotification } from '../utils/render';
import { IconBell } from './bell-icon';
import styles from './notifications-screen.module.scss';

const PAGE_SIZE = 10;
const subscribeNothing = () => () => {};

const TABS = [
  { key: 'all', href: paths.notifications, category: undefined },
  { key: 'user', href: paths.userNotifications, category: 'USER' },
  { key: 'system', href: paths.systemNotifications, category: 'SYSTEM' },
] as const;

function pageOf(value: string | string[] | undefined): number {
  return typeof value === 'string' && /^[1-9][0-9]{0,4}$/.test(value) ? Number(value) : 1;
}

/** /notification, /notification/user and /notification/system: a page of notifications and marking them read. */
export function NotificationsScreen({ category }: { category?: NotificationCategory }) {
  const { t } = useTranslation('notifications');
  const { data: user, error: profileError } = useProfile();
  const signedIn = useHasSession();
  const isClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const current = TABS.find((tab) => tab.category === category) ?? TABS[0];

  let content;
  if (isClient && !signedIn) {
    content = (
      <Alert variant="info">
        <p>{t('signedOut')}</p>
        <Button href={paths.loginWithRedirect(current.href)} size="small" className={styles.stateAction}>
          {t('login')}
        </Button>
      </Alert>
    );
  } else if (user && user.roleCode !== 'STUDENT') {
    content = (
      <Alert variant="info">
        <p>{t('studentsOnly')}</p>
      </Alert>
    );
  } else if (user) {
    content = <NotificationList category={category} tabKey={current.key} />;
  } else if (profileError) {
    content = (
      <Alert variant="error">
        <p>{t('loadError')}</p>
      </Alert>
    );
  } else {
    content = (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <h1 className={styles.title}>{t('title')}</h1>
      <nav aria-label={t('tabs.label')}>
        <ul className={styles.tabs}>
          {TABS.map((tab) => (
            <li key={tab.key}>
              <AppLink
                href={tab.href}
                className={styles.tab}
                aria-current={tab.key === current.key ? 'page' : undefined}
              >
                {t(`tabs.${tab.key}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {content}
    </div>
  );
}

function NotificationList({
  category,
  tabKey,
}: {
  category?: NotificationCategory;
  tabKey: (typeof TABS)[number]['key'];
}) {
  const { t, i18n } = useTranslation('notifications');
  const router = useRouter();
  const page = pageOf(router.query?.page);
  const query = { page, pageSize: PAGE_SIZE, ...(category ? { category } : {}) };
  const { data, error, isLoading, mutate } = useNotifications(query, true);
  const markSeen = useMarkSeen();
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setActionError(false);
    try {
      await work();
    } catch {
      setActionError(true);
    } finally {
      setBusy(false);
    }
  };

  const goTo = (next: number) => {
    void router.push({ pathname: router.pathname, query: next > 1 ? { page: next } : {} }, undefined, {
      shallow: true,
    });
  };

  if (error && !data) {
    return (
      <Alert variant="error">
        <p>{t('loadError')}</p>
        <Button variant="outline" size="small" className={styles.stateAction} onClick={() => void mutate()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (!data || (isLoading && !data)) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('loading')} />
      </div>
    );
  }

  const unseenHere = data.items.some((item) => !item.seen) || data.unseen > 0;
  // With nothing received and nothing unread, "all read" would only repeat the empty state.
  const nothingToSummarise = data.total === 0 && data.unseen === 0;
  return (
    <section className={styles.list} aria-busy={busy || undefined}>
      {!nothingToSummarise && (
        <div className={styles.toolbar}>
          <p className={styles.summary} role="status" data-testid="unseen-summary">
            {data.unseen > 0 ? t('unseenSummary', { count: data.unseen }) : t('allSeen')}
          </p>
          {unseenHere && (
            <Button
              variant="outline"
              size="small"
              disabled={busy}
              onClick={() => void run(() => markSeen.all(category))}
            >
              {t('markAllSeen')}
            </Button>
          )}
        </div>
      )}
      {actionError && (
        <Alert variant="error">
          <p>{t('actionError')}</p>
        </Alert>
      )}
      {data.items.length === 0 ? (
        <EmptyState icon={<IconBell size={28} />} title={t('emptyTitle')} text={t(`empty.${tabKey}`)} />
      ) : (
        <ul className={styles.items}>
          {data.items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              language={i18n.language}
              busy={busy}
              onSeen={() => void run(() => markSeen.one(item.id))}
            />
          ))}
        </ul>
      )}
      {data.totalPages > 1 && (
        <nav className={styles.pager} aria-label={t('pager.label')}>
          <Button variant="outline" size="small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('pager.previous')}
          </Button>
          <span>{t('pager.position', { page, pages: data.totalPages })}</span>
          <Button variant="outline" size="small" disabled={page >= data.totalPages} onClick={() => goTo(page + 1)}>
            {t('pager.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}

function NotificationItem({
  item,
  language,
  busy,
  onSeen,
}: {
  item: NotificationDto;
  language: string;
  busy: boolean;
  onSeen: () => void;
}) {
  const { t } = useTranslation('notifications');
  const { title, body, href } = renderNotification(item, t, language);
  return (
    <li className={styles.item} data-seen={item.seen || undefined} data-testid="notification-item">
      <div className={styles.itemText}>
        <h2 className={styles.itemTitle}>
          {!item.seen && <span className={styles.dot} aria-hidden="true" />}
          {title}
          {!item.seen && <span className="visually-hidden"> ({t('unseen')})</span>}
        </h2>
        <p className={styles.itemBody}>{body}</p>
        <p className={styles.itemMeta}>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          {href && (
            <AppLink href={href} className={styles.itemLink} onClick={item.seen ? undefined : onSeen}>
              {t('open')}
            </AppLink>
          )}
        </p>
      </div>
      {!item.seen && (
        <Button variant="ghost" size="small" disabled={busy} aria-label={t('markSeenOf', { title })} onClick={onSeen}>
          {t('markSeen')}
        </Button>
      )}
    </li>
  );
}
