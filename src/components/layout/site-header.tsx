import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { UserDto } from '@contract/api';
import { Button } from '@/components/ui/button';
import { IconLogout, IconMenu, IconUser, IconX } from '@/components/ui/icons';
import { paths, safeRedirectPath } from '@/config/paths';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import {
  IconCart,
  IconClipboard,
  IconCompass,
  IconDevices,
  IconFileCheck,
  IconHome,
  IconReceipt,
  IconTicket,
  IconUsers,
} from './layout-icons';
import { isNavItemCurrent, MAIN_NAV_ITEMS, type MainNavKey } from './nav-items';
import styles from './site-header.module.scss';
import { UserAvatar } from './user-avatar';
import { UserDisplayName } from './user-display-name';
import { UserMenu } from './user-menu';

export interface SiteHeaderProps {
  /** The signed-in user, or undefined for a guest (or while the profile loads). */
  user: UserDto | undefined;
  /** True while the profile request is in flight: the auth area shows a placeholder. */
  isLoading: boolean;
  onLogout: () => void | Promise<void>;
  /** Tests in the cart (the stored cart, spec §7): the cart link's badge. */
  cartCount?: number;
  /** The notification bell (students only), shown before the cart. */
  notifications?: ReactNode;
}

const NAV_ICONS: Record<MainNavKey, ReactNode> = {
  home: <IconHome size={20} />,
  explore: <IconCompass size={20} />,
  practiceTest: <IconClipboard size={20} />,
  classes: <IconUsers size={20} />,
  myTests: <IconFileCheck size={20} />,
};

