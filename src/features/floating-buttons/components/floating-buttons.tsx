import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { showsFloatingButtons } from '../utils/route-rules';
import { orderSlots, type FloatingSlot } from '../utils/slots';
import styles from './floating-buttons.module.scss';

export interface FloatingButtonsProps {
  slots: readonly FloatingSlot[];
  /** Lifts the stack above a chat bubble sitting in the same corner. */
  raised?: boolean;
}

/** The fixed bottom-right stack of spec §2, on every page except the ones it names. */
export function FloatingButtons({ slots, raised = false }: FloatingButtonsProps) {
  const { t } = useTranslation('common');
  const { pathname } = useRouter();
  if (!showsFloatingButtons(pathname)) return null;
  return (
    <aside className={styles.stack} aria-label={t('floatingButtons.label')} data-raised={raised || undefined}>
      {orderSlots(slots).map((slot) => (
        <div key={slot.id} className={styles.slot} data-slot={slot.id}>
          {slot.element}
        </div>
      ))}
    </aside>
  );
}
