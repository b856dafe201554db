import dynamic from 'next/dynamic';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADAPTIVE_ANSWER_GRACE_MS, ADAPTIVE_OFFER_IDS, ADAPTIVE_TEST_FACTS } from '@contract/adaptive-rules';
import type { AdaptiveAttemptDto, AdaptiveResultDto, AdaptiveTestKey } from '@contract/adaptive';
import { isAnswered, type PlayerAnswer, type PlaySectionDto } from '@contract/player';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { localized } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-client';
import { knownServerOffset, measureServerOffset, offsetFromServerTime } from '@/lib/server-clock';
import { QuestionView } from '../components/question-view';
import { Timer } from '../components/timer';
import type { AudioPlayback } from '../questions/types';
import { answerAdaptive, currentAdaptive, startAdaptive, storeAttempt, storedAttempt } from './adaptive-api';
import { CefrScaleFigure } from './cefr-scale-figure';
import styles from './adaptive-screen.module.scss';

// The activation form loads only when a locked test's student opens it.
const ActivationModal = dynamic(
  () => import('@/features/activation/lazy/activation-modal').then((m) => m.ActivationModal),
  {
    ssr: false,
  },
);

type Phase =
  | { kind: 'loading' }
  | { kind: 'intro'; resumable: boolean }
  | { kind: 'signIn' }
  | { kind: 'locked' }
  | { kind: 'error'; retry: () => void }
  | { kind: 'attempt'; attempt: AdaptiveAttemptDto };

// The bank's recordings have no play limit: every play is allowed.
const FREE_PLAYBACK: AudioPlayback = { requestPlay: async () => true, playsUsed: () => 0, unlimited: true };

/**
 * An adaptive or placement test: what it is and how it works before Start, then one question at
 * a time from the server (no navigator, no going back), then the level with its interval. The
 * attempt is kept in this browser, so a reload or a lost connection resumes on the same question.
 */
export function AdaptiveScreen({ testKey }: { testKey: AdaptiveTestKey }) {
  const { t } = useTranslation('adaptive');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const resume = useCallback(async () => {
    const stored = storedAttempt(testKey);
    if (!stored) return setPhase({ kind: 'intro', resumable: false });
    setPhase({ kind: 'loading' });
    try {
      // The clock is measured alongside, so the question's countdown runs on the server's time.
      const [attempt] = await Promise.all([currentAdaptive(stored.attemptId, stored.secret), measureServerOffset()]);
      setPhase({ kind: 'attempt', attempt });
    } catch (err) {
      const error = toApiError(err);
      if (error.status === 403 || error.status === 404) {
        storeAttempt(testKey, null);
        setPhase({ kind: 'intro', resumable: false });
      } else {
        setPhase({ kind: 'error', retry: () => void resume() });
      }
    }
  }, [testKey]);

  useEffect(() => {
    void resume();
  }, [resume]);

  const start = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const [attempt] = await Promise.all([startAdaptive(testKey), measureServerOffset()]);
      storeAttempt(testKey, attempt);
      setPhase({ kind: 'attempt', attempt });
    } catch (err) {
      const error = toApiError(err);
      if (error.status === 401) setPhase({ kind: 'signIn' });
      else if (error.code === 'ADAPTIVE_TEST_LOCKED') setPhase({ kind: 'locked' });
      else setPhase({ kind: 'error', retry: () => void start() });
    }
  }, [testKey]);

  const restart = useCallback(() => {
    storeAttempt(testKey, null);
    setPhase({ kind: 'intro', resumable: false });
  }, [testKey]);

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t(`title.${testKey}`)}</h1>
      {phase.kind === 'loading' && <Spinner size="large" />}
      {phase.kind === 'intro' && <Intro testKey={testKey} onStart={() => void start()} />}
      {phase.kind === 'signIn' && (
        <Alert variant="info">
          {t('intro.signIn')}{' '}
          <Button href="/login" variant="link">
            {t('intro.signInAction')}
          </Button>
        </Alert>
      )}
      {phase.kind === 'locked' && <Locked testKey={testKey} onUnlocked={() => void start()} />}
      {phase.kind === 'error' && (
        <Alert variant="error">
          {t('errors.load')}{' '}
          <Button variant="link" onClick={phase.retry}>
            {t('errors.retry')}
          </Button>
        </Alert>
      )}
      {phase.kind === 'attempt' &&
        (phase.attempt.status === 'OPEN' && phase.attempt.item ? (
          <Question
            key={phase.attempt.questionNumber}
            attempt={phase.attempt}
            onNext={(attempt) => setPhase({ kind: 'attempt', attempt })}
            onLost={() => void resume()}
          />
        ) : (
          phase.attempt.result && <Result result={phase.attempt.result} onAgain={restart} />
        ))}
    </main>
  );
}

