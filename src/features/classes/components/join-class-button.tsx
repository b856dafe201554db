import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { FloatingButton } from '@/features/floating-buttons';
import { paths } from '@/config/paths';
import { hasSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useJoinClassLink } from '../hooks/use-join-class-link';
import { IconUserPlus } from './classes-icons';

// The form (react-hook-form, yup) loads only when someone opens it.
const loadModal = () => import('../lazy/join-class-modal');
const JoinClassModal = dynamic(() => loadModal().then((m) => m.JoinClassModal), { ssr: false });

/**
 * The join-class slot of the floating stack (spec §2, §4): the button, the modal it opens, and
 * home's join link, which opens the modal with its code. Joining needs an account (spec §6): a
 * guest is told so and sent to sign in — from a join link, back to that link afterwards.
 */
export function JoinClassButton() {
  const { t } = useTranslation('join-class');
  const router = useRouter();
  // The code the modal opens with; null while it is closed. A new key starts a fresh form.
  const [modal, setModal] = useState<{ code: string; key: number } | null>(null);

  const open = (code: string, comeBackTo: string) => {
    if (!hasSession()) {
      notify.info(t('loginRequired'));
      void router.push(comeBackTo === paths.home ? paths.auth : paths.loginWithRedirect(comeBackTo));
      return;
    }
    setModal({ code, key: Date.now() });
  };

  useJoinClassLink((code) => open(code, paths.homeWithJoinClass(code)));

  return (
    <>
      <FloatingButton
        onClick={() => open('', paths.home)}
        label={t('button')}
        icon={<IconUserPlus size={24} />}
        tone="accent"
      />
      {modal && <JoinClassModal key={modal.key} initialCode={modal.code} onClose={() => setModal(null)} />}
    </>
  );
}
