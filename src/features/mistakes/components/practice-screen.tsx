import type { CheckMistakeDto, MistakeItemDto } from '@contract/mistakes';
import { MISTAKES_RULES } from '@contract/mistakes-rules';
import type { PlayerAnswer, PlayLeafQuestion } from '@contract/player';
import { isAnswered } from '@contract/player';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { QuestionView, type AudioPlayback, type LeafEntry } from '@/features/player/lazy/question-view';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useProfile } from '@/lib/profile/api/profile';
import { useCheckMistake } from '../api/check';
import { useStartPractice } from '../api/practice';
import { useMistakesSummary } from '../api/summary';
import styles from './practice-screen.module.scss';

/** Practice plays recordings freely: nothing is being measured. */
const FREE_PLAYBACK: AudioPlayback = {
  requestPlay: () => Promise.resolve(true),
  playsUsed: () => 0,
  unlimited: true,
};

/** The one question of an item, in the shape the player's question view takes, numbered in the round. */
function entryOf(item: MistakeItemDto, number: number): LeafEntry | null {
  const { section } = item;
  const [first] = section.questions;
  if (!first) return null;
  const group = first.type === 'LS' || first.type === 'MIX' ? first : null;
  const question: PlayLeafQuestion | undefined = group ? group.items[0] : (first as PlayLeafQuestion);
  if (!question) return null;
  return { question: { ...question, number }, group, section, sectionIndex: 0 };
}

/**
 * A round of "Practise my mistakes": the questions of the review set due today, one at a time in
 * the player's own question view. Each answer is checked on the server, which answers the correct
 * answer and explanation only then, and where the question stands (left the set, right today, back
 * to zero). The round ends on a summary and a way to start another.
 */
export function PracticeScreen() {
  const { t } = useTranslation('mistakes-practice');
  const { data: user, isLoading } = useProfile();
  const isStudent = user?.roleCode === 'STUDENT';

  if (!user) {
    return (
      <Frame>
        {isLoading && (
          <p role="status" className={styles.muted}>
            {t('practice.starting')}
          </p>
        )}
      </Frame>
    );
  }
  if (!isStudent) {
    return (
      <Frame>
        <Alert variant="info">{t('practice.studentsOnly')}</Alert>
      </Frame>
    );
  }
  return <Round />;
}

function Frame({ children, subtitle }: { children: ReactNode; subtitle?: boolean }) {
  const { t } = useTranslation('mistakes-practice');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('practice.title')}</h1>
        {subtitle && <p className={styles.muted}>{t('practice.subtitle', { size: MISTAKES_RULES.ROUND_SIZE })}</p>}
      </header>
      {children}
    </div>
  );
}

interface Answered {
  status: CheckMistakeDto['status'];
  right: boolean;
}

function Round() {
  const { t } = useTranslation('mistakes-practice');
  const { t: tCommon } = useTranslation('common');
  const { trigger, data: round, error, isMutating } = useStartPractice();
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Answered[]>([]);
  const started = useRef(false);

  const start = () => {
    setIndex(0);
    setResults([]);
    void trigger();
  };

  useEffect(() => {
    // Once per visit: the round is server state, never restarted by a re-render.
    if (started.current) return;
    started.current = true;
    void trigger();
  }, [trigger]);

  if (error && !isMutating) {
    return (
      <Frame>
        <Alert variant="error" title={t('practice.startError')}>
          <p>{apiErrorMessage(tCommon, error)}</p>
          <Button size="medium" variant="outline" onClick={start}>
            {t('practice.retry')}
          </Button>
        </Alert>
      </Frame>
    );
  }
  if (!round || isMutating) {
    return (
      <Frame>
        <p role="status" className={styles.muted}>
          {t('practice.starting')}
        </p>
      </Frame>
    );
  }
  if (round.items.length === 0) {
    return (
      <Frame>
        {round.summary.count === 0 ? (
          <EmptyState
            title={t('practice.empty.title')}
            text={t('practice.empty.text')}
            action={
              <Button href={paths.explore} size="medium">
                {t('practice.empty.cta')}
              </Button>
            }
          />
        ) : (
          <EmptyState
            title={t('practice.doneToday.title')}
            text={t('practice.doneToday.text', { count: round.summary.count })}
            action={
              <Button href={paths.home} size="medium">
                {t('practice.doneToday.cta')}
              </Button>
            }
          />
        )}
      </Frame>
    );
  }
  if (index >= round.items.length) {
    return <Summary results={results} onAgain={start} />;
  }
  const item = round.items[index];
  if (!item) return null;
  return (
    <Frame subtitle>
      <Question
        key={item.id}
        item={item}
        number={index + 1}
        total={round.items.length}
        onChecked={(answered) => setResults((previous) => [...previous, answered])}
        onNext={() => setIndex((current) => current + 1)}
      />
    </Frame>
  );
}

