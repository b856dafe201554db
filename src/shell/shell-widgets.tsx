import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { env } from '@/config/env';
import { ActivationButton } from '@/features/activation';
import { JoinClassButton } from '@/features/classes';
import { ChatWidget } from '@/features/chat-widget/chat-widget';
import { shouldShowChatWidget } from '@/features/chat-widget/chat-rule';
import { FloatingButtons, HelpButton, ScrollToTopButton, type FloatingSlot } from '@/features/floating-buttons';
import { PromoPopup } from '@/features/promo-popup/components/promo-popup';
import { useHasSession } from '@/lib/current-user';

// The gift button (and its strings) is fetched only for a signed-in visitor of the standard edition:
// guests never see it, so it stays out of every page's first load.
const GiftButton = dynamic(() => import('@/features/gift').then((m) => m.GiftButton), { ssr: false });

function GiftSlot() {
  const signedIn = useHasSession();
  return signedIn && !env.isInternational ? <GiftButton /> : null;
}

/**
 * The floating stack's buttons; the stack orders them itself.
 */
const FLOATING_SLOTS: readonly FloatingSlot[] = [
  { id: 'gift', element: <GiftSlot /> },
  { id: 'activationCode', element: <ActivationButton /> },
  { id: 'joinClass', element: <JoinClassButton /> },
  { id: 'help', element: <HelpButton /> },
  { id: 'scrollToTop', element: <ScrollToTopButton /> },
];

/** What floats over every page: the button stack, the promotional popup and the chat widget. */
export function ShellWidgets() {
  const { pathname } = useRouter();
  const chatShown = shouldShowChatWidget({
    scriptUrl: env.chatWidgetUrl,
    pathname,
    isInternational: env.isInternational,
  });
  return (
    <>
      <FloatingButtons slots={FLOATING_SLOTS} raised={chatShown} />
      <PromoPopup />
      <ChatWidget />
    </>
  );
}
