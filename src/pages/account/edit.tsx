import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LOCALE } from '@contract/constants';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { EditProfileScreen } from '@/features/account/components/edit-profile-screen';

export default function AccountEditPage() {
  return <EditProfileScreen />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'account', 'validation']),
});
