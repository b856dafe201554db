import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PlayerAnswer } from '@contract/player';
import { createIcon } from '@/components/ui/icons';
import { isAnswered, isNumbered, type LeafEntry } from '../structure';
import styles from './navigator.module.scss';

export interface NavigatorProps {
  entries: LeafEntry[];
  answers: Record<string, PlayerAnswer>;
  flags: string[];
  currentId: string | null;
  onSelect(questionId: string): void;
}

const IconCards = createIcon(
  'IconCards',
  <>
    <rect x="7" y="3" width="13" height="16" rx="2" />
    <path d="M4 7v12a2 2 0 0 0 2 2h10" />
  </>,
);

/**
 * Every question as a numbered button: answered, unanswered, flagged, current; any can be opened.
 * An unscored item (flashcards) has a card icon instead of a number and is not counted.
 */
export function Navigator({ entries, answers, flags, currentId, onSelect }: NavigatorProps) {
  const { t } = useTranslation('player');
  // The buttons are memoised and share one handler that never changes, so an answer or a move
  // re-renders the one or two buttons whose state changed instead of all of them: each button's
  // label takes several translations, and on a 100-question test redrawing every button made
  // each click visibly slower on a slow phone.
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  const select = useCallback((id: string) => onSelectRef.current(id), []);
  const flagged = useMemo(() => new Set(flags), [flags]);
  const scored = entries.filter((e) => isNumbered(e.question));
  const answered = scored.filter((e) => isAnswered(answers[e.question.id])).length;
  return (
    <nav className={styles.nav} aria-label={t('play.navigator.label')}>
      <p className={styles.summary}>{t('play.navigator.summary', { answered, total: scored.length })}</p>
      <ol className={styles.list}>
        {entries.map((entry) => {
          const id = entry.question.id;
          return (
            <NavigatorItem
              key={id}
              id={id}
              number={entry.question.number}
              done={isAnswered(answers[id])}
              flagged={flagged.has(id)}
              current={id === currentId}
              t={t}
              onSelect={select}
            />
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

interface NavigatorItemProps {
  id: string;
  number: number;
  done: boolean;
  flagged: boolean;
  current: boolean;
  /** The navigator's `t`: the same function until the language changes, so memo holds. */
  t: TFunction<'player'>;
  onSelect(questionId: string): void;
}

const NavigatorItem = memo(function NavigatorItem({
  id,
  number,
  done,
  flagged,
  current,
  t,
  onSelect,
}: NavigatorItemProps) {
  const unscored = number === 0;
  const states = [
    unscored ? t('play.navigator.notScored') : done ? t('play.navigator.answered') : t('play.navigator.unanswered'),
    flagged ? t('play.navigator.flagged') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        data-answered={(done && !unscored) || undefined}
        data-unscored={unscored || undefined}
        data-flagged={flagged || undefined}
        aria-current={current ? 'step' : undefined}
        aria-label={
          unscored ? t('play.navigator.unscoredItem', { states }) : t('play.navigator.item', { number, states })
        }
        onClick={() => onSelect(id)}
      >
        {unscored ? <IconCards size={20} /> : number}
      </button>
    </li>
  );
});
