import { isPracticeTestRoute } from '@/config/paths';

export interface ChatWidgetContext {
  /** Configured script URL; null or empty means the widget is off. */
  scriptUrl: string | null;
  pathname: string;
  isInternational: boolean;
}

/**
 * Spec §2: the customer-chat widget is off unless a script is configured, and never on the
 * practice-test routes or the international edition.
 */
export function shouldShowChatWidget({ scriptUrl, pathname, isInternational }: ChatWidgetContext): boolean {
  return Boolean(scriptUrl) && !isInternational && !isPracticeTestRoute(pathname);
}
