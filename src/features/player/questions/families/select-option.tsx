/**
 * SO: a drop-down in each [[id]] gap of a passage (FCE/CAE Reading Part 1 multiple-choice
 * cloze). Native <select>, so touch gets the system picker and the keyboard the arrows.
 */
import { useTranslation } from 'next-i18next/pages';
import type { PlaySelectOptionQuestion } from '@contract/player';
import type { QuestionComponent, QuestionProps } from '../types';
import { gapsAnswer, gapsOf, reviewedValue } from './shared/answers';
import { GappedText } from './shared/gapped-text';
import { CorrectAnswerNote, ReviewMark } from './shared/review-mark';
import styles from './shared/question-ui.module.scss';
import local from './select-option.module.scss';

function SelectOptionQuestion(props: QuestionProps) {
  const { t } = useTranslation('questions');
  const question = props.question as PlaySelectOptionQuestion;
  const { readOnly = false, review, onChange } = props;
  const gaps = gapsOf(readOnly ? reviewedValue(props.value, review) : props.value);
  const correct = review ? gapsOf(review.correctAnswer) : {};

  function renderGap(id: string) {
    const index = question.gaps.findIndex((gap) => gap.id === id);
    const gap = question.gaps[index];
    if (!gap) return <span>[…]</span>;
    const value = gaps[id] ?? '';
    const ok = review?.parts?.[id] ?? false;
    return (
      <span className={local.gap} data-review={review ? (ok ? 'right' : 'wrong') : undefined}>
        <select
          className={local.select}
          value={value}
          aria-label={t('gaps.gapLabel', { number: question.number, gap: index + 1 })}
          disabled={readOnly}
          onChange={(event) => onChange(gapsAnswer({ ...gaps, [id]: event.currentTarget.value }))}
        >
          <option value="">{`${index + 1}. ${t('gaps.chooseOption')}`}</option>
          {gap.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        {review && <ReviewMark ok={ok} />}
        {review && !ok && correct[id] && <CorrectAnswerNote answers={[correct[id]]} />}
      </span>
    );
  }

  return (
    <div className={styles.family} data-family="select-option">
      <GappedText text={question.text} renderGap={renderGap} />
    </div>
  );
}

const SelectOption: QuestionComponent = SelectOptionQuestion;
export default SelectOption;
