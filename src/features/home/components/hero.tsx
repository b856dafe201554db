import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HeroIllustration } from './hero-illustration';
import { IconArrowRight, IconCheck } from './home-icons';
import styles from './hero.module.scss';

const HIGHLIGHTS = ['grades', 'skills', 'certificates'] as const;

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>
            <span className={styles.eyebrowDot} aria-hidden="true" />
            {t('hero.eyebrow')}
          </p>
          <h1 id="home-hero-title" className={styles.title}>
            {t('hero.titleStart')} <span className={styles.highlight}>{t('hero.titleHighlight')}</span>
          </h1>
          <p className={styles.subtitle}>{t('hero.subtitle')}</p>
          <div className={styles.ctas}>
            <Button href={paths.explore} rightIcon={<IconArrowRight size={20} />}>
              {t('hero.primaryCta')}
            </Button>
            <Button href={paths.register} variant="outline">
              {t('hero.secondaryCta')}
            </Button>
          </div>
          <ul className={styles.highlights}>
            {HIGHLIGHTS.map((key) => (
              <li key={key}>
                <span className={styles.check} aria-hidden="true">
                  <IconCheck size={14} strokeWidth={3} />
                </span>
                {t(`hero.highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.art}>
          <HeroIllustration
            label={t('hero.illustrationLabel')}
            scoreTitle={t('hero.scoreCard.title')}
            score={t('hero.scoreCard.score')}
            streak={t('hero.scoreCard.streak')}
          />
        </div>
      </div>
    </section>
  );
}
