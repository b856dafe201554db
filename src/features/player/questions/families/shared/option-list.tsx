/**
 * The answer list of the choice families (MC, TF, MR): native radios or checkboxes (Tab into the
 * group, Space chooses), each option a large card (≥ 44 px) with its letter. An arrow key never
 * changes the answer: ↑/↓ move the focus from option to option without choosing (a native radio
 * group would choose as it moves), and ←/→ are the player's previous/next question keys. In
 * review the learner's pick is marked right or wrong and the correct option is named.
 */
import { useTranslation } from 'next-i18next/pages';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { PlayAudioRef } from '@contract/player';
import { AudioPlayer } from '@/features/player/media/audio-player';
import type { AudioPlayback } from '../../types';
import { ReviewMark } from './review-mark';
import styles from './question-ui.module.scss';

interface ListOption {
  id: string;
  /** Letter badge (A, B…); omitted for TRUE/FALSE. */
  letter?: string;
  content: ReactNode;
  audio?: PlayAudioRef;
}

interface OptionListProps {
  kind: 'radio' | 'checkbox';
  /** Accessible name of the group. */
  label: string;
  options: ListOption[];
  selected: string[];
  onToggle(id: string, checked: boolean): void;
  layout?: 'list' | 'grid' | 'row';
  readOnly?: boolean;
  /** Review: the right option ids (null when not reviewing). */
  correct?: string[] | null;
  audio: AudioPlayback;
  /** Extra text tied to the group (e.g. "Choose TWO"). */
  describedBy?: string;
}

export function OptionList({
  kind,
  label,
  options,
  selected,
  onToggle,
  layout = 'list',
  readOnly = false,
  correct = null,
  audio,
  describedBy,
}: OptionListProps) {
  const { t } = useTranslation('questions');
  const name = useId();
  const reviewing = correct !== null;

  /** ↑/↓ move the focus to the previous/next option and leave the answer as it is. */
  function onOptionKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const fieldset = event.currentTarget.closest('fieldset');
    const inputs = Array.from(fieldset?.querySelectorAll('input') ?? []).filter((input) => input.name === name);
    const index = inputs.indexOf(event.currentTarget);
    inputs[index + step]?.focus();
  }

  return (
    <fieldset className={styles.optionGroup} aria-describedby={describedBy}>
      <legend className="visually-hidden">{label}</legend>
      <div className={styles.options} data-layout={layout}>
        {options.map((option) => {
          const isSelected = selected.includes(option.id);
          const isCorrect = reviewing && correct.includes(option.id);
          const state = !reviewing
            ? undefined
            : isSelected
              ? isCorrect
                ? 'right'
                : 'wrong'
              : isCorrect
                ? 'missed'
                : undefined;
          return (
            <div key={option.id} className={styles.optionRow} data-layout={layout}>
              <label className={styles.option} data-selected={isSelected} data-review={state}>
                <input
                  className={styles.optionInput}
                  type={kind}
                  name={name}
                  value={option.id}
                  checked={isSelected}
                  disabled={readOnly}
                  onChange={(event) => onToggle(option.id, event.currentTarget.checked)}
                  onKeyDown={onOptionKeyDown}
                />
                <span className={styles.optionControl} aria-hidden="true" data-kind={kind} />
                {option.letter && <span className={styles.optionLetter}>{option.letter}</span>}
                {/* Keeps the letter and the text apart in the spoken name; flex hides it. */} {option.content}
                {state === 'right' && <ReviewMark ok />}
                {state === 'wrong' && <ReviewMark ok={false} />}
                {reviewing && isSelected && <span className="visually-hidden">{t('review.yourChoice')}</span>}
                {isCorrect && <span className={styles.correctBadge}>{t('review.correctAnswer')}</span>}
              </label>
              {option.audio && (
                <AudioPlayer
                  audio={option.audio}
                  playback={audio}
                  label={t('choice.listenOption', { letter: option.letter ?? option.id })}
                />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
