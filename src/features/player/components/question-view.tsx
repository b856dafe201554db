import dynamic from 'next/dynamic';
import { createElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAnswer, QuestionReviewDto } from '@contract/player';
import { Alert } from '@/components/ui/alert';
import { localized } from '@/components/unit-test/labels';
import { useSingleColumn } from '@/lib/input-mode';
import { renderMarkers } from '@/lib/markers';
import { AudioPlayer } from '../media/audio-player';
import { QuestionStem } from '../questions/families/shared/question-stem';
import { questionComponent } from '../questions/registry';
import type { AudioPlayback } from '../questions/types';
import type { LeafEntry } from '../structure';
import styles from './question-view.module.scss';

// The highlighter is only needed by tests with a passage.
const Passage = dynamic(() => import('../media/passage').then((m) => m.Passage), { ssr: false });

export interface QuestionViewProps {
  entry: LeafEntry;
  value: PlayerAnswer | undefined;
  onChange(value: PlayerAnswer | undefined): void;
  playback: AudioPlayback;
  attempt?: { id: number; secret: string | null };
  /** Review mode: answers are read-only and the outcome, explanation and transcripts show. */
  review?: QuestionReviewDto;
  /** Review: the transcripts of the group's and the section's recordings. */
  groupTranscript?: string | null;
  sectionTranscript?: string | null;
  /** Key prefix of the passage highlights (per attempt). */
  highlightScope: string;
}

/**
 * One question with everything around it: the section's and the group's recording or passage,
 * the question's own picture, recording and prompt, then the family component that answers it.
 *
 * The player keeps one QuestionView while the learner moves from question to question: the
 * context (recordings, passage) is keyed by what it shows, so a recording shared by several
 * questions keeps playing, and is not rewound or charged again, when the next one opens; the
 * question part is keyed by the question, so each question starts with fresh widget state.
 */
export function QuestionView({
  entry,
  value,
  onChange,
  playback,
  attempt,
  review,
  groupTranscript,
  sectionTranscript,
  highlightScope,
}: QuestionViewProps) {
  const { t, i18n } = useTranslation('player');
  const locale = i18n.language;
  const { question, group, section } = entry;
  const Family = questionComponent(question.type);
  const passage = group?.type === 'MIX' ? group.passage : (section.passage ?? null);
  const passageKey =
    group?.type === 'MIX' ? `${highlightScope}:${group.id}` : `${highlightScope}:section:${section.id}`;
  const groupInstruction = group?.instruction ? localized(group.instruction, locale) : '';
  const sectionInstruction = section.instruction ? localized(section.instruction, locale) : '';
  const pane = usePassagePane(passage ? passageKey : null);
  const questionLabel =
    question.number > 0 ? t('play.questionNumber', { number: question.number }) : t('play.unscoredTitle');
  const panelId = (name: string) => `${passageKey}:${name}`.replace(/[^A-Za-z0-9_-]/g, '-');

  return (
    <div className={styles.view} data-has-passage={passage ? true : undefined}>
      {pane.tabs && (
        <div className={styles.paneTabs} role="tablist" aria-label={t('play.passagePane.label')}>
          {(['passage', 'question'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={panelId(`${name}-tab`)}
              aria-selected={pane.shown === name}
              aria-controls={panelId(name)}
              className={styles.paneTab}
              onClick={() => pane.show(name)}
            >
              {name === 'passage' ? t('play.passagePane.passage') : questionLabel}
            </button>
          ))}
        </div>
      )}
      {(passage || section.audio || group) && (
        <div
          className={styles.context}
          {...(pane.tabs && {
            id: panelId('passage'),
            role: 'tabpanel',
            'aria-labelledby': panelId('passage-tab'),
            hidden: pane.shown !== 'passage',
          })}
        >
          {sectionInstruction && <p className={styles.instruction}>{sectionInstruction}</p>}
          {section.audio && (
            <AudioPlayer
              key={`section:${section.audio.id}`}
              audio={section.audio}
              playback={playback}
              label={t('play.sectionAudio')}
            />
          )}
          {sectionTranscript && <Transcript text={sectionTranscript} />}
          {section.image && <MediaImage src={section.image} alt={t('play.sectionImage')} />}
          {groupInstruction && <p className={styles.instruction}>{groupInstruction}</p>}
          {group?.type === 'LS' && (
            <AudioPlayer
              key={`group:${group.audio.id}`}
              audio={group.audio}
              playback={playback}
              label={t('play.groupAudio')}
            />
          )}
          {groupTranscript && <Transcript text={groupTranscript} />}
          {group?.image && <MediaImage src={group.image} alt={t('play.groupImage')} />}
          {group?.type === 'MIX' && group.title && <h3 className={styles.passageTitle}>{group.title}</h3>}
          {passage && <Passage key={passageKey} text={passage} highlightKey={passageKey} />}
          {pane.tabs && (
            <button type="button" className={styles.toQuestion} onClick={() => pane.show('question')}>
              {t('play.passagePane.toQuestion', { question: questionLabel })}
            </button>
          )}
        </div>
      )}

      <section
        key={question.id}
        className={styles.question}
        aria-labelledby={`q-${question.id}-title`}
        {...(pane.tabs && { id: panelId('question'), hidden: pane.shown !== 'question' })}
      >
        <h2 id={`q-${question.id}-title`} className={styles.number}>
          {questionLabel}
        </h2>
        <QuestionStem
          question={question}
          value={value ?? review?.userAnswer ?? undefined}
          audio={playback}
          locale={locale}
        />
        {Family ? (
          // The registry's components are module-level constants; createElement just picks one.
          createElement(Family, {
            question,
            value,
            onChange,
            readOnly: Boolean(review),
            review,
            audio: playback,
            attempt,
            locale,
          })
        ) : (
          <Alert variant="warning">{t('play.unknownType')}</Alert>
        )}
        {/* A writing task shows its model text itself, beside the student's own. */}
        {review && <ReviewNotes review={review} showSample={!question.type.startsWith('WR')} />}
      </section>
    </div>
  );
}

