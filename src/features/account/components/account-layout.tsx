import type { UserDto } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import { useSyncExternalStore, type ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useHasSession } from '@/lib/current-user';
import { useProfile } from '@/lib/profile/api/profile';
import { AccountNav } from './account-nav';
import styles from './account-layout.module.scss';

export interface AccountLayoutProps {
  /** The page's h1. */
  title: string;
  /** The document title (the site name is appended); defaults to the h1. */
  metaTitle?: string;
  description?: string;
  /** Rendered once the signed-in user's profile is loaded. */
  children: (user: UserDto) => ReactNode;
}

const subscribeNothing = () => () => {};

/**
 * The frame shared by the account pages: heading, account navigation and the page content,
 * which only renders for a loaded profile (loading, error and signed-out states are handled
 * here once).
 */
export function AccountLayout({ title, metaTitle, description, children }: AccountLayoutProps) {
  const { t } = useTranslation('account');
  const { data: user, isLoading, error, mutate } = useProfile();
  const signedIn = useHasSession();
  // The server and the hydrating render cannot know the session: show "loading" there rather
  // than flash the signed-out message.
  const isClient = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  let content: ReactNode;
  if (user) {
    content = children(user);
  } else if (isClient && !signedIn) {
    content = (
      <Alert variant="info">
        <p>{t('state.signedOut')}</p>
        <Button href={paths.login} size="small" className={styles.stateAction}>
          {t('state.login')}
        </Button>
      </Alert>
    );
  } else if (error && !isLoading) {
    content = (
      <Alert variant="error">
        <p>{t('state.loadError')}</p>
        <Button variant="outline" size="small" className={styles.stateAction} onClick={() => void mutate()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <div className={styles.loading}>
        <Spinner label={t('state.loading')} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageMeta title={metaTitle ?? title} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </header>
      <div className={styles.body}>
        <aside className={styles.aside}>
          <AccountNav />
        </aside>
        <div className={styles.content}>{content}</div>
      </div>
    </div>
  );
}
