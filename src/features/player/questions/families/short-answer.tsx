/**
 * SA: a short typed answer (IELTS short-answer questions, Flyers "answer the questions"),
 * limited to the question's `maxLength`, with a character counter.
 */
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { PLAYER_RULES, type PlayShortAnswerQuestion } from '@contract/player';
import type { QuestionComponent, QuestionProps } from '../types';
import { reviewedValue, textAnswer, textOf } from './shared/answers';
import { CorrectAnswerNote, ReviewMark } from './shared/review-mark';
import styles from './shared/question-ui.module.scss';
import local from './short-answer.module.scss';

function ShortAnswerQuestion(props: QuestionProps) {
  const { t } = useTranslation('questions');
  const question = props.question as PlayShortAnswerQuestion;
  const { readOnly = false, review, onChange } = props;
  const id = useId();
  const text = textOf(readOnly ? reviewedValue(props.value, review) : props.value);
  const max = question.maxLength > 0 ? question.maxLength : PLAYER_RULES.SHORT_ANSWER_MAX_LENGTH;
  const ok = review?.outcome === 'CORRECT';
  const accepted = review?.acceptedAnswers?.text ?? (review ? [textOf(review.correctAnswer)].filter(Boolean) : []);

  return (
    <div className={styles.family} data-family="short-answer">
      <label className={styles.fieldLabel} htmlFor={id}>
        {t('shortAnswer.label')}
      </label>
      <div className={local.row} data-review={review ? (ok ? 'right' : 'wrong') : undefined}>
        <input
          id={id}
          className={local.input}
          type="text"
          value={text}
          maxLength={max}
          readOnly={readOnly}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={`${id}-count`}
          onChange={(event) => onChange(textAnswer(event.currentTarget.value))}
        />
        {review && <ReviewMark ok={ok} />}
      </div>
      <p id={`${id}-count`} className={styles.counter}>
        {t('shortAnswer.characters', { count: text.length, max })}
      </p>
      {review && !text && <p className={styles.helper}>{t('review.noAnswer')}</p>}
      {review && !ok && <CorrectAnswerNote answers={accepted} />}
    </div>
  );
}

const ShortAnswer: QuestionComponent = ShortAnswerQuestion;
export default ShortAnswer;
