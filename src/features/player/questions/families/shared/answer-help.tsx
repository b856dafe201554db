import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconHelp } from '@/components/ui/icons';
import { useTouchOrNarrow } from '@/lib/input-mode';
import styles from './answer-help.module.scss';

export interface AnswerHelpProps {
  /** The id of the one-line hint, for the answer area's aria-describedby. */
  id?: string;
  /** How to answer by touch (a touch screen or a phone-sized window). */
  touch: string;
  /** How to answer with a mouse. */
  pointer: string;
  /** The details (more mouse moves, the keyboard) shown on request, one line each. */
  details: readonly string[];
}

/**
 * How to answer, for the input in use: one line for touch, or one line for the mouse with a
 * "How to answer" toggle that shows the mouse and keyboard details only when asked.
 */
export function AnswerHelp({ id, touch, pointer, details }: AnswerHelpProps) {
  const { t } = useTranslation('question-media');
  const touchOrNarrow = useTouchOrNarrow();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (touchOrNarrow) {
    return (
      <p id={id} className={styles.hint} data-input="touch">
        {touch}
      </p>
    );
  }
  return (
    <div className={styles.help}>
      <div className={styles.row}>
        <p id={id} className={styles.hint} data-input="pointer">
          {pointer}
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <IconHelp size={16} />
          {t('answerHelp.toggle')}
        </button>
      </div>
      <ul id={panelId} className={styles.details} hidden={!open}>
        {details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
