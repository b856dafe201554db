import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { CERTIFICATES, type CertificateCard } from '../data';
import { countOf, hasTests, type Counts } from '../utils/counts';
import styles from './certificate-grid.module.scss';
import { IconArrowRight } from './home-icons';
import { SectionHeading } from './section-heading';
import { TestCount } from './test-count';

export interface CertificateGridProps {
  /** Tests per certificate family key (facets.certificateFamilies); undefined while unknown. */
  familyCounts: Counts;
  /** Tests per certificate id (facets.certificates), for the per-level links. */
  certificateCounts: Counts;
}

export function CertificateGrid({ familyCounts, certificateCounts }: CertificateGridProps) {
  const { t } = useTranslation('home');
  const cards = CERTIFICATES.filter((card) => hasTests(familyCounts, card.family));
  if (cards.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-certificates-title">
      <div className={styles.inner}>
        <SectionHeading
          id="home-certificates-title"
          eyebrow={t('certificates.eyebrow')}
          title={t('certificates.title')}
          subtitle={t('certificates.subtitle')}
        />
        <ul className={styles.grid}>
          {cards.map((card) => (
            <li key={card.key} className={styles.card} data-family={card.group}>
              <CertificateCardBody
                card={card}
                count={countOf(familyCounts, card.family)}
                certificateCounts={certificateCounts}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

interface CertificateCardBodyProps {
  card: CertificateCard;
  count: number | undefined;
  certificateCounts: Counts;
}

function CertificateCardBody({ card, count, certificateCounts }: CertificateCardBodyProps) {
  const { t } = useTranslation('home');
  const { key, group, href } = card;
  const levels = card.levels?.filter((level) => hasTests(certificateCounts, level.id));
  return (
    <>
      <div className={styles.top}>
        <span className={styles.family}>{t(`certificates.families.${group}`)}</span>
        <span className={styles.level}>{t(`certificates.items.${key}.level`)}</span>
      </div>
      <h3 className={styles.name}>
        {/* With per-level links the card is not one big link: the title links the whole family. */}
        <AppLink href={href} className={levels ? styles.titleLink : styles.link}>
          {t(`certificates.items.${key}.name`)}
        </AppLink>
      </h3>
      <p className={styles.description}>{t(`certificates.items.${key}.description`)}</p>
      <div className={styles.bottom}>
        {levels && levels.length > 0 ? (
          <ul className={styles.levels} aria-label={t('certificates.levelsLabel')}>
            {levels.map((level) => {
              const levelCount = countOf(certificateCounts, level.id);
              const label = t('certificates.levelLink', { level: level.code });
              return (
                <li key={level.code}>
                  <AppLink
                    href={level.href}
                    className={styles.levelLink}
                    aria-label={
                      levelCount === undefined ? label : `${label}, ${t('counts.tests', { count: levelCount })}`
                    }
                  >
                    {level.code}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        ) : (
          <span className={styles.more} aria-hidden="true">
            {t('certificates.cta')}
            <IconArrowRight size={16} />
          </span>
        )}
        <TestCount count={count} tone="subtle" />
      </div>
    </>
  );
}
