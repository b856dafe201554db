import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { paths, type InfoPageSlug } from '@/config/paths';
import { INFO_PAGES } from '../data';
import styles from './info-page-layout.module.scss';

export interface InfoPageLayoutProps {
  /** The page being shown; its link in the side navigation is marked current. */
  current: InfoPageSlug;
  title: string;
  intro: string;
  /** Already formatted for the reader's language. */
  lastUpdated: string;
  /** "On this page" links to the sections, shown under the page list on wide screens. */
  toc?: readonly { id: string; label: string }[];
  children: ReactNode;
}

/**
 * Frame shared by the five information pages: a title band, a side navigation between the
 * pages (a horizontal, scrollable list on phones) and the article.
 */
export function InfoPageLayout({ current, title, intro, lastUpdated, toc, children }: InfoPageLayoutProps) {
  const { t } = useTranslation('info');
  return (
    <div className={styles.page}>
      <header className={styles.band}>
        <div className={styles.bandInner}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.intro}>{intro}</p>
          <p className={styles.updated}>{t('lastUpdated', { date: lastUpdated })}</p>
        </div>
      </header>

      <div className={styles.body}>
        <aside className={styles.aside}>
          <nav aria-label={t('nav.label')} className={styles.pagesNav}>
            <ul className={styles.pagesList}>
              {INFO_PAGES.map((page) => (
                <li key={page.slug}>
                  <AppLink
                    href={paths.infoPage(page.slug)}
                    className={styles.pageLink}
                    aria-current={page.slug === current ? 'page' : undefined}
                  >
                    {t(`pages.${page.key}.navLabel`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>

          {toc && toc.length > 0 && (
            <nav aria-label={t('contents')} className={styles.toc}>
              <p className={styles.tocTitle} aria-hidden="true">
                {t('contents')}
              </p>
              <ol className={styles.tocList}>
                {toc.map((entry) => (
                  <li key={entry.id}>
                    <a href={`#${entry.id}`} className={styles.tocLink}>
                      {entry.label}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
        </aside>

        <article className={styles.article}>{children}</article>
      </div>
    </div>
  );
}
