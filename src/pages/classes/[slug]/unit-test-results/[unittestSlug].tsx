import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { AssignmentResultPage } from '@/features/classes/lazy/assignment-result-page';
import { classSlugParam, unitTestSlugParam } from '@/features/classes/lazy/route-params';

interface AssignmentResultRouteProps {
  slug: string;
  unitTestSlug: string;
}

/** My result on a test assigned to one of my classes, and the class's when the teacher shares it. */
export default function AssignmentResultRoute({ slug, unitTestSlug }: AssignmentResultRouteProps) {
  return <AssignmentResultPage key={`${slug}/${unitTestSlug}`} slug={slug} unitTestSlug={unitTestSlug} />;
}

export const getServerSideProps: GetServerSideProps<AssignmentResultRouteProps> = async ({ locale, params }) => {
  const slug = classSlugParam(params?.slug);
  const unitTestSlug = unitTestSlugParam(params?.unittestSlug);
  if (slug === null || unitTestSlug === null) return { notFound: true };
  return {
    props: {
      ...(await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'classes'])),
      slug,
      unitTestSlug,
    },
  };
};