function Intro({ testKey, onStart }: { testKey: AdaptiveTestKey; onStart: () => void }) {
  const { t } = useTranslation('adaptive');
  const facts = ADAPTIVE_TEST_FACTS[testKey];
  return (
    <section className={styles.card}>
      <p>{t('intro.lead')}</p>
      <p className={styles.rules}>{t('intro.rules')}</p>
      <p>{t('intro.length', { min: facts.minLength, max: facts.maxLength })}</p>
      {facts.timeLimitMinutes !== null && <p>{t('intro.timeLimit', { minutes: facts.timeLimitMinutes })}</p>}
      {facts.rightRequired && <p>{t('intro.codeNeeded')}</p>}
      <Button onClick={onStart} size="large">
        {t('intro.start')}
      </Button>
    </section>
  );
}

/** The level test without its right: how to unlock it, and the form to do it here. */
function Locked({ testKey, onUnlocked }: { testKey: AdaptiveTestKey; onUnlocked: () => void }) {
  const { t } = useTranslation('adaptive');
  const offerId = ADAPTIVE_OFFER_IDS[testKey];
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="adaptive-locked-title">
      <h2 id="adaptive-locked-title" className={styles.lockedTitle}>
        {t('locked.title')}
      </h2>
      <p>{t('locked.how')}</p>
      <p>{t('locked.where')}</p>
      <div className={styles.actions}>
        <Button variant="outline" href={paths.placementTest('61')}>
          {t('locked.placement')}
        </Button>
        {offerId !== undefined && (
          <Button variant="outline" href={`${paths.checkout}?adaptiveTest=${offerId}`}>
            {t('locked.buy')}
          </Button>
        )}
        <Button onClick={() => setOpen(true)}>{t('locked.enterCode')}</Button>
      </div>
      {open && <ActivationModal onClose={() => setOpen(false)} onActivated={onUnlocked} />}
    </section>
  );
}

