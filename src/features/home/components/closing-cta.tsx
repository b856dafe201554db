import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import styles from './closing-cta.module.scss';

export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-closing-title">
      <div className={styles.inner}>
        <div className={styles.panel}>
          <div className={styles.copy}>
            <h2 id="home-closing-title" className={styles.title}>
              {t('closing.title')}
            </h2>
            <p className={styles.subtitle}>{signedIn ? t('closing.subtitleSignedIn') : t('closing.subtitle')}</p>
          </div>
          <div className={styles.actions}>
            {signedIn ? (
              <>
                <Button href={paths.explore} className={styles.primary}>
                  {t('closing.secondaryCta')}
                </Button>
                <Button href={paths.myTests} variant="outline" className={styles.secondary}>
                  {t('closing.myTestsCta')}
                </Button>
              </>
            ) : (
              <>
                <Button href={paths.register} className={styles.primary}>
                  {t('closing.cta')}
                </Button>
                <Button href={paths.explore} variant="outline" className={styles.secondary}>
                  {t('closing.secondaryCta')}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
