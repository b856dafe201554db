import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { IconAlertTriangle } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './invalid-link.module.scss';

/** A broken or tampered practice-test link: say so kindly and offer a way on. */
export function InvalidLink() {
  const { t } = useTranslation('player');
  return (
    <>
      <PageMeta title={t('invalidLink.title')} />
      <section className={styles.page} aria-labelledby="invalid-link-title">
        <span className={styles.icon} aria-hidden="true">
          <IconAlertTriangle size={32} />
        </span>
        <h1 id="invalid-link-title" className={styles.title}>
          {t('invalidLink.title')}
        </h1>
        <p className={styles.text}>{t('invalidLink.text')}</p>
        <div className={styles.actions}>
          <Button href={paths.explore}>{t('invalidLink.explore')}</Button>
          <Button href={paths.home} variant="outline">
            {t('invalidLink.home')}
          </Button>
        </div>
      </section>
    </>
  );
}