export function SiteHeader({ user, isLoading, onLogout, cartCount = 0, notifications }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerId = `${useId()}-drawer`;
  const pathname = router.pathname;
  // On the login and register pages the return address travels between them (same-site paths only).
  // Before the router is ready the query is unknown: read it then, so the markup hydrates alike.
  const redirect = router.isReady ? safeRedirectPath(router.query?.redirect) : null;
  const loginHref = paths.loginWithRedirect(redirect);
  const registerHref = paths.registerWithRedirect(redirect);

  useEffect(() => {
    const events = router.events;
    if (!events) return;
    const close = () => setDrawerOpen(false);
    events.on('routeChangeStart', close);
    return () => events.off('routeChangeStart', close);
  }, [router.events]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      toggleRef.current?.focus();
    };
    // The drawer covers the page below the header, so the page must not scroll behind it.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [drawerOpen]);

  const closeDrawer = () => setDrawerOpen(false);
  const logoutFromDrawer = () => {
    closeDrawer();
    void onLogout();
  };

  const navLinks = (variant: 'bar' | 'drawer') =>
    MAIN_NAV_ITEMS.map((item) => {
      const current = isNavItemCurrent(item, pathname);
      return (
        <li key={item.key}>
          <AppLink
            href={item.href}
            className={variant === 'bar' ? styles.navLink : styles.drawerLink}
            aria-current={current ? 'page' : undefined}
            onClick={variant === 'drawer' ? closeDrawer : undefined}
          >
            {variant === 'drawer' && <span className={styles.drawerIcon}>{NAV_ICONS[item.key]}</span>}
            {t(`nav.${item.key}`)}
          </AppLink>
        </li>
      );
    });

  const cartCurrent = pathname === paths.cart;
  const cartLabel = cartCount > 0 ? t('header.cartCount', { count: cartCount }) : t('header.cart');
  const cartBadge =
    cartCount > 0 ? (
      <span className={styles.cartBadge} aria-hidden="true" data-testid="cart-count">
        {cartCount > 99 ? '99+' : cartCount}
      </span>
    ) : null;

  let authArea: ReactNode;
  if (user) {
    authArea = <UserMenu user={user} onLogout={onLogout} />;
  } else if (isLoading) {
    authArea = (
      <span className={styles.skeleton} aria-busy="true">
        <span className={styles.skeletonAvatar} />
        <span className={styles.skeletonText} />
        <span className="visually-hidden">{t('header.loadingAccount')}</span>
      </span>
    );
  } else {
    authArea = (
      <>
        <Button href={loginHref} variant="ghost" size="medium">
          {t('auth.login')}
        </Button>
        <Button href={registerHref} size="medium">
          {t('auth.register')}
        </Button>
      </>
    );
  }

  return (
    <header className={styles.header} data-drawer-open={drawerOpen || undefined}>
      <div className={styles.inner}>
        <AppLink href={paths.home} className={styles.brand} aria-label={t('brand.homeLink')}>
          <BrandLogo />
        </AppLink>

        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul className={styles.navList}>{navLinks('bar')}</ul>
        </nav>

        <div className={styles.actions}>
          <div className={styles.language}>
            <LanguageSwitcher />
          </div>
          {notifications}
          <AppLink
            href={paths.cart}
            className={styles.cartLink}
            aria-label={cartLabel}
            aria-current={cartCurrent ? 'page' : undefined}
          >
            <IconCart size={22} />
            {cartBadge}
          </AppLink>
          <div className={styles.auth}>{authArea}</div>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          aria-label={drawerOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setDrawerOpen((open) => !open)}
        >
          {drawerOpen ? <IconX size={22} /> : <IconMenu size={22} />}
        </button>
      </div>

      <div
        id={drawerId}
        className={styles.drawer}
        hidden={!drawerOpen}
        // A click on the dimmed area below the panel closes the drawer; Escape does the same.
        onClick={(event) => {
          if (event.target === event.currentTarget) closeDrawer();
        }}
      >
        {/* Its links are made when it opens: closed, they would only weigh down every page's HTML. */}
        {drawerOpen && (
          <div className={styles.drawerInner}>
            <nav aria-label={t('header.mobileMenu')}>
              <ul className={styles.drawerList}>
                {navLinks('drawer')}
                <li>
                  <AppLink
                    href={paths.cart}
                    className={styles.drawerLink}
                    aria-current={cartCurrent ? 'page' : undefined}
                    onClick={closeDrawer}
                  >
                    <span className={styles.drawerIcon}>
                      <IconCart size={20} />
                    </span>
                    {t('header.cart')}
                    {cartCount > 0 && (
                      <span className={styles.drawerCount}>
                        <span aria-hidden="true">{cartCount}</span>
                        <span className="visually-hidden">{t('header.cartItems', { count: cartCount })}</span>
                      </span>
                    )}
                  </AppLink>
                </li>
              </ul>
            </nav>

            <div className={styles.drawerSection}>
              {user ? (
                <>
                  <div className={styles.drawerIdentity}>
                    <UserAvatar user={user} size="large" />
                    <UserDisplayName fullName={user.fullName} />
                  </div>
                  <ul className={styles.drawerList}>
                    <li>
                      <AppLink href={paths.account} className={styles.drawerLink} onClick={closeDrawer}>
                        <span className={styles.drawerIcon}>
                          <IconUser size={20} />
                        </span>
                        {t('userMenu.account')}
                      </AppLink>
                    </li>
                    <li>
                      <AppLink href={paths.accountOrders} className={styles.drawerLink} onClick={closeDrawer}>
                        <span className={styles.drawerIcon}>
                          <IconReceipt size={20} />
                        </span>
                        {t('userMenu.orders')}
                      </AppLink>
                    </li>
                    <li>
                      <AppLink href={paths.accountQuantityUse} className={styles.drawerLink} onClick={closeDrawer}>
                        <span className={styles.drawerIcon}>
                          <IconTicket size={20} />
                        </span>
                        {t('userMenu.quantityUse')}
                      </AppLink>
                    </li>
                    <li>
                      <AppLink href={paths.accountSessions} className={styles.drawerLink} onClick={closeDrawer}>
                        <span className={styles.drawerIcon}>
                          <IconDevices size={20} />
                        </span>
                        {t('userMenu.sessions')}
                      </AppLink>
                    </li>
                    <li>
                      <button
                        type="button"
                        className={`${styles.drawerLink} ${styles.drawerLogout}`}
                        onClick={logoutFromDrawer}
                      >
                        <span className={styles.drawerIcon}>
                          <IconLogout size={20} />
                        </span>
                        {t('userMenu.logout')}
                      </button>
                    </li>
                  </ul>
                </>
              ) : (
                !isLoading && (
                  <div className={styles.drawerAuth}>
                    <Button href={loginHref} variant="outline" fullWidth onClick={closeDrawer}>
                      {t('auth.login')}
                    </Button>
                    <Button href={registerHref} fullWidth onClick={closeDrawer}>
                      {t('auth.register')}
                    </Button>
                  </div>
                )
              )}
            </div>

            <div className={styles.drawerSection}>
              <LanguageSwitcher variant="inline" onSwitch={closeDrawer} />
            </div>
          </div>
        )}
      </div>
    </header>
  );
}
