import type { UserDto } from '@contract/api';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { IconChevronRight } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { CHANGE_PASSWORD_SECTION_ID } from '../constants';
import { IconDevices, IconLock, IconPencil } from './account-icons';
import { AccountAvatar } from './account-avatar';
import { AccountLayout } from './account-layout';
import styles from './account-overview.module.scss';

// Its own data, below the profile: kept out of the page's first JavaScript.
const MessagingSection = dynamic(() => import('./messaging-section').then((m) => m.MessagingSection), {
  ssr: false,
});

/** /account: the signed-in learner's profile and the ways to manage the account. */
export function AccountOverview() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout title={t('overview.title')} metaTitle={t('overview.metaTitle')} description={t('overview.subtitle')}>
      {(user) => (
        <>
          <ProfileCard user={user} />
          <MessagingSection />
          <Shortcuts />
        </>
      )}
    </AccountLayout>
  );
}

function ProfileCard({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('account');
  const notProvided = <span className={styles.missing}>{t('overview.notProvided')}</span>;
  const details: { key: string; label: string; value: ReactNode }[] = [
    { key: 'phone', label: t('overview.phone'), value: user.phone ?? notProvided },
    { key: 'email', label: t('overview.email'), value: user.email ?? notProvided },
    {
      key: 'grade',
      label: t('overview.grade'),
      value: user.grade ? gradeDisplayName(user.grade, i18n.language) : notProvided,
    },
    { key: 'role', label: t('overview.role'), value: t(`overview.roles.${user.roleCode}`) },
    {
      key: 'status',
      label: t('overview.status'),
      value: (
        <span className={styles.status} data-status={user.status}>
          {t(`overview.statuses.${user.status}`)}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.card} aria-labelledby="account-profile-name">
      <div className={styles.identity}>
        <AccountAvatar user={user} />
        <div className={styles.identityText}>
          <h2 id="account-profile-name" className={styles.name}>
            {user.fullName}
          </h2>
          <p className={styles.meta}>
            {[t(`overview.roles.${user.roleCode}`), user.grade ? gradeDisplayName(user.grade, i18n.language) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <Button
          href={paths.accountEdit}
          variant="outline"
          size="small"
          leftIcon={<IconPencil size={16} />}
          className={styles.editButton}
        >
          {t('overview.editProfile')}
        </Button>
      </div>
      <h3 className={styles.sectionLabel}>{t('overview.detailsTitle')}</h3>
      <dl className={styles.details}>
        {details.map((item) => (
          <div key={item.key} className={styles.detail}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Shortcuts() {
  const { t } = useTranslation('account');
  const items = [
    { key: 'edit', href: paths.accountEdit, icon: <IconPencil size={20} /> },
    {
      key: 'password',
      href: `${paths.accountEdit}#${CHANGE_PASSWORD_SECTION_ID}`,
      icon: <IconLock size={20} />,
    },
    { key: 'sessions', href: paths.accountSessions, icon: <IconDevices size={20} /> },
  ] as const;

  return (
    <section aria-labelledby="account-shortcuts-title">
      <h2 id="account-shortcuts-title" className={styles.shortcutsTitle}>
        {t('overview.shortcutsTitle')}
      </h2>
      <ul className={styles.shortcuts}>
        {items.map((item) => (
          <li key={item.key}>
            <AppLink href={item.href} className={styles.shortcut}>
              <span className={styles.shortcutIcon}>{item.icon}</span>
              <span className={styles.shortcutText}>
                <span className={styles.shortcutTitle}>{t(`overview.shortcuts.${item.key}.title`)}</span>
                <span className={styles.shortcutDescription}>{t(`overview.shortcuts.${item.key}.description`)}</span>
              </span>
              <IconChevronRight size={18} className={styles.shortcutChevron} />
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
