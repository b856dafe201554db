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
  /**
   * The focused shell of a test being played: no site header (navigation, sign-up) and no
   * footer, only the page's main landmark, whose screen brings its own bar.
   */
  focused?: boolean;
  /** Tests in the cart, for the header's cart badge. */
  cartCount?: number;
  /** The notification bell (students only), beside the cart. */
  notifications?: ReactNode;
  children: ReactNode;
}

/** Skip link, header, the page's main landmark and footer. */
export function PageLayout({
  user,
  isLoading,
  onLogout,
  focused = false,
  cartCount = 0,
  notifications,
  children,
}: PageLayoutProps) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.shell} data-focused={focused || undefined}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      {!focused && (
        <SiteHeader
          user={user}
          isLoading={isLoading}
          onLogout={onLogout}
          cartCount={cartCount}
          notifications={notifications}
        />
      )}
      {/* tabIndex lets the skip link move keyboard focus, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {!focused && <SiteFooter />}
    </div>
  );
}
