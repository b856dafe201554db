/**
 * The stem of a leaf question, variant-aware: instruction, picture, recording (AudioPlayer with
 * its play limit) and the prompt with markers, paragraphs and line breaks. MC5/MC11 blanks
 * ("___") show the chosen option in place (cloze and dialogue completion), MC11 speaker names
 * stand out, and MC8's underlined parts carry their letters, the chosen one highlighted.
 * The player draws it above the family component (the family draws only the answering part).
 */
import { useTranslation } from 'next-i18next/pages';
import { Fragment, type ReactNode } from 'react';
import type { PlayerAnswer, PlayLeafQuestion } from '@contract/player';
import { AudioPlayer } from '@/features/player/media/audio-player';
import { renderMarkers, stripMarkers } from '@/lib/markers';
import type { AudioPlayback } from '../../types';
import { choiceOf, pickLocalized } from './answers';
import styles from './question-ui.module.scss';

const BLANK = /_{3,}/g;
const ERROR_PART = /%u%(.+?)%u%\s*\(([A-Z])\)/g;
const SPEAKER = /^([\p{Lu}][\p{L} .'-]{0,30}):\s*(.*)$/u;

interface QuestionStemProps {
  question: PlayLeafQuestion;
  value: PlayerAnswer | undefined;
  audio: AudioPlayback;
  locale: string;
  /** Hide the recording when the group or section already plays it. */
  hideAudio?: boolean;
}

export function QuestionStem({ question, value, audio, locale, hideAudio = false }: QuestionStemProps) {
  const { t } = useTranslation('questions');
  const chosen = choiceOf(value);
  const chosenText =
    'options' in question && chosen
      ? stripMarkers(question.options.find((option) => option.id === chosen)?.text ?? '')
      : '';

  function blanks(text: string, key: string): ReactNode[] {
    return text.split(BLANK).map((piece, index) => (
      <Fragment key={`${key}-${index}`}>
        {index > 0 && (
          <span className={styles.blank} data-filled={chosenText ? 'true' : undefined}>
            {chosenText || <span className="visually-hidden">{t('stem.blank')}</span>}
          </span>
        )}
        {renderMarkers(piece)}
      </Fragment>
    ));
  }

  function errorParts(line: string, key: string): ReactNode[] {
    const nodes: ReactNode[] = [];
    let last = 0;
    for (const match of line.matchAll(ERROR_PART)) {
      const index = match.index ?? 0;
      if (index > last) nodes.push(...blanks(line.slice(last, index), `${key}-t${index}`));
      const letter = match[2] ?? '';
      nodes.push(
        <span key={`${key}-p${index}`} className={styles.errorPart} data-selected={chosen === letter || undefined}>
          <u>{renderMarkers(match[1] ?? '')}</u>
          <span className={styles.errorLetter} aria-label={t('stem.errorPart', { letter })}>
            {letter}
          </span>
        </span>,
      );
      last = index + match[0].length;
    }
    if (last < line.length) nodes.push(...blanks(line.slice(last), `${key}-t${last}`));
    return nodes;
  }

  function line(text: string, key: string): ReactNode {
    const speaker = question.type === 'MC11' ? SPEAKER.exec(text) : null;
    if (speaker) {
      return (
        <span className={styles.dialogueLine}>
          <strong className={styles.speaker}>{speaker[1]}:</strong> {errorParts(speaker[2] ?? '', key)}
        </span>
      );
    }
    return errorParts(text, key);
  }

  const prompt = question.prompt?.replace(/\r\n?/g, '\n');
  const instruction = pickLocalized(question.instruction, locale);

  return (
    <div className={styles.stem} data-variant={question.type}>
      {instruction && <p className={styles.instruction}>{instruction}</p>}
      {question.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.stemImage} src={question.image} alt={t('stem.imageAlt', { number: question.number })} />
      )}
      {question.audio && !hideAudio && (
        <AudioPlayer audio={question.audio} playback={audio} label={t('stem.listen', { number: question.number })} />
      )}
      {prompt && (
        <div className={styles.prompt}>
          {prompt.split(/\n{2,}/).map((paragraph, p) => (
            <p key={p}>
              {paragraph.split('\n').map((text, l) => (
                <Fragment key={l}>
                  {l > 0 && <br />}
                  {line(text, `${p}-${l}`)}
                </Fragment>
              ))}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
