import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useRef } from 'react';
import { showsFloatingButtons } from '@/config/paths';
import { useClearOfContent } from '../hooks/use-clear-of-content';
import { orderSlots, type FloatingSlot } from '../utils/slots';
import styles from './floating-buttons.module.scss';

export interface FloatingButtonsProps {
  slots: readonly FloatingSlot[];
  /** Lifts the stack above a chat bubble sitting in the same corner. */
  raised?: boolean;
}

/**
 * The fixed bottom-right stack of spec §2, on every page except the ones it names. On phones it
 * steps aside while a control of the page lies under it (see `useClearOfContent`).
 */
export function FloatingButtons({ slots, raised = false }: FloatingButtonsProps) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  const stack = useRef<HTMLElement>(null);
  const aside = useClearOfContent(stack);
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
    </aside>
  );
}
