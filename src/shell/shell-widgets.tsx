import { useRouter } from 'next/router';
import { env } from '@/config/env';
import { ChatWidget } from '@/features/chat-widget/chat-widget';
import { shouldShowChatWidget } from '@/features/chat-widget/chat-rule';
import { FloatingButtons } from '@/features/floating-buttons/components/floating-buttons';
import { HelpButton } from '@/features/floating-buttons/components/help-button';
import { ScrollToTopButton } from '@/features/floating-buttons/components/scroll-to-top-button';
import type { FloatingSlot } from '@/features/floating-buttons/utils/slots';
import { PromoPopup } from '@/features/promo-popup/components/promo-popup';

/**
 * The floating stack's buttons. Gift, activation code and join-class add their slot here when
 * their features arrive; the stack orders them itself.
 */
const FLOATING_SLOTS: readonly FloatingSlot[] = [
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
