import { useTranslation } from 'next-i18next/pages';
import Link from 'next/link';
import { CERTIFICATES, type CertificateCard } from '../data';
import styles from './certificate-grid.module.scss';
import { IconArrowRight } from './home-icons';
import { SectionHeading } from './section-heading';

export function CertificateGrid() {
  const { t } = useTranslation('home');
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
          {CERTIFICATES.map((certificate) => (
            <li key={certificate.key} className={styles.card} data-family={certificate.family}>
              <CertificateCardBody certificate={certificate} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CertificateCardBody({ certificate }: { certificate: CertificateCard }) {
  const { t } = useTranslation('home');
  const { key, family, href, levels } = certificate;
  const name = t(`certificates.items.${key}.name`);
  return (
    <>
      <div className={styles.top}>
        <span className={styles.family}>{t(`certificates.families.${family}`)}</span>
        <span className={styles.level}>{t(`certificates.items.${key}.level`)}</span>
      </div>
      <h3 className={styles.name}>
        {href ? (
          <Link href={href} className={styles.link}>
            {name}
          </Link>
        ) : (
          name
        )}
      </h3>
      <p className={styles.description}>{t(`certificates.items.${key}.description`)}</p>
      {levels ? (
        <ul className={styles.levels} aria-label={t('certificates.levelsLabel')}>
          {levels.map((level) => (
            <li key={level.code}>
              <Link
                href={level.href}
                className={styles.levelLink}
                aria-label={t('certificates.levelLink', { level: level.code })}
              >
                {level.code}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <span className={styles.more} aria-hidden="true">
          {t('certificates.cta')}
          <IconArrowRight size={16} />
        </span>
      )}
    </>
  );
}
