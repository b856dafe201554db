import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HeroIllustration } from './hero-illustration';
import { IconArrowRight, IconCheck } from './home-icons';
import styles from './hero.module.scss';

const HIGHLIGHTS = ['grades', 'skills', 'certificates'] as const;

interface HeroStats {
  /** Every visible test (facets.total). */
  tests?: number;
  /** Free tests (facets.accessTiers.FREE). */
  free?: number;
  /** Grades offered (GET /grades). */
  grades?: number;
}

export interface HeroProps {
  stats: HeroStats;
  /** The catalogue numbers are still loading: placeholders keep their place. */
  statsLoading: boolean;
  signedIn: boolean;
}

const STAT_KEYS = ['tests', 'free', 'grades'] as const;

export function Hero({ stats, statsLoading, signedIn }: HeroProps) {
  const { t, i18n } = useTranslation('home');
  const numberFormat = new Intl.NumberFormat(i18n.language === 'en' ? 'en-US' : 'vi-VN');
  const known = STAT_KEYS.filter((key) => stats[key] !== undefined && (stats[key] ?? 0) > 0);
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
            {signedIn ? (
              <Button href={paths.myTests} variant="outline">
                {t('hero.myTestsCta')}
              </Button>
            ) : (
              <Button href={paths.register} variant="outline">
                {t('hero.secondaryCta')}
              </Button>
            )}
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
          {statsLoading && known.length === 0 ? (
            <div className={styles.stats} aria-busy="true" data-testid="hero-stats-loading">
              <span className="visually-hidden">{t('hero.stats.loading')}</span>
              {STAT_KEYS.map((key) => (
                <span key={key} className={styles.statSkeleton} aria-hidden="true" />
              ))}
            </div>
          ) : (
            known.length > 0 && (
              <dl className={styles.stats} aria-label={t('hero.stats.label')}>
                {known.map((key) => (
                  <div key={key} className={styles.stat}>
                    <dt className={styles.statLabel}>{t(`hero.stats.${key}`)}</dt>
                    <dd className={styles.statValue}>{numberFormat.format(stats[key] ?? 0)}</dd>
                  </div>
                ))}
              </dl>
            )
          )}
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
