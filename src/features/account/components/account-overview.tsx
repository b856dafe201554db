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
  const { t, i18n } = useTranslation('account');
  const { user, isLoading, error, mutate } = useProfile();

  return (
    <div className={styles.page}>
      <PageMeta title={t('overview.metaTitle')} />
      <header className={styles.header}>
        <h1>{t('overview.title')}</h1>
        <p>{t('overview.subtitle')}</p>
      </header>
      {isLoading && <Spinner />}
      {!isLoading && error && !user ? (
        <Alert variant="error">
          {t('overview.loadError')}{' '}
          <Button variant="link" size="small" onClick={() => void mutate()}>
            {t('overview.retry')}
          </Button>
        </Alert>
      ) : null}
      {user && (
        <dl className={styles.details}>
          <div>
            <dt>{t('overview.fullName')}</dt>
            <dd>{user.fullName}</dd>
          </div>
          <div>
            <dt>{t('overview.phone')}</dt>
            <dd>{user.phone ?? t('overview.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('overview.email')}</dt>
            <dd>{user.email ?? t('overview.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('overview.grade')}</dt>
            <dd>{user.grade ? gradeDisplayName(user.grade, i18n.language) : t('overview.notProvided')}</dd>
          </div>
          <div>
            <dt>{t('overview.role')}</dt>
            <dd>{t(`overview.roles.${user.roleCode}`)}</dd>
          </div>
          <div>
            <dt>{t('overview.status')}</dt>
            <dd>{t(`overview.statuses.${user.status}`)}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}
