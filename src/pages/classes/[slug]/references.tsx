import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { ClassReferencesPage } from '@/features/classes/lazy/class-references-page';
import { classSlugParam } from '@/features/classes/lazy/route-params';

interface ReferencesRouteProps {
  slug: string;
}

/** The materials a class's teacher attached. */
export default function ClassReferencesRoute({ slug }: ReferencesRouteProps) {
  return <ClassReferencesPage key={slug} slug={slug} />;
}

export const getServerSideProps: GetServerSideProps<ReferencesRouteProps> = async ({ locale, params }) => {
  const slug = classSlugParam(params?.slug);
  if (slug === null) return { notFound: true };
  return {
    props: { ...(await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'classes'])), slug },
  };
};
