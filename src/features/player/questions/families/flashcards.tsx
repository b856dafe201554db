/**
 * FC: a deck of vocabulary cards, one at a time. Click/tap or Space/Enter flips the card, ←/→
 * (on the card) or the buttons change cards. Never scored: the answer only remembers the cards
 * shown so far ({ seen }) so a reload resumes where the learner was. A card counts as seen once
 * it is on screen, so "card 3 of 3" never stands beside "0 of 3 seen".
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAnswer, PlayFlashcardQuestion, SeenAnswer } from '@contract/player';
import { IconChevronRight } from '@/components/ui/icons';
import { renderMarkers } from '@/lib/markers';
import { useTouchOrNarrow } from '@/lib/input-mode';
import { AudioPlayer } from '../../media/audio-player';
import type { QuestionComponent, QuestionProps } from '../types';
import styles from './flashcards.module.scss';

function seenOf(value: PlayerAnswer | null | undefined): string[] {
  if (!value || !('seen' in value) || !Array.isArray((value as SeenAnswer).seen)) return [];
  return (value as SeenAnswer).seen.filter((id): id is string => typeof id === 'string');
}

function FlashcardsQuestion(props: QuestionProps) {
  // A phone has no Space or arrow keys to press: it is told to tap and use the buttons.
  const touchOrNarrow = useTouchOrNarrow();
  const { t } = useTranslation('question-media');
  const question = props.question as PlayFlashcardQuestion;
  const { readOnly = false, review, onChange, audio, locale } = props;
  const seen = seenOf(readOnly ? (props.value ?? review?.userAnswer ?? undefined) : props.value);
  const cards = question.cards;
  const [index, setIndex] = useState(() => {
    // Resume at the first card not flipped yet.
    const first = cards.findIndex((card) => !seen.includes(card.id));
    return first === -1 ? 0 : first;
  });
  const [flipped, setFlipped] = useState(false);
  const card = cards[Math.min(index, cards.length - 1)];
  const cardId = card?.id;
  const alreadySeen = cardId === undefined || seen.includes(cardId);
  useEffect(() => {
    if (readOnly || alreadySeen || cardId === undefined) return;
    onChange({ seen: [...seen, cardId] });
    // Only a card coming on screen adds to the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cardId, readOnly, alreadySeen]);
  if (!card) return null;

  const english = locale.startsWith('en');
  const backLines = (english ? [card.back.en, card.back.vi] : [card.back.vi, card.back.en]).filter(Boolean);

  const go = (next: number) => {
    if (next < 0 || next >= cards.length) return;
    setIndex(next);
    setFlipped(false);
  };

  const flip = () => setFlipped(!flipped);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // The player's own ←/→ (previous/next question) must not fire while moving in the deck.
      event.preventDefault();
      event.stopPropagation();
      go(index + (event.key === 'ArrowRight' ? 1 : -1));
    }
  };

  return (
    <div className={styles.flashcards} data-family="flashcards" data-keep-arrows>
      <p className={styles.hint}>
        {t(touchOrNarrow ? 'flashcards.flipHintTouch' : 'flashcards.flipHint')} {t('flashcards.unscored')}
      </p>
      <section className={styles.deck} aria-label={t('flashcards.deck')} aria-roledescription="carousel">
        <p className={styles.counter} aria-live="polite">
          {t('flashcards.card', { index: index + 1, total: cards.length })}
        </p>
        <button
          type="button"
          className={styles.card}
          data-flipped={flipped || undefined}
          aria-pressed={flipped}
          aria-label={`${t('flashcards.flip')}: ${flipped ? t('flashcards.back') : t('flashcards.front')}`}
          onClick={flip}
          onKeyDown={onKeyDown}
        >
          {flipped ? (
            <span className={styles.face} data-side="back">
              <span className="visually-hidden">{t('flashcards.back')}: </span>
              {backLines.map((line, i) => (
                <span key={i} className={i === 0 ? styles.meaning : styles.meaningAlt}>
                  {renderMarkers(line)}
                </span>
              ))}
            </span>
          ) : (
            <span className={styles.face} data-side="front">
              <span className="visually-hidden">{t('flashcards.front')}: </span>
              {card.image && (
                // eslint-disable-next-line @next/next/no-img-element
                <img className={styles.image} src={card.image} alt="" />
              )}
              <span className={styles.word}>{renderMarkers(card.front)}</span>
            </span>
          )}
        </button>
        {card.audio && <AudioPlayer audio={card.audio} playback={audio} label={t('flashcards.listen')} />}
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.nav}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('flashcards.previous')}
          >
            <IconChevronRight size={20} className={styles.flipIcon} />
          </button>
          <span className={styles.seen}>{t('flashcards.seen', { count: seen.length, total: cards.length })}</span>
          <button
            type="button"
            className={styles.nav}
            onClick={() => go(index + 1)}
            disabled={index === cards.length - 1}
            aria-label={t('flashcards.next')}
          >
            <IconChevronRight size={20} />
          </button>
        </div>
      </section>
    </div>
  );
}

const Flashcards: QuestionComponent = FlashcardsQuestion;
export default Flashcards;
