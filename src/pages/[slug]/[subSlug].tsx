import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { PageMeta } from '@/components/layout/page-meta';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { PartnerEmbed, PartnerUnavailable } from '@/features/partner/components/partner-embed';
import { loadPartnerPage, setPartnerFrameHeaders, type PartnerPageView } from '@/features/partner/server/page-props';

type PartnerPageProps = { kind: 'page'; view: PartnerPageView } | { kind: 'unavailable' };

/**
 * `/{slug}/{subSlug}`: a partner's page, framed by the partner's site (spec §2). Only the
 * partner's registered origins may frame it; an unknown partner or page is the 404 page.
 */
export default function PartnerPageRoute(props: PartnerPageProps) {
  const { t } = useTranslation('partner');
  if (props.kind === 'unavailable') return <PartnerUnavailable />;
  return (
    <>
      <PageMeta title={t('meta.title', { page: props.view.page.title, partner: props.view.partner.name })} />
      <PartnerEmbed view={props.view} />
    </>
  );
}

const NAMESPACES = [...LAYOUT_NAMESPACES, 'partner', 'catalogue', 'player', 'questions', 'question-media'];

export const getServerSideProps: GetServerSideProps<PartnerPageProps> = async ({ locale, params, res }) => {
  const load = await loadPartnerPage(params?.slug, params?.subSlug);
  if (load.kind === 'notFound') return { notFound: true };
  const translations = await serverSideTranslations(locale ?? DEFAULT_LOCALE, NAMESPACES);
  if (load.kind === 'unavailable') return { props: { ...translations, kind: 'unavailable' } };
  setPartnerFrameHeaders(res, load.allowedOrigins, load.view.theme);
  return { props: { ...translations, kind: 'page', view: load.view } };
};
