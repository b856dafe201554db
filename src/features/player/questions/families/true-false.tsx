/**
 * TF: a statement judged TRUE / FALSE, plus NOT GIVEN when the item has it (IELTS Reading,
 * Movers/Flyers yes/no). Same keyboard behaviour as the choice families: a native radio group.
 */
import { useTranslation } from 'next-i18next/pages';
import type { PlayTrueFalseQuestion, TrueFalseChoice } from '@contract/player';
import type { QuestionComponent, QuestionProps } from '../types';
import { choiceOf, reviewedValue } from './shared/answers';
import { OptionList } from './shared/option-list';
import styles from './shared/question-ui.module.scss';

const ORDER: TrueFalseChoice[] = ['TRUE', 'FALSE', 'NOT_GIVEN'];

function TrueFalseQuestion(props: QuestionProps) {
  const { t, i18n } = useTranslation('questions');
  const question = props.question as PlayTrueFalseQuestion;
  const { readOnly = false, review, onChange, audio } = props;
  const chosen = choiceOf(readOnly ? reviewedValue(props.value, review) : props.value);
  const correctChoice = review ? choiceOf(review.correctAnswer) : undefined;
  const choices = ORDER.filter((choice) => question.choices.includes(choice));
  // An exam's own words (TRUE / FALSE / NOT GIVEN, YES / NO / NOT GIVEN) stay as its instruction says them.
  const wording = question.wording;
  const choiceText = (choice: TrueFalseChoice) =>
    wording ? t(`trueFalse.exam.${wording}.${choice}`) : t(`trueFalse.${choice}`);
  const label = wording
    ? t('trueFalse.groupLabelExam', {
        number: question.number,
        choices: new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(choices.map(choiceText)),
      })
    : choices.length > 2
      ? t('trueFalse.groupLabel', { number: question.number })
      : t('trueFalse.groupLabelTwo', { number: question.number });

  return (
    <div className={styles.family} data-family="true-false">
      <OptionList
        kind="radio"
        label={label}
        layout="row"
        options={choices.map((choice) => ({
          id: choice,
          content: <span className={styles.optionText}>{choiceText(choice)}</span>,
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

const TrueFalse: QuestionComponent = TrueFalseQuestion;
export default TrueFalse;
