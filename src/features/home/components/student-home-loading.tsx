import { useTranslation } from 'next-i18next/pages';
import styles from './student-home.module.scss';

/** Holds the greeting's place while the profile loads. */
export function StudentHomeLoading() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.band} aria-busy="true">
      <div className={styles.inner}>
        <p role="status" className="visually-hidden">
          {t('studentHome.loading')}
        </p>
        <span className={styles.skeletonTitle} aria-hidden="true" />
        <span className={styles.skeletonLine} aria-hidden="true" />
      </div>
    </section>
  );
}
