import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_RULES } from '@contract/player';
import { createIcon } from '@/components/ui/icons';
import { formatClock } from '@/lib/format';
import styles from './timer.module.scss';

const IconClock = createIcon(
  'IconClock',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);

/** Remaining time from the server's deadline, corrected by the server clock offset. */
function remainingMs(deadline: string, offsetMs: number, now = Date.now()): number {
  return Math.max(0, Date.parse(deadline) - (now + offsetMs));
}

export interface TimerProps {
  deadline: string;
  offsetMs: number;
  /** Called once when the time reaches zero. */
  onExpire(): void;
}

/**
 * The countdown (spec §9): blue, turning orange under five minutes; announced to screen readers
 * only at the warning, not every second.
 */
export function Timer({ deadline, offsetMs, onExpire }: TimerProps) {
  const { t } = useTranslation('player');
  const [left, setLeft] = useState(() => remainingMs(deadline, offsetMs));
  const expiredRef = useRef(false);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    const tick = () => {
      const value = remainingMs(deadline, offsetMs);
      setLeft(value);
      if (value <= 0 && !expiredRef.current) {
        expiredRef.current = true;
        onExpireRef.current();
      }
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [deadline, offsetMs]);

  const warning = left < PLAYER_RULES.WARNING_MS;
  return (
    <div className={styles.timer} data-warning={warning || undefined} role="timer" aria-label={t('play.timer.label')}>
      <IconClock size={20} aria-hidden="true" />
      <span className={styles.value}>{formatClock(left)}</span>
      {warning && (
        <span className="visually-hidden" role="status">
          {t('play.timer.warning')}
        </span>
      )}
    </div>
  );
}
