import { useTranslation } from 'react-i18next';
import type { PlayerAnswer } from '@contract/player';
import { isAnswered, type LeafEntry } from '../structure';
import styles from './navigator.module.scss';

export interface NavigatorProps {
  entries: LeafEntry[];
  answers: Record<string, PlayerAnswer>;
  flags: string[];
  currentId: string | null;
  onSelect(questionId: string): void;
}

/** Every question as a numbered button: answered, unanswered, flagged, current; any can be opened. */
export function Navigator({ entries, answers, flags, currentId, onSelect }: NavigatorProps) {
  const { t } = useTranslation('player');
  const answered = entries.filter((e) => isAnswered(answers[e.question.id])).length;
  return (
    <nav className={styles.nav} aria-label={t('play.navigator.label')}>
      <p className={styles.summary}>{t('play.navigator.summary', { answered, total: entries.length })}</p>
      <ol className={styles.list}>
        {entries.map((entry) => {
          const id = entry.question.id;
          const done = isAnswered(answers[id]);
          const flagged = flags.includes(id);
          const states = [
            done ? t('play.navigator.answered') : t('play.navigator.unanswered'),
            flagged ? t('play.navigator.flagged') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={id}>
              <button
                type="button"
                className={styles.item}
                data-answered={done || undefined}
                data-flagged={flagged || undefined}
                aria-current={id === currentId ? 'step' : undefined}
                aria-label={t('play.navigator.item', { number: entry.question.number, states })}
                onClick={() => onSelect(id)}
              >
                {entry.question.number}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className={styles.legend} aria-hidden="true">
        <li data-kind="answered">{t('play.navigator.answered')}</li>
        <li data-kind="unanswered">{t('play.navigator.unanswered')}</li>
        <li data-kind="flagged">{t('play.navigator.flagged')}</li>
      </ul>
    </nav>
  );
}
