import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { useHasSession } from '@/lib/current-user';
import styles from './contact-form.module.scss';
import { UserRequestForm } from './user-request-form';

/** The feedback and complaints form (POST /user-request, CONTACT): a guest leaves an e-mail to be answered. */
export function ContactForm() {
  const { t } = useTranslation('notifications');
  const signedIn = useHasSession();
  const titleId = `${useId()}-contact`;
  return (
    <section className={styles.contact} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('contact.title')}
      </h2>
      <p className={styles.intro}>{t('contact.intro')}</p>
      <UserRequestForm
        kind="CONTACT"
        emailField={signedIn ? 'optional' : 'required'}
        messageLabel={t('contact.message')}
        submitLabel={t('contact.send')}
        sentMessage={t('contact.sent')}
      />
    </section>
  );
}
