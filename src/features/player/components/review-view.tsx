import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewLeafQuestion, ReviewListeningGroup, ReviewSectionDto } from '@contract/player';
import { Button } from '@/components/ui/button';
import { localized } from '@/components/unit-test/labels';
import type { AudioPlayback } from '../questions/types';
import { flattenSections, type LeafEntry } from '../structure';
import { QuestionView } from './question-view';
import styles from './review-view.module.scss';

const ReportQuestionDialog = dynamic(
  () => import('../lazy/report-question-dialog').then((m) => m.ReportQuestionDialog),
  { ssr: false },
);

const WRONG = new Set(['INCORRECT', 'PARTIAL', 'UNANSWERED']);

/** Review plays recordings freely: the attempt is over, nothing is counted. */
const FREE_PLAYBACK: AudioPlayback = {
  requestPlay: () => Promise.resolve(true),
  playsUsed: () => 0,
  unlimited: true,
};

export interface ReviewViewProps {
  sections: ReviewSectionDto[];
  title: string;
  resultId: number;
  /** The test of the result: a reported question names it. */
  unitTestId: number;
  onBack(): void;
}

/** Every question with the learner's answer, the correct one, the explanation and transcripts. */
export function ReviewView({ sections, title, resultId, unitTestId, onBack }: ReviewViewProps) {
  const { t, i18n } = useTranslation('player');
  const { t: tReport } = useTranslation('notifications');
  const [wrongOnly, setWrongOnly] = useState(false);
  const [reporting, setReporting] = useState<number | null>(null);
  const entries = useMemo(() => flattenSections(sections), [sections]);
  const shown = entries.filter((e) => !wrongOnly || WRONG.has(review(e).outcome));

  return (
    <section className={styles.review} aria-labelledby="player-review-title">
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{t('review.eyebrow')}</p>
          <h1 id="player-review-title" className={styles.title}>
            {title}
          </h1>
        </div>
        <div className={styles.tools}>
          <label className={styles.filter}>
            <input type="checkbox" checked={wrongOnly} onChange={(e) => setWrongOnly(e.target.checked)} />
            {t('review.wrongOnly')}
          </label>
          <Button variant="outline" size="medium" onClick={onBack}>
            {t('review.back')}
          </Button>
        </div>
      </header>

      <p role="status" className={styles.count}>
        {/* Flashcard decks are not questions (the test's own count leaves them out too). */}
        {t('review.count', { count: shown.filter((entry) => entry.question.type !== 'FC').length })}
      </p>

      {shown.length === 0 ? (
        <p className={styles.empty}>{t('review.noneWrong')}</p>
      ) : (
        <ol className={styles.list}>
          {shown.map((entry, i) => {
            const previous = shown[i - 1];
            const newSection = !previous || previous.sectionIndex !== entry.sectionIndex;
            const sameGroup = Boolean(entry.group && previous?.group?.id === entry.group.id);
            const section = entry.section as unknown as ReviewSectionDto;
            const group = entry.group as unknown as ReviewListeningGroup | null;
            return (
              <li key={entry.question.id} className={styles.item}>
                {newSection && <h2 className={styles.sectionTitle}>{localized(section.title, i18n.language)}</h2>}
                <QuestionView
                  entry={withContextOnce(entry, newSection, sameGroup)}
                  value={review(entry).userAnswer ?? undefined}
                  onChange={() => undefined}
                  playback={FREE_PLAYBACK}
                  review={review(entry)}
                  groupTranscript={!sameGroup && group?.type === 'LS' ? group.transcript : null}
                  sectionTranscript={newSection ? section.transcript : null}
                  highlightScope={`result:${resultId}`}
                />
                {entry.question.number > 0 && (
                  <div className={styles.report}>
                    <Button
                      variant="ghost"
                      size="small"
                      aria-label={tReport('report.openOf', { number: entry.question.number })}
                      onClick={() => setReporting(entry.question.number)}
                    >
                      {tReport('report.open')}
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {reporting !== null && (
        <ReportQuestionDialog
          unitTestId={unitTestId}
          questionNumber={reporting}
          resultId={resultId}
          onClose={() => setReporting(null)}
        />
      )}
    </section>
  );
}

/** The section's and group's recording and passage show once, above their first question. */
function withContextOnce(entry: LeafEntry, newSection: boolean, sameGroup: boolean): LeafEntry {
  const section = newSection
    ? entry.section
    : { ...entry.section, audio: undefined, passage: undefined, image: undefined, instruction: undefined };
  return { ...entry, section, group: sameGroup ? null : entry.group };
}

/** Review sections are flattened with the play helpers, so each entry's question is a review question. */
function review(entry: LeafEntry) {
  return (entry.question as unknown as ReviewLeafQuestion).review;
}
