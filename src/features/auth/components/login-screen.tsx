import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { paths, safeRedirectPath } from '@/config/paths';
import { useProfile } from '@/lib/current-user';
import { LoginForm } from './login-form';
import styles from './login-screen.module.scss';

export function LoginScreen() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { user } = useProfile();
  const points = t('login.panelPoints', { returnObjects: true }) as string[];

  // A signed-in visitor has nothing to do here: send them on to where they were going.
  useEffect(() => {
    if (user && router.isReady) void router.replace(safeRedirectPath(router.query.redirect) ?? paths.home);
  }, [user, router]);

  return (
    <>
      <PageMeta title={t('login.metaTitle')} description={t('login.metaDescription')} />
      <div className={styles.screen}>
        <section className={styles.panel} aria-hidden="true">
          <h2 className={styles.panelTitle}>{t('login.panelTitle')}</h2>
          <p className={styles.panelSubtitle}>{t('login.panelSubtitle')}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="login-title">
          <h1 id="login-title" className={styles.title}>
            {t('login.title')}
          </h1>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
          <LoginForm />
        </section>
      </div>
    </>
  );
}
