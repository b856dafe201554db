import { useRouter } from 'next/router';
import { env } from '@/config/env';
import { JoinClassButton } from '@/features/classes';
import { ChatWidget } from '@/features/chat-widget/chat-widget';
import { shouldShowChatWidget } from '@/features/chat-widget/chat-rule';
import { FloatingButtons, HelpButton, ScrollToTopButton, type FloatingSlot } from '@/features/floating-buttons';
import { PromoPopup } from '@/features/promo-popup/components/promo-popup';

/**
 * The floating stack's buttons. Gift and activation code add their slot here when their features
 * arrive; the stack orders them itself.
 */
const FLOATING_SLOTS: readonly FloatingSlot[] = [
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