function Question({
  attempt,
  onNext,
  onLost,
}: {
  attempt: AdaptiveAttemptDto;
  onNext: (attempt: AdaptiveAttemptDto) => void;
  onLost: () => void;
}) {
  const { t, i18n } = useTranslation('adaptive');
  const [value, setValue] = useState<PlayerAnswer | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  // The server's clock minus this device's (measured with the time endpoint, else from the
  // question's own server time): the countdown runs on the server's time.
  const [offsetMs] = useState(() => knownServerOffset() ?? offsetFromServerTime(attempt.serverTime));
  const item = attempt.item!;
  const section = useMemo<PlaySectionDto>(
    () => ({ id: 'adaptive', title: attempt.test.name, questionCount: 1, questions: [] }),
    [attempt.test.name],
  );

  // Time is up: an answer chosen is sent (inside the grace it still counts); without one, the
  // server's result is fetched once the grace has passed.
  useEffect(() => {
    if (!timeUp) return undefined;
    if (value && isAnswered(value)) {
      void submit();
      return undefined;
    }
    const timer = window.setTimeout(onLost, ADAPTIVE_ANSWER_GRACE_MS + 500);
    return () => window.clearTimeout(timer);
    // Once, when the clock reaches zero.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp]);

  async function submit() {
    if (!value || !isAnswered(value)) return;
    setSaving(true);
    setFailed(false);
    try {
      onNext(
        await answerAdaptive(attempt.attemptId, {
          questionNumber: attempt.questionNumber,
          answer: value,
          attemptSecret: attempt.attemptSecret,
        }),
      );
    } catch (err) {
      setSaving(false);
      // The answer was saved by an earlier try, or the screen is stale: show what the server has.
      if (toApiError(err).status === 409) onLost();
      else setFailed(true);
    }
  }

  return (
    <section className={styles.card} aria-live="polite">
      {/* The question's own heading says "Question n"; here, what is likely left. */}
      <div className={styles.progress}>
        <span className={styles.testName}>{localized(attempt.test.name, i18n.language)}</span>
        <span>{t('play.left', { count: attempt.remaining.estimate, max: attempt.remaining.max })}</span>
        {attempt.endsAt && <Timer deadline={attempt.endsAt} offsetMs={offsetMs} onExpire={() => setTimeUp(true)} />}
      </div>
      {timeUp && <Alert variant="warning">{t('play.timeUp')}</Alert>}
      <QuestionView
        entry={{ question: item, group: null, section, sectionIndex: 0 }}
        value={value}
        onChange={setValue}
        playback={FREE_PLAYBACK}
        highlightScope={`adaptive:${attempt.attemptId}`}
      />
      {failed && <Alert variant="error">{t('errors.load')}</Alert>}
      <div className={styles.actions}>
        {!isAnswered(value) && <span className={styles.hint}>{t('play.answerFirst')}</span>}
        <Button onClick={() => void submit()} disabled={!isAnswered(value) || timeUp} loading={saving}>
          {saving ? t('play.saving') : t('play.next')}
        </Button>
      </div>
    </section>
  );
}

function Result({ result, onAgain }: { result: AdaptiveResultDto; onAgain: () => void }) {
  const { t } = useTranslation('adaptive');
  const [low, high] = result.scoreInterval;
  return (
    <section className={styles.card}>
      <h2 className={styles.level}>{t('result.heading', { level: result.level })}</h2>
      <p>{t('result.score', { score: result.score, min: result.scale.min, max: result.scale.max })}</p>
      <CefrScaleFigure result={result} />
      <p>{t('result.interval', { low, high })}</p>
      {result.stopReason === 'TIME_LIMIT' && (
        <Alert variant="info">{t('result.timeUp', { count: result.items })}</Alert>
      )}

      <h3>{t('result.probabilities')}</h3>
      <ul className={styles.bars}>
        {result.levels.map(({ level, probability }) => (
          <li key={level}>
            <span className={styles.barLabel}>{level}</span>
            <span className={styles.barTrack}>
              <span className={styles.barFill} style={{ width: `${Math.round(probability * 100)}%` }} />
            </span>
            <span className={styles.barValue}>{Math.round(probability * 100)} %</span>
          </li>
        ))}
      </ul>

      <h3>{t('result.skills')}</h3>
      <ul className={styles.skills}>
        {result.skills.map((skill) => (
          <li key={skill.skill}>
            <span>{t(`result.skill.${skill.skill as 'LI' | 'RE' | 'GR' | 'VO'}`)}</span>
            <span>{t('result.skillItems', { level: skill.level, count: skill.items })}</span>
          </li>
        ))}
      </ul>

      <h3>{t('result.canDo', { level: result.level })}</h3>
      <p>{t(`canDo.${result.level}`)}</p>
      <Alert variant="info">{t('result.provisional')}</Alert>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onAgain}>
          {t('result.again')}
        </Button>
      </div>
    </section>
  );
}
