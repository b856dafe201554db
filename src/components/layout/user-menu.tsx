import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { UserDto } from '@contract/api';
import { IconChevronDown, IconLogout, IconUser } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { IconDevices, IconFileCheck, IconReceipt, IconTicket } from './layout-icons';
import { useMenuButton } from './use-menu-button';
import { UserAvatar } from './user-avatar';
import { UserDisplayName } from './user-display-name';
import styles from './user-menu.module.scss';

export interface UserMenuProps {
  user: UserDto;
  onLogout: () => void | Promise<void>;
}

/** The signed-in user's avatar and name, opening a menu with account pages and logout. */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const { t } = useTranslation('common');
  const { open, close, rootRef, buttonRef, menuRef, buttonId, menuId, onButtonClick, onButtonKeyDown, onMenuKeyDown } =
    useMenuButton();
  const contact = user.email ?? user.phone;

  const links = [
    { href: paths.account, label: t('userMenu.account'), icon: <IconUser size={18} /> },
    { href: paths.myTests, label: t('userMenu.myTests'), icon: <IconFileCheck size={18} /> },
    { href: paths.accountOrders, label: t('userMenu.orders'), icon: <IconReceipt size={18} /> },
    { href: paths.accountQuantityUse, label: t('userMenu.quantityUse'), icon: <IconTicket size={18} /> },
    { href: paths.accountSessions, label: t('userMenu.sessions'), icon: <IconDevices size={18} /> },
  ];

  const logout = () => {
    close(false);
    void onLogout();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={styles.button}
      >
        <UserAvatar user={user} />
        <UserDisplayName fullName={user.fullName} className={styles.buttonName} />
        <IconChevronDown size={16} className={styles.chevron} data-open={open || undefined} />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className={styles.menu}
        >
          <li role="none" className={styles.identity}>
            <UserAvatar user={user} size="large" />
            <span className={styles.identityText}>
              <span className={styles.fullName}>{user.fullName}</span>
              <span className={styles.meta}>
                {t(`userMenu.roles.${user.roleCode}`)}
                {contact && ` · ${contact}`}
              </span>
            </span>
          </li>
          {links.map((link) => (
            <li key={link.href} role="none">
              <AppLink
                href={link.href}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => close(false)}
              >
                <span className={styles.itemIcon}>{link.icon}</span>
                {link.label}
              </AppLink>
            </li>
          ))}
          <li role="separator" className={styles.separator} />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={`${styles.item} ${styles.logout}`}
              onClick={logout}
            >
              <span className={styles.itemIcon}>
                <IconLogout size={18} />
              </span>
              {t('userMenu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
