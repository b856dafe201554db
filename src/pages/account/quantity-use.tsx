import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { QuantityUseScreen } from '@/features/account/components/quantity-use-screen';

export default function AccountQuantityUsePage() {
  return <QuantityUseScreen />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'account', 'commerce']),
});
