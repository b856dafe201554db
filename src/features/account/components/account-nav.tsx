import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { IconReceipt, IconTicket } from '@/components/layout/layout-icons';
import { IconDevices, IconLayout, IconPencil } from './account-icons';
import styles from './account-nav.module.scss';

type AccountNavKey = 'overview' | 'edit' | 'orders' | 'quantityUse' | 'sessions';

const ITEMS: readonly { key: AccountNavKey; href: string; icon: ReactNode }[] = [
  { key: 'overview', href: paths.account, icon: <IconLayout size={18} /> },
  { key: 'edit', href: paths.accountEdit, icon: <IconPencil size={18} /> },
  { key: 'orders', href: paths.accountOrders, icon: <IconReceipt size={18} /> },
  { key: 'quantityUse', href: paths.accountQuantityUse, icon: <IconTicket size={18} /> },
  { key: 'sessions', href: paths.accountSessions, icon: <IconDevices size={18} /> },
];

/** The account pages' own navigation: a side list on wide screens, tabs on phones. */
export function AccountNav() {
  const { t } = useTranslation('account');
  const { pathname } = useRouter();
  const navRef = useRef<HTMLElement>(null);

  // On narrow phones the tabs scroll sideways: bring the current one into view, whole, after the
  // whole tab before it where both fit (centring it cut its neighbours' words in half).
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]')?.closest('li');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const list = current.parentElement;
    const offsetOf = (item: HTMLElement) => item.offsetLeft - (list?.offsetLeft ?? 0);
    const before = current.previousElementSibling;
    const fitsAfterBefore =
      before instanceof HTMLElement &&
      offsetOf(current) + current.offsetWidth - offsetOf(before) <= nav.clientWidth * 0.9;
    nav.scrollLeft = Math.max(0, offsetOf(fitsAfterBefore ? before : current));
  }, [pathname]);

  return (
    <nav ref={navRef} aria-label={t('nav.label')} className={styles.nav}>
      <ul className={styles.list}>
        {ITEMS.map((item) => {
          const current = pathname === item.href;
          return (
            <li key={item.key} className={styles.item}>
              <AppLink href={item.href} className={styles.link} aria-current={current ? 'page' : undefined}>
                <span className={styles.icon}>{item.icon}</span>
                <span>{t(`nav.${item.key}`)}</span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
