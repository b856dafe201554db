/**
 * FB1–FB8: typed gaps [[id]] in a text. Variants: FB1 sentences, FB2 word bank (type, or pick
 * a bank word and then its gap — click/tap or Enter, so nobody has to drag), FB3 word
 * formation (root word beside the gap), FB4 given letters, FB5 listen and fill, FB6 look and
 * write, FB7 sentence transformation (the original sentence is the stem; the new start holds
 * the gap), FB8 open cloze. Tab moves from gap to gap; each gap is named "question n, gap m".
 */
import { useTranslation } from 'next-i18next/pages';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { PlayFillBlankQuestion } from '@contract/player';
import type { QuestionComponent, QuestionProps } from '../types';
import { gapsAnswer, gapsOf, reviewedValue } from './shared/answers';
import { GappedText, splitGaps } from './shared/gapped-text';
import { CorrectAnswerNote, ReviewMark } from './shared/review-mark';
import styles from './shared/question-ui.module.scss';
import local from './fill-blank.module.scss';

/** The server takes up to 1000 characters a gap; no real gap needs more than this. */
const GAP_MAX_LENGTH = 200;

/**
 * A gap's size in characters (`ch`): at least the variant's base and the hint, and the answer
 * with room to spare, since letters like "w" and "m" are wider than the "0" that `ch` measures.
 * The stylesheet adds the padding on top and, where the browser can (`field-sizing: content`),
 * sizes the field to its text with this as the minimum, so an answer is never cut off.
 */
function gapChars(type: PlayFillBlankQuestion['type'], value: string, hint?: string): { min: number; chars: number } {
  const min = Math.max(type === 'FB7' ? 18 : 8, (hint?.length ?? 0) + 1);
  const chars = Math.min(60, Math.max(min, Math.ceil(value.length * 1.25) + 2));
  return { min, chars };
}

function gapStyle(type: PlayFillBlankQuestion['type'], value: string, hint?: string): CSSProperties {
  const { min, chars } = gapChars(type, value, hint);
  return { '--gap-min': min, '--gap-chars': chars } as CSSProperties;
}

const sameWord = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function FillBlankQuestion(props: QuestionProps) {
  const { t } = useTranslation('questions');
  const question = props.question as PlayFillBlankQuestion;
  const { readOnly = false, review, onChange } = props;
  const gaps = gapsOf(readOnly ? reviewedValue(props.value, review) : props.value);
  const bank = question.type === 'FB2' || question.bank?.length ? (question.bank ?? []) : [];
  const [picked, setPicked] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const gapNumber = (id: string) => question.gaps.findIndex((gap) => gap.id === id) + 1;
  const inText = new Set(
    question.text
      .split('\n')
      .flatMap(splitGaps)
      .flatMap((piece) => (piece.kind === 'gap' ? [piece.id] : [])),
  );
  // A gap the text forgot to place is still answerable, after the text.
  const orphanGaps = question.gaps.filter((gap) => !inText.has(gap.id));

  function setGap(id: string, text: string) {
    onChange(gapsAnswer({ ...gaps, [id]: text }));
  }

  function place(id: string) {
    if (readOnly || picked === null) return;
    setGap(id, picked);
    setStatus(t('gaps.bankPlaced', { word: picked, gap: gapNumber(id) }));
    setPicked(null);
  }

  function pick(word: string) {
    if (picked === word) {
      setPicked(null);
      setStatus('');
      return;
    }
    setPicked(word);
    setStatus(t('gaps.bankSelected', { word }));
  }

  function onGapKeyDown(id: string, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && picked !== null) {
      event.preventDefault();
      place(id);
    } else if (event.key === 'Escape' && picked !== null) {
      setPicked(null);
      setStatus('');
    }
  }

  function renderGap(id: string) {
    const gap = question.gaps.find((candidate) => candidate.id === id);
    if (!gap) return <span className={local.unknownGap}>[…]</span>;
    const value = gaps[id] ?? '';
    const number = gapNumber(id);
    const ok = review?.parts?.[id] ?? false;
    const accepted =
      review?.acceptedAnswers?.[id] ?? (review ? [gapsOf(review.correctAnswer)[id] ?? ''].filter(Boolean) : []);
    const label = gap.hint
      ? t('gaps.gapLabelHint', { number: question.number, gap: number, hint: gap.hint })
      : t('gaps.gapLabel', { number: question.number, gap: number });
    return (
      <span className={local.gap} data-review={review ? (ok ? 'right' : 'wrong') : undefined}>
        {gap.hint && question.type === 'FB4' && (
          <span className={local.letters} aria-hidden="true">
            {gap.hint}
          </span>
        )}
        <input
          className={local.input}
          type="text"
          value={value}
          aria-label={label}
          readOnly={readOnly}
          maxLength={GAP_MAX_LENGTH}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          data-target={picked !== null && !readOnly ? 'true' : undefined}
          style={gapStyle(question.type, value, gap.hint)}
          onChange={(event) => setGap(id, event.currentTarget.value)}
          onClick={() => place(id)}
          onKeyDown={(event) => onGapKeyDown(id, event)}
        />
        {gap.hint && question.type !== 'FB4' && (
          <span className={local.hint} aria-hidden="true">
            ({gap.hint})
          </span>
        )}
        {review && <ReviewMark ok={ok} />}
        {review && !ok && <CorrectAnswerNote answers={accepted} />}
      </span>
    );
  }

  return (
    <div className={styles.family} data-family="fill-blank" data-variant={question.type}>
      {bank.length > 0 && (
        <section className={local.bank} aria-label={t('gaps.bankTitle')}>
          <h3 className={local.bankTitle}>{t('gaps.bankTitle')}</h3>
          {!readOnly && <p className={styles.helper}>{t('gaps.bankHelp')}</p>}
          <ul className={local.bankWords}>
            {bank.map((word, index) => {
              const used = Object.values(gaps).some((text) => sameWord(text, word));
              return (
                <li key={`${word}-${index}`}>
                  <button
                    type="button"
                    className={local.bankWord}
                    aria-pressed={picked === word}
                    data-used={used || undefined}
                    disabled={readOnly}
                    onClick={() => pick(word)}
                    aria-label={used ? t('gaps.bankWordUsed', { word }) : word}
                  >
                    {word}
                  </button>
                </li>
              );
            })}
          </ul>
          {picked !== null && (
            <button type="button" className={styles.clearButton} onClick={() => pick(picked)}>
              {t('gaps.bankCancel')}
            </button>
          )}
        </section>
      )}
      {question.type === 'FB7' && <p className={local.caption}>{t('gaps.newSentence')}</p>}
      <GappedText text={question.text} renderGap={renderGap} />
      {orphanGaps.length > 0 && (
        <p className={local.orphans}>
          {orphanGaps.map((gap) => (
            <span key={gap.id}>{renderGap(gap.id)} </span>
          ))}
        </p>
      )}
      <p className={styles.liveMessage} role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

const FillBlank: QuestionComponent = FillBlankQuestion;
export default FillBlank;
