import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { IconKey } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { FloatingButton } from '@/features/floating-buttons';
import { hasSession } from '@/lib/session';
import { notify } from '@/lib/toast';

// The form (react-hook-form, yup) loads only when someone opens it: no page's first load grows.
const ActivationModal = dynamic(() => import('../lazy/activation-modal').then((m) => m.ActivationModal), {
  ssr: false,
});

/**
 * The activation-code slot of the floating stack (spec §2, §4): a guest is told to log in
 * (spec §8) and sent to the login page, coming back to this page; a signed-in student gets the form.
 */
export function ActivationButton() {
  const { t } = useTranslation('common');
  const router = useRouter();
  // A new key on each opening starts a fresh form; null while closed.
  const [openKey, setOpenKey] = useState<number | null>(null);

  const open = () => {
    if (!hasSession()) {
      notify.info(t('floatingButtons.activationLoginRequired'));
      void router.push(paths.loginWithRedirect(router.asPath));
      return;
    }
    setOpenKey(Date.now());
  };

  return (
    <>
      <FloatingButton
        onClick={open}
        label={t('floatingButtons.activationCode')}
        icon={<IconKey size={24} />}
        tone="primary"
      />
      {openKey !== null && <ActivationModal key={openKey} onClose={() => setOpenKey(null)} />}
    </>
  );
}
