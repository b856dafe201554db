/**
 * DS: dictation — listen (the player draws the recording with its play limit) and type what is
 * said, up to 500 characters. Review compares word by word: missing words and extra or wrong
 * ones are marked in text as well as colour.
 */
import { useTranslation } from 'next-i18next/pages';
import { Fragment, useId } from 'react';
import { PLAYER_RULES, type PlayDictationQuestion } from '@contract/player';
import type { QuestionComponent, QuestionProps } from '../types';
import { reviewedValue, textAnswer, textOf } from './shared/answers';
import { CorrectAnswerNote, ReviewMark } from './shared/review-mark';
import { diffWords } from './shared/word-diff';
import styles from './shared/question-ui.module.scss';
import local from './dictation.module.scss';

function DictationQuestion(props: QuestionProps) {
  const { t } = useTranslation('questions');
  const question = props.question as PlayDictationQuestion;
  const { readOnly = false, review, onChange } = props;
  const id = useId();
  const text = textOf(readOnly ? reviewedValue(props.value, review) : props.value);
  const max = question.maxLength > 0 ? question.maxLength : PLAYER_RULES.DICTATION_MAX_LENGTH;
  const expected = review ? textOf(review.correctAnswer) : '';
  const accepted = review?.acceptedAnswers?.text ?? (expected ? [expected] : []);
  const ok = review?.outcome === 'CORRECT';
  // Some words right: the box says so, as the outcome under it does ("partly right 0.33/1").
  const partial = review?.outcome === 'PARTIAL';

  return (
    <div className={styles.family} data-family="dictation">
      <label className={styles.fieldLabel} htmlFor={id}>
        {t('dictation.label')}
      </label>
      {!readOnly && (
        <p id={`${id}-help`} className={styles.helper}>
          {t('dictation.help')}
        </p>
      )}
      <div className={local.row} data-review={review ? (ok ? 'right' : partial ? 'partial' : 'wrong') : undefined}>
        <textarea
          id={id}
          className={local.textarea}
          value={text}
          rows={4}
          maxLength={max}
          readOnly={readOnly}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={readOnly ? `${id}-count` : `${id}-help ${id}-count`}
          onChange={(event) => onChange(textAnswer(event.currentTarget.value))}
        />
        {review && <ReviewMark ok={ok} partial={partial} />}
      </div>
      <p id={`${id}-count`} className={styles.counter}>
        {t('dictation.characters', { count: text.length, max })}
      </p>
      {review && !text && <p className={styles.helper}>{t('review.noAnswer')}</p>}
      {review && !ok && text && expected && (
        <div className={local.diff}>
          <p className={styles.fieldLabel}>{t('review.dictationDiff')}</p>
          <p className={local.diffText}>
            {diffWords(text, expected).map((part, index) => (
              <Fragment key={index}>
                {index > 0 && ' '}
                {part.kind === 'same' && <span>{part.word}</span>}
                {part.kind === 'extra' && (
                  <del className={local.extra} title={t('review.extraWord')}>
                    <span className="visually-hidden">{t('review.extraWord')}: </span>
                    {part.word}
                  </del>
                )}
                {part.kind === 'missing' && (
                  <ins className={local.missing} title={t('review.missingWord')}>
                    <span className="visually-hidden">{t('review.missingWord')}: </span>
                    {part.word}
                  </ins>
                )}
              </Fragment>
            ))}
          </p>
        </div>
      )}
      {review && !ok && <CorrectAnswerNote answers={accepted} />}
    </div>
  );
}

const Dictation: QuestionComponent = DictationQuestion;
export default Dictation;