interface QuestionProps {
  item: MistakeItemDto;
  number: number;
  total: number;
  onChecked(answered: Answered): void;
  onNext(): void;
}

function Question({ item, number, total, onChecked, onNext }: QuestionProps) {
  const { t, i18n } = useTranslation('mistakes-practice');
  const { t: tCommon } = useTranslation('common');
  const checkMistake = useCheckMistake();
  const [value, setValue] = useState<PlayerAnswer | undefined>(undefined);
  const [checked, setChecked] = useState<CheckMistakeDto | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [hint, setHint] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const entry = entryOf(item, number);
  const title = i18n.language === 'en' && item.unitTest.nameEn ? item.unitTest.nameEn : item.unitTest.name;
  const last = number === total;

  useEffect(() => {
    if (checked) feedbackRef.current?.focus();
  }, [checked]);

  const check = async () => {
    if (!isAnswered(value) || !value) {
      setHint(true);
      return;
    }
    setHint(false);
    setChecking(true);
    setFailure(null);
    try {
      const answer = await checkMistake(item.id, value);
      setChecked(answer);
      onChecked({ status: answer.status, right: answer.review.outcome === 'CORRECT' });
    } catch (error) {
      setFailure(error);
    } finally {
      setChecking(false);
    }
  };

  if (!entry) return null;
  const own = t('apiErrors', { returnObjects: true }) as Record<string, string>;
  return (
    <article className={styles.round} aria-label={t('practice.progress', { current: number, total })}>
      <div className={styles.meta}>
        <p className={styles.progressText}>{t('practice.progress', { current: number, total })}</p>
        <progress className={styles.progress} max={total} value={number - (checked ? 0 : 1)} aria-hidden="true" />
        <p className={styles.muted}>
          {t('practice.from', { test: title })}
          {' · '}
          {t('practice.missed', { count: item.wrongCount })}
        </p>
      </div>
      <QuestionView
        entry={entry}
        value={checked ? (checked.review.userAnswer ?? undefined) : value}
        onChange={(next) => {
          setValue(next);
          if (isAnswered(next)) setHint(false);
        }}
        playback={FREE_PLAYBACK}
        review={checked?.review}
        groupTranscript={checked?.groupTranscript ?? null}
        sectionTranscript={checked?.sectionTranscript ?? null}
        highlightScope={`mistake-${item.id}`}
      />
      {checked && (
        <div ref={feedbackRef} tabIndex={-1} className={styles.feedback} data-status={checked.status} role="status">
          {t(`practice.status.${checked.status}`)}
        </div>
      )}
      {failure !== null && (
        <Alert variant="error" title={t('practice.checkError')}>
          {apiErrorMessage(tCommon, failure, own)}
        </Alert>
      )}
      {hint && (
        <p role="alert" className={styles.hint}>
          {t('practice.answerFirst')}
        </p>
      )}
      <div className={styles.actions}>
        {checked ? (
          <Button size="medium" onClick={onNext}>
            {last ? t('practice.finish') : t('practice.next')}
          </Button>
        ) : (
          <Button size="medium" onClick={() => void check()} loading={checking}>
            {checking ? t('practice.checking') : t('practice.check')}
          </Button>
        )}
      </div>
    </article>
  );
}

function Summary({ results, onAgain }: { results: Answered[]; onAgain(): void }) {
  const { t } = useTranslation('mistakes-practice');
  const { data: summary } = useMistakesSummary(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const right = results.filter((result) => result.right).length;
  const cleared = results.filter((result) => result.status === 'CLEARED').length;

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Frame>
      <section className={styles.summary} aria-labelledby="mistakes-summary-title">
        <h2 id="mistakes-summary-title" ref={headingRef} tabIndex={-1} className={styles.summaryTitle}>
          {t('practice.summary.title')}
        </h2>
        <p className={styles.summaryScore}>{t('practice.summary.right', { right, total: results.length })}</p>
        {cleared > 0 && <p>{t('practice.summary.cleared', { count: cleared })}</p>}
        {summary && (
          <p className={styles.muted}>
            {summary.count > 0 ? t('practice.summary.left', { count: summary.count }) : t('practice.summary.none')}
          </p>
        )}
        <div className={styles.actions}>
          {summary && summary.dueCount > 0 && (
            <Button size="medium" onClick={onAgain}>
              {t('practice.summary.again')}
            </Button>
          )}
          <Button size="medium" variant="outline" href={paths.home}>
            {t('practice.summary.home')}
          </Button>
        </div>
      </section>
    </Frame>
  );
}
