import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { FloatingButton } from '@/features/floating-buttons';
import { paths } from '@/config/paths';
import { hasSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useJoinClassLink, withJoinClassRequest } from '../hooks/use-join-class-link';
import { IconUserPlus } from './classes-icons';

// The form (react-hook-form, yup) loads only when someone opens it.
const loadModal = () => import('../lazy/join-class-modal');
const JoinClassModal = dynamic(() => loadModal().then((m) => m.JoinClassModal), { ssr: false });

/**
 * The join-class slot of the floating stack (spec §2, §4): the button, the modal it opens, and
 * home's join link, which opens the modal with its code. Joining needs an account (spec §6): a
 * guest is told so and sent to sign in, then brought back to the page they were on with the form
 * open (prefilled when they came by a join link).
 */
export function JoinClassButton() {
  const { t } = useTranslation('join-class');
  const router = useRouter();
  // The code the modal opens with; null while it is closed. A new key starts a fresh form.
  const [modal, setModal] = useState<{ code: string; key: number } | null>(null);

  // A guest is sent to sign in and brought back to this page with the form open (and the code).
  const open = (code: string) => {
    if (!hasSession()) {
      notify.info(t('loginRequired'));
      void router.push(paths.loginWithRedirect(withJoinClassRequest(router.asPath, code)));
      return;
    }
    setModal({ code, key: Date.now() });
  };

  useJoinClassLink(open);

  return (
    <>
      <FloatingButton onClick={() => open('')} label={t('button')} icon={<IconUserPlus size={24} />} tone="accent" />
      {modal && <JoinClassModal key={modal.key} initialCode={modal.code} onClose={() => setModal(null)} />}
    </>
  );
}
