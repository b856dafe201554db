import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { LAYOUT_NAMESPACES } from '@/components/layout/namespaces';
import { DEFAULT_LOCALE } from '@/config/constants';
import { ContactForm } from '@/components/user-request/contact-form';
import { InfoPage } from '@/features/info-pages/components/info-page';

export default function FeedbackPolicyPage() {
  return (
    <InfoPage slug="feedback-policy">
      <ContactForm />
    </InfoPage>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await serverSideTranslations(locale ?? DEFAULT_LOCALE, [...LAYOUT_NAMESPACES, 'info', 'notifications']),
});
