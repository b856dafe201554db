import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { IconGift } from '@/components/ui/icons';
import { env } from '@/config/env';
import { FloatingButton } from '@/features/floating-buttons';
import { useProfile } from '@/lib/profile/api/profile';
import { useGiftClaimed } from '../utils/claimed';
import { ensureGiftStrings } from '../utils/strings';
import { showsGiftButton } from '../utils/visibility';

// The modal (and the dropdown it holds) loads only when someone opens it.
const GiftModal = dynamic(() => import('../lazy/gift-modal').then((m) => m.GiftModal), { ssr: false });

/**
 * The gift slot of the floating stack: shown only when spec §4 says, it opens the gift modal.
 * The shell loads it lazily, for signed-in visitors only (see `GiftSlot`).
 */
export function GiftButton() {
  const { i18n } = useTranslation();
  ensureGiftStrings(i18n);
  const { t } = useTranslation('gift');
  const { pathname } = useRouter();
  const { data: user } = useProfile();
  const claimed = useGiftClaimed();
  const [open, setOpen] = useState(false);
  const shown = showsGiftButton({ user, pathname, claimed, isInternational: env.isInternational });
  return (
    <>
      {shown && (
        <FloatingButton onClick={() => setOpen(true)} label={t('button')} icon={<IconGift size={24} />} tone="accent" />
      )}
      {open && <GiftModal onClose={() => setOpen(false)} />}
    </>
  );
}
