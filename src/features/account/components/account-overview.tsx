import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { useProfile } from '@/lib/current-user';
import styles from './account-overview.module.scss';

/** The signed-in learner's profile as the API returns it. */
export function AccountOverview() {
  const { t, i18n } = useTranslation('auth');
  const { user, isLoading, error, mutate } = useProfile();

  return (
    <div className={styles.page}>
      <PageMeta title={t('account.metaTitle')} />
      <header className={styles.header}>
        <h1>{t('account.title')}</h1>
        <p>{t('account.subtitle')}</p>
      </header>
      {isLoading && <Spinner />}
      {!isLoading && error && !user ? (
        <Alert variant="error">
          {t('account.loadError')}{' '}
          <Button variant="link" size="small" onClick={() => void mutate()}>
            {t('account.retry')}
          </Button>
        </Alert>
      ) : null}
      {user && (
        <dl className={styles.details}>
          <div>
            <dt>{t('account.fullName')}</dt>
            <dd>{user.fullName}</dd>
          </div>
          <div>
            <dt>{t('account.phone')}</dt>
            <dd>{user.phone ?? t('account.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('account.email')}</dt>
            <dd>{user.email ?? t('account.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('account.grade')}</dt>
            <dd>{user.grade ? gradeDisplayName(user.grade, i18n.language) : t('account.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('account.role')}</dt>
            <dd>{t(`account.roles.${user.roleCode}`)}</dd>
          </div>
          <div>
            <dt>{t('account.status')}</dt>
            <dd>{t(`account.statuses.${user.status}`)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
