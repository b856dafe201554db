/**
 * MR: choose all that apply, as many as `selectCount` ("Choose TWO", IELTS). Checkboxes; a pick
 * beyond the count is refused with a spoken message rather than silently replacing another.
 */
import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import type { PlayMultipleResponseQuestion } from '@contract/player';
import type { QuestionComponent, QuestionProps } from '../types';
import { choicesOf, reviewedValue } from './shared/answers';
import { isVisualOption, OptionContent } from './shared/option-content';
import { OptionList } from './shared/option-list';
import styles from './shared/question-ui.module.scss';

function MultipleResponseQuestion(props: QuestionProps) {
  const { t } = useTranslation('questions');
  const question = props.question as PlayMultipleResponseQuestion;
  const { readOnly = false, review, onChange, audio } = props;
  const statusId = useId();
  const [refused, setRefused] = useState(false);
  const chosen = choicesOf(readOnly ? reviewedValue(props.value, review) : props.value);
  const correct = review ? choicesOf(review.correctAnswer) : null;
  const count = Math.max(1, question.selectCount);
  const order = question.options.map((option) => option.id);

  function toggle(id: string, checked: boolean) {
    if (checked && !chosen.includes(id) && chosen.length >= count) {
      setRefused(true);
      return;
    }
    setRefused(false);
    const next = checked ? [...chosen, id] : chosen.filter((choice) => choice !== id);
    // Kept in option order so the saved answer does not depend on the order of clicks.
    const sorted = order.filter((optionId) => next.includes(optionId));
    onChange(sorted.length === 0 ? undefined : { choices: sorted });
  }

  return (
    <div className={styles.family} data-family="multiple-response">
      <p id={statusId} className={styles.helper}>
        {t('multipleResponse.instruction', { count })}{' '}
        <span className={styles.counter}>{t('multipleResponse.selected', { selected: chosen.length, count })}</span>
      </p>
      <OptionList
        kind="checkbox"
        label={t('multipleResponse.groupLabel', { number: question.number, count })}
        describedBy={statusId}
        layout={question.options.some(isVisualOption) ? 'grid' : 'list'}
        options={question.options.map((option) => ({
          id: option.id,
          letter: option.id,
          content: <OptionContent option={option} />,
          audio: option.audio,
        }))}
        selected={chosen}
        onToggle={toggle}
        readOnly={readOnly}
        correct={correct}
        audio={audio}
      />
      <p className={styles.liveMessage} role="status" aria-live="polite">
        {refused && !readOnly ? t('multipleResponse.limitReached', { count }) : ''}
      </p>
    </div>
  );
}

const MultipleResponse: QuestionComponent = MultipleResponseQuestion;
export default MultipleResponse;
