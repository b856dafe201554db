import dynamic from 'next/dynamic';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAnswer, QuestionReviewDto } from '@contract/player';
import { Alert } from '@/components/ui/alert';
import { localized } from '@/components/unit-test/labels';
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

  return (
    <div className={styles.view} data-has-passage={passage ? true : undefined}>
      {(passage || section.audio || group) && (
        <div className={styles.context}>
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
        </div>
      )}

      <section key={question.id} className={styles.question} aria-labelledby={`q-${question.id}-title`}>
        <h2 id={`q-${question.id}-title`} className={styles.number}>
          {question.number > 0 ? t('play.questionNumber', { number: question.number }) : t('play.unscoredTitle')}
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
