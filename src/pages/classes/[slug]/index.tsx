import type { GetServerSideProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { ClassDetailPage } from '@/features/classes/lazy/class-detail-page';
import { classSlugParam } from '@/features/classes/lazy/route-params';

interface ClassRouteProps {
  slug: string;
}

/** One of the student's classes (the API checks membership). */
export default function ClassRoute({ slug }: ClassRouteProps) {
  return <ClassDetailPage key={slug} slug={slug} />;
}

export const getServerSideProps: GetServerSideProps<ClassRouteProps> = async ({ locale, params }) => {
  const slug = classSlugParam(params?.slug);
  if (slug === null) return { notFound: true };
  return {
    props: { ...(await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'classes'])), slug },
  };
};