type Pane = 'passage' | 'question';

/**
 * One column (tablets, phones): a passage and its questions are two tabs, so a question is never
 * thousands of pixels under its text. A new passage opens on the text; moving between the
 * questions of the same passage stays on the question, and going back to the text returns to
 * where the reader left it. Side by side (wider screens) there are no tabs.
 */
function usePassagePane(passageKey: string | null) {
  const singleColumn = useSingleColumn();
  const [state, setState] = useState<{ key: string | null; shown: Pane }>({ key: passageKey, shown: 'passage' });
  const readingAt = useRef(new Map<string, number>());
  const shown: Pane = state.key === passageKey ? state.shown : 'passage';
  if (state.key !== passageKey) setState({ key: passageKey, shown: 'passage' });
  const show = (next: Pane) => {
    if (next === shown || passageKey === null) return;
    const stored = readingAt.current;
    if (shown === 'passage') stored.set(passageKey, window.scrollY);
    setState({ key: passageKey, shown: next });
    // After the switch has been drawn: the text where it was left, the question from its top.
    requestAnimationFrame(() => {
      const top = next === 'passage' ? (stored.get(passageKey) ?? null) : null;
      if (top !== null) window.scrollTo({ top });
    });
  };
  return { tabs: singleColumn && passageKey !== null, shown, show };
}

function MediaImage({ src, alt }: { src: string; alt: string }) {
  // Media comes from the API host with sizes unknown in advance: next/image cannot size it.
  // eslint-disable-next-line @next/next/no-img-element
  return <img className={styles.image} src={src} alt={alt} />;
}

/** Collapsed, it reads as a control: a chevron and what pressing it does. */
function Transcript({ text }: { text: string }) {
  const { t } = useTranslation('player');
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.transcript} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span className={styles.chevron} aria-hidden="true" />
        {open ? t('review.transcriptToggle.hide') : t('review.transcriptToggle.show')}
      </summary>
      <p>{renderMarkers(text)}</p>
    </details>
  );
}

function ReviewNotes({ review, showSample }: { review: QuestionReviewDto; showSample: boolean }) {
  const { t, i18n } = useTranslation('player');
  const explanation = localized(review.explanation, i18n.language).trim();
  return (
    <div className={styles.notes}>
      <p className={styles.outcome} data-outcome={review.outcome}>
        {t(`review.outcome.${review.outcome}`)}
        {/* Points only where they count: speaking and writing, answered or not, are outside the score. */}
        {review.inScore && review.maxPoints > 0 ? (
          <span className={styles.points}>
            {t('review.points', { earned: review.earnedPoints, max: review.maxPoints })}
          </span>
        ) : (
          review.outcome !== 'UNSCORED' && <span className={styles.points}>{t('review.outsideScore')}</span>
        )}
      </p>
      {review.transcript && <Transcript text={review.transcript} />}
      {showSample && review.sampleAnswer && (
        <div className={styles.note}>
          <h3>{t('review.sampleAnswer')}</h3>
          <p>{renderMarkers(review.sampleAnswer)}</p>
        </div>
      )}
      {explanation && (
        <div className={styles.note}>
          <h3>{t('review.explanation')}</h3>
          <p>{renderMarkers(explanation)}</p>
        </div>
      )}
    </div>
  );
}
