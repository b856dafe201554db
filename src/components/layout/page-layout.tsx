import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { UserDto } from '@contract/api';
import styles from './page-layout.module.scss';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main-content';

export interface PageLayoutProps {
  user: UserDto | undefined;
  isLoading: boolean;
  onLogout: () => void | Promise<void>;
  children: ReactNode;
}

/** Skip link, header, the page's main landmark and footer. */
export function PageLayout({ user, isLoading, onLogout, children }: PageLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <SiteHeader user={user} isLoading={isLoading} onLogout={onLogout} />
      {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
