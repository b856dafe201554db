/**
 * WR1: free writing in a word range (IELTS/VSTEP tasks, KET/PET e-mails). A text area with a
 * live word count counted the way the server counts; the range guides but never blocks, since
 * the teacher marks it. Review shows the text, its count, and the sample answer.
 */
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { PLAYER_RULES, type PlayWritingQuestion } from '@contract/player';
import type { QuestionComponent, QuestionProps } from '../types';
import { countWords, reviewedValue, textAnswer, textOf } from './shared/answers';
import styles from './shared/question-ui.module.scss';
import local from './writing.module.scss';

type RangeState = 'empty' | 'short' | 'within' | 'over';

function rangeState(words: number, min: number, max: number): RangeState {
  if (words === 0) return 'empty';
  if (min > 0 && words < min) return 'short';
  if (max > 0 && words > max) return 'over';
  return 'within';
}

function WritingQuestion(props: QuestionProps) {
  const { t } = useTranslation('questions');
  const question = props.question as PlayWritingQuestion;
  const { readOnly = false, review, onChange } = props;
  const id = useId();
  const text = textOf(readOnly ? reviewedValue(props.value, review) : props.value);
  const words = review?.wordCount ?? countWords(text);
  const { minWords: min, maxWords: max } = question;
  const state = rangeState(words, min, max);
  const fill = max > 0 ? Math.min(100, Math.round((words / max) * 100)) : 0;

  return (
    <div className={styles.family} data-family="writing">
      <label className={styles.fieldLabel} htmlFor={id}>
        {t('writing.label')}
      </label>
      <textarea
        id={id}
        className={local.textarea}
        value={text}
        rows={readOnly ? 8 : 12}
        maxLength={PLAYER_RULES.TEXT_ANSWER_MAX_LENGTH}
        readOnly={readOnly}
        aria-describedby={`${id}-count ${id}-range`}
        onChange={(event) => onChange(textAnswer(event.currentTarget.value))}
      />
      <div className={local.meter} data-state={state}>
        <div className={local.bar} aria-hidden="true">
          <span className={local.barFill} style={{ width: `${fill}%` }} />
          {min > 0 && max > 0 && (
            <span className={local.barMin} style={{ left: `${Math.round((min / max) * 100)}%` }} />
          )}
        </div>
        <p className={local.counts}>
          <strong id={`${id}-count`} className={local.count}>
            {t('writing.words', { count: words })}
          </strong>
          <span id={`${id}-range`} className={styles.counter}>
            {t('writing.range', { min, max })}
          </span>
        </p>
        {!readOnly && state === 'short' && (
          <p className={local.note}>{t('writing.needMore', { count: min - words })}</p>
        )}
        <p className={local.note} role="status" aria-live="polite">
          {state === 'over'
            ? t('writing.tooMany', { count: words - max })
            : state === 'within' && !readOnly
              ? t('writing.withinRange')
              : ''}
        </p>
      </div>
      {review && (
        <>
          {!text && <p className={styles.helper}>{t('review.noAnswer')}</p>}
          {text && review.outcome === 'PENDING_REVIEW' && <p className={styles.helper}>{t('writing.pendingReview')}</p>}
          {review.sampleAnswer && (
            <section className={local.sample} aria-labelledby={`${id}-sample`}>
              <h3 id={`${id}-sample`} className={styles.fieldLabel}>
                {t('writing.sampleAnswer')}
              </h3>
              <p className={local.sampleText}>{review.sampleAnswer}</p>
            </section>
          )}
        </>
      )}
    </div>
  );
}

const Writing: QuestionComponent = WritingQuestion;
export default Writing;
