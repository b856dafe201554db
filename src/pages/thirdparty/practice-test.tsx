import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { ThirdPartyScreen } from '@/features/third-party';

/** /thirdparty/practice-test (spec §2, public): the third-party providers' practice tests. */
export default function ThirdPartyPracticeTestPage() {
  return <ThirdPartyScreen />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'third-party']),
});
