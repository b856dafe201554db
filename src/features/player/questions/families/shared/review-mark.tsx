import { useTranslation } from 'next-i18next/pages';
import { IconCheck, IconX } from '@/components/ui/icons';
import styles from './question-ui.module.scss';

/**
 * A right/wrong (or partly right) mark with its meaning in words for screen readers (colour is
 * never the only cue).
 */
export function ReviewMark({ ok, partial = false }: { ok: boolean; partial?: boolean }) {
  const { t } = useTranslation('questions');
  const state = ok ? 'true' : partial ? 'partial' : 'false';
  return (
    <span className={styles.mark} data-ok={state}>
      {ok || partial ? <IconCheck size={16} /> : <IconX size={16} />}
      <span className="visually-hidden">
        {ok ? t('review.correct') : partial ? t('review.partial') : t('review.incorrect')}
      </span>
    </span>
  );
}

/** "Correct answer: …" beside a part the learner got wrong (or left empty). */
export function CorrectAnswerNote({ answers }: { answers: string[] }) {
  const { t } = useTranslation('questions');
  if (answers.length === 0) return null;
  return (
    <span className={styles.correctNote}>
      <span className={styles.correctNoteLabel}>
        {answers.length > 1 ? t('review.acceptedAnswers') : t('review.correctAnswer')}:
      </span>{' '}
      {answers.join(' / ')}
    </span>
  );
}
