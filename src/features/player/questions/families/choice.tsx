/**
 * MC1–MC11: one answer from lettered options. The variants differ in what the stem and the
 * options carry (docs/question-types.md): text (MC1, MC5 cloze, MC9/MC10 meaning, MC11
 * dialogue replies), pictures, colours or shapes (MC2, young-learner MC1), audio options,
 * underlined sounds (MC6, %u% markers), words for stress (MC7) and the underlined parts of a
 * sentence (MC8). The stem itself is drawn by the player (see shared/question-stem.tsx).
 */
import { useTranslation } from 'next-i18next/pages';
import type { PlayChoiceQuestion } from '@contract/player';
import type { QuestionComponent, QuestionProps } from '../types';
import { choiceOf, reviewedValue } from './shared/answers';
import { isVisualOption, OptionContent } from './shared/option-content';
import { OptionList } from './shared/option-list';
import styles from './shared/question-ui.module.scss';

function ChoiceQuestion(props: QuestionProps) {
  const { t } = useTranslation('questions');
  const question = props.question as PlayChoiceQuestion;
  const { readOnly = false, review, onChange, audio } = props;
  const chosen = choiceOf(readOnly ? reviewedValue(props.value, review) : props.value);
  const correctChoice = review ? choiceOf(review.correctAnswer) : undefined;
  const visual = question.options.some(isVisualOption);

  return (
    <div className={styles.family} data-family="choice" data-variant={question.type}>
      <OptionList
        kind="radio"
        label={t('choice.groupLabel', { number: question.number })}
        layout={visual ? 'grid' : 'list'}
        options={question.options.map((option) => ({
          id: option.id,
          letter: option.id,
          content: <OptionContent option={option} />,
          audio: option.audio,
        }))}
        selected={chosen ? [chosen] : []}
        onToggle={(id) => onChange({ choice: id })}
        readOnly={readOnly}
        correct={review ? (correctChoice ? [correctChoice] : []) : null}
        audio={audio}
      />
      {!readOnly && chosen && (
        <button type="button" className={styles.clearButton} onClick={() => onChange(undefined)}>
          {t('choice.clear')}
        </button>
      )}
    </div>
  );
}

const Choice: QuestionComponent = ChoiceQuestion;
export default Choice;
