import { useRouter } from 'next/router';
import Script from 'next/script';
import { useEffect, useRef, useState } from 'react';
import { env } from '@/config/env';
import { shouldShowChatWidget } from './chat-rule';
import { WidgetNodes } from './widget-nodes';

export interface ChatWidgetProps {
  /** Defaults to NEXT_PUBLIC_CHAT_WIDGET_URL (empty: no widget). */
  scriptUrl?: string | null;
  isInternational?: boolean;
}

/**
 * The customer-service chat slot: loads the configured script once the page is idle, only on
 * pages where chat is allowed, and hides the widget again on pages where it is not.
 */
export function ChatWidget({ scriptUrl = env.chatWidgetUrl, isInternational = env.isInternational }: ChatWidgetProps) {
  const { pathname } = useRouter();
  const allowed = shouldShowChatWidget({ scriptUrl, pathname, isInternational });
  const nodes = useRef<WidgetNodes | null>(null);
  // Once requested the script stays: it cannot be unloaded, only hidden.
  const [requested, setRequested] = useState(allowed);
  if (allowed && !requested) setRequested(true);

  useEffect(() => {
    if (!requested) return;
    nodes.current ??= new WidgetNodes();
    nodes.current.watch();
  }, [requested]);

  useEffect(() => {
    nodes.current?.setHidden(!allowed);
  }, [allowed, requested]);

  useEffect(() => () => nodes.current?.stop(), []);

  if (!requested || !scriptUrl) return null;
  return <Script id="customer-chat-widget" src={scriptUrl} strategy="lazyOnload" />;
}
