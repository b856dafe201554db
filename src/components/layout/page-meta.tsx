import { useTranslation } from 'next-i18next/pages';
import Head from 'next/head';

export interface PageMetaProps {
  /** The page's own title; the site name is appended. Omit for the site's default title. */
  title?: string;
  /** Defaults to the site description. */
  description?: string;
  /** og:type; pages are "website" unless they are an article. */
  type?: 'website' | 'article';
  /** An absolute URL of a 1200×630 preview picture (a shared result's score, say). */
  image?: string;
}

/**
 * Title, description and the og/twitter equivalents (spec §2). Every tag has a key so a page's
 * PageMeta replaces the defaults rendered by the app shell instead of adding duplicates.
 */
export function PageMeta({ title, description, type = 'website', image }: PageMetaProps) {
  const { t } = useTranslation('common');
  const siteTitle = t('meta.title');
  // The shell may pass the site title itself; it must not become "Site | Site".
  const fullTitle = title && title !== siteTitle ? t('meta.titleTemplate', { title }) : siteTitle;
  const desc = description ?? t('meta.description');

  return (
    <Head>
      <title key="title">{fullTitle}</title>
      <meta key="description" name="description" content={desc} />
      <meta key="og:title" property="og:title" content={fullTitle} />
      <meta key="og:description" property="og:description" content={desc} />
      <meta key="og:type" property="og:type" content={type} />
      <meta key="og:site_name" property="og:site_name" content={t('brand.name')} />
      {image && <meta key="og:image" property="og:image" content={image} />}
      {image && <meta key="og:image:width" property="og:image:width" content="1200" />}
      {image && <meta key="og:image:height" property="og:image:height" content="630" />}
      <meta key="twitter:card" name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      {image && <meta key="twitter:image" name="twitter:image" content={image} />}
      <meta key="twitter:title" name="twitter:title" content={fullTitle} />
      <meta key="twitter:description" name="twitter:description" content={desc} />
    </Head>
  );
}
