import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { IconChevronRight } from '@/components/ui/icons';
import { useClearOfContent } from '../hooks/use-clear-of-content';
import { showsFloatingButtons } from '../utils/route-rules';
import { orderSlots, type FloatingSlot } from '../utils/slots';
import styles from './floating-buttons.module.scss';

export interface FloatingButtonsProps {
  slots: readonly FloatingSlot[];
  /** Lifts the stack above a chat bubble sitting in the same corner. */
  raised?: boolean;
}

/** Scrolling this far after the edge tab was tapped lets the buttons step aside again. */
const SUMMON_SCROLL_PX = 24;

/**
 * The fixed bottom-right stack of spec §2, on every page except the ones it names. On phones it
 * steps aside while a control or a line of text of the page lies under it (see `useClearOfContent`), leaving a slim
 * tab in the page's right margin that brings it back.
 */
export function FloatingButtons({ slots, raised = false }: FloatingButtonsProps) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const stack = useRef<HTMLElement>(null);
  const covering = useClearOfContent(stack);
  // The edge tab brings the buttons back on request, on this page until it is scrolled.
  const [summonedOn, setSummonedOn] = useState<string | null>(null);
  const summoned = summonedOn === pathname;
  useEffect(() => {
    if (!summoned) return;
    const from = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - from) > SUMMON_SCROLL_PX) setSummonedOn(null);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [summoned]);
  const aside = covering && !summoned;
  if (!showsFloatingButtons(pathname)) return null;
  return (
    <aside
      ref={stack}
      className={styles.stack}
      aria-label={t('floatingButtons.label')}
      data-raised={raised || undefined}
      data-aside={aside || undefined}
    >
      {orderSlots(slots).map((slot) => (
        <div key={slot.id} className={styles.slot} data-slot={slot.id}>
          {slot.element}
        </div>
      ))}
      {aside && (
        <button
          type="button"
          className={styles.edgeTab}
          aria-label={t('floatingButtons.show')}
          onClick={() => {
            setSummonedOn(pathname);
            // The tab goes away: the focus moves on to the first button it brought back.
            requestAnimationFrame(() =>
              stack.current?.querySelector<HTMLElement>('[data-slot] a, [data-slot] button')?.focus(),
            );
          }}
        >
          <IconChevronRight size={16} />
        </button>
      )}
    </aside>
  );
}
