import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { CartScreen } from '@/features/cart/lazy/cart-screen';

export default function CartPage() {
  return <CartScreen />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'commerce']),
});
