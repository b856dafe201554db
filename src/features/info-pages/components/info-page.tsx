import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { BRAND } from '@/components/layout/brand';
import { PageMeta } from '@/components/layout/page-meta';
import type { InfoPageSlug } from '@/config/paths';
import { AppLink } from '@/components/ui/app-link';
import { infoLinkHref, INFO_PAGE_KEYS, INFO_PAGES_LAST_UPDATED, sectionId } from '../data';
import type { InfoPageContent } from '../types';
import { formatInfoDate } from '../utils/format-info-date';
import { InfoPageLayout } from './info-page-layout';
import styles from './info-page.module.scss';

export interface InfoPageProps {
  slug: InfoPageSlug;
  /** Shown after the written sections (the feedback page's contact form). */
  children?: ReactNode;
}

/** One information page: its written content from the `info` namespace, in the shared frame. */
export function InfoPage({ slug, children }: InfoPageProps) {
  const { t, i18n } = useTranslation('info');
  const key = INFO_PAGE_KEYS[slug];
  const content: InfoPageContent = t(`pages.${key}`, {
    returnObjects: true,
    email: BRAND.supportEmail,
  });
  const sections = Array.isArray(content.sections) ? content.sections : [];
  const toc = sections.map((section, index) => ({ id: sectionId(index), label: section.heading }));

  return (
    <>
      <PageMeta title={content.title} description={content.description} type="article" />
      <InfoPageLayout
        current={slug}
        title={content.title}
        intro={content.intro}
        lastUpdated={formatInfoDate(INFO_PAGES_LAST_UPDATED, i18n.language)}
        toc={toc}
      >
        {sections.map((section, index) => (
          <section
            key={section.heading}
            id={sectionId(index)}
            className={styles.section}
            aria-labelledby={`${sectionId(index)}-heading`}
          >
            <h2 id={`${sectionId(index)}-heading`} className={styles.heading}>
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {section.items && section.items.length > 0 && (
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.links && section.links.length > 0 && (
              <ul className={styles.links}>
                {section.links.map((link) => {
                  const href = infoLinkHref(link.to);
                  return href ? (
                    <li key={link.to}>
                      <AppLink href={href} className={styles.link}>
                        {link.label} →
                      </AppLink>
                    </li>
                  ) : null;
                })}
              </ul>
            )}
          </section>
        ))}

        {children}

        <aside className={styles.contact} aria-labelledby="info-contact-title">
          <h2 id="info-contact-title" className={styles.contactTitle}>
            {t('contact.title')}
          </h2>
          <p className={styles.contactText}>{t('contact.text')}</p>
          <a
            href={`mailto:${BRAND.supportEmail}`}
            className={styles.contactLink}
            aria-label={t('contact.emailLabel', { email: BRAND.supportEmail })}
          >
            {BRAND.supportEmail}
          </a>
        </aside>
      </InfoPageLayout>
    </>
  );
}
