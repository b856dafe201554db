import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { OrdersScreen } from '@/features/account/components/orders-screen';

export default function AccountOrdersPage() {
  return <OrdersScreen />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'account', 'commerce']),
});
