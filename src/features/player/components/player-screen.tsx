import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntegrityStateDto, PlayPayload, ResultDetailDto, ResultDto } from '@contract/player';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFocusShell } from '@/lib/focus-shell';
import { rememberGuestAttempt } from '@/lib/results/guest-attempts';
import { measureServerOffset, offsetFromServerTime } from '@/lib/server-clock';
import { hasSession } from '@/lib/session';
import { recordIntegrityEvent, recordIntegrityEventOnExit } from '../api/integrity-event';
import { getResult } from '../api/result';
import { useStartAttempt } from '../api/start-attempt';
import { deviceId, readLocalDraft, removeLocalDraft } from '../draft-store';
import { flattenSections } from '../structure';
import { useAttempt } from '../use-attempt';
import { CheckPhase, type CheckInfo } from './check-phase';
import { PlayPhase } from './play-phase';
import { ResultView } from './result-view';
import { ReviewView } from './review-view';
import styles from './player-screen.module.scss';

export interface PlayerScreenProps {
  testId: number;
  info: CheckInfo;
  /** A TEST share code from an encoded link. */
  shareCode?: string | null;
  /** Taken as part of this event: the API lets the start through only while it is on, for a participant. */
  eventId?: number | null;
  /** Leaves the player (back to the test page). */
  onExit?: () => void;
  /** Go straight back into the caller's open attempt (the server finds it), skipping the check. */
  resumeOpen?: boolean;
  /** The test is assigned in one of the caller's classes (the result says so and links back). */
  assigned?: boolean;
  /** Opens on this result (a guest's earlier one, proved by its attempt secret) instead of the check. */
  openResult?: { resultId: number; secret: string } | null;
  /**
   * A result exists (submitted, timed out or cancelled): the page moves to its own address, so a
   * reload shows it instead of starting the test again. Called after a guest's secret is stored.
   */
  onResult?: (resultId: number) => void;
}

type Phase =
  | { name: 'check' }
  | { name: 'resuming' }
  | { name: 'opening' }
  | { name: 'play'; payload: PlayPayload; offsetMs: number; restoredByBrowser: boolean }
  | { name: 'result'; result: ResultDto; secret: string | null }
  | { name: 'review'; detail: ResultDetailDto; secret: string | null };

/**
 * The test player: check → play → result → review, with result_error inside play when a submit
 * fails. An attempt left open in this browser is resumed at once, exactly where it was.
 */
export function PlayerScreen({
  testId,
  info,
  shareCode,
  eventId = null,
  onExit,
  resumeOpen = false,
  assigned = false,
  openResult = null,
  onResult,
}: PlayerScreenProps) {
  const { t } = useTranslation('player');
  const { t: tCommon } = useTranslation('common');
  const [phase, setPhase] = useState<Phase>(() =>
    openResult ? { name: 'opening' } : resumeOpen || readLocalDraft(testId) ? { name: 'resuming' } : { name: 'check' },
  );
  const [starting, setStarting] = useState(false);
  const { trigger: startAttempt } = useStartAttempt(testId);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const showResult = useCallback(
    async (resultId: number, secret: string | null) => {
      try {
        const detail = await getResult(resultId, { attemptSecret: secret });
        setPhase({ name: 'result', result: detail.result, secret });
      } catch (err) {
        setError(apiErrorMessage(tCommon, err));
        setPhase({ name: 'check' });
      }
    },
    [tCommon],
  );

  const start = useCallback(
    async (resume: boolean) => {
      setStarting(true);
      setError(null);
      const local = resume ? readLocalDraft(testId) : null;
      const restoredByBrowser = resume && wasDiscardedByBrowser();
      try {
        // Measured alongside the start, so the countdown runs on the server's clock from its first second.
        const clock = measureServerOffset();
        const payload = await startAttempt({
          deviceId: deviceId(),
          ...(restoredByBrowser ? { restoredByBrowser } : {}),
          ...(shareCode ? { shareCode } : {}),
          ...(eventId !== null ? { eventId } : {}),
          // Resuming without a draft here: continue the server's open attempt, never start a new one.
          ...(local ? { attemptId: local.attemptId, attemptSecret: local.secret } : resume ? { resume: true } : {}),
        });
        const offsetMs = (await clock) ?? offsetFromServerTime(payload.attempt.now);
        if (payload.closedAttempt) setNotice(t('play.closedAttempt'));
        if (payload.attempt.status !== 'OPEN' && payload.attempt.resultId !== null) {
          removeLocalDraft(testId);
          await showResult(payload.attempt.resultId, payload.attempt.secret);
          return;
        }
        setPhase({ name: 'play', payload, offsetMs, restoredByBrowser });
      } catch (err) {
        const code = toApiError(err).code;
        if (code === 'NO_OPEN_ATTEMPT' && onExit) {
          // The attempt ended (submitted elsewhere, timed out): the test page says so, nothing restarts.
          onExit();
          return;
        }
        if (local && (code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'VALIDATION_ERROR')) {
          // The stored attempt is not this caller's any more (signed out, another account): start over.
          removeLocalDraft(testId);
        }
        setError(apiErrorMessage(tCommon, err));
        setPhase({ name: 'check' });
      } finally {
        setStarting(false);
      }
    },
    [eventId, onExit, shareCode, showResult, startAttempt, t, tCommon, testId],
  );

  // A guest's attempt is remembered here (id and secret), so signing in later keeps it.
  const guest =
    phase.name === 'play'
      ? { attemptId: phase.payload.attempt.id, secret: phase.payload.attempt.secret }
      : phase.name === 'result' && phase.secret
        ? { attemptId: phase.result.attemptId, secret: phase.secret }
        : null;
  const guestAttemptId = guest?.attemptId;
  const guestSecret = guest?.secret;
  const guestResultId = phase.name === 'result' ? phase.result.id : undefined;
  // A cancelled exam is remembered as such: the test page says so before a new start.
  const voided = phase.name === 'result' && phase.result.status === 'VOIDED' ? phase.result : null;
  const guestVoidReason = voided ? (voided.voidReason ?? 'LEAVE') : null;
  const guestVoidAt = voided?.submittedAt ?? null;
  useEffect(() => {
    if (guestAttemptId === undefined || !guestSecret || hasSession()) return;
    rememberGuestAttempt(
      guestAttemptId,
      guestSecret,
      guestResultId === undefined
        ? undefined
        : {
            unitTestId: testId,
            resultId: guestResultId,
            cancelled: guestVoidReason && guestVoidAt ? { reason: guestVoidReason, at: guestVoidAt } : null,
          },
    );
  }, [guestAttemptId, guestSecret, guestResultId, guestVoidReason, guestVoidAt, testId]);

  // After the effect above, so a guest's secret is stored before the page moves to the result.
  const resultId = phase.name === 'result' ? phase.result.id : undefined;
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  });
  useEffect(() => {
    if (resultId !== undefined) onResultRef.current?.(resultId);
  }, [resultId]);

  const resumedRef = useRef(false);
  useEffect(() => {
    if (phase.name !== 'resuming' || resumedRef.current) return;
    resumedRef.current = true;
    void start(true);
  }, [phase.name, start]);

  // A guest's earlier result opens once it is fetched (with the attempt secret as proof).
  const openedRef = useRef(false);
  useEffect(() => {
    if (phase.name !== 'opening' || !openResult || openedRef.current) return;
    openedRef.current = true;
    void getResult(openResult.resultId, { attemptSecret: openResult.secret }).then(
      (detail) => setPhase({ name: 'result', result: detail.result, secret: openResult.secret }),
      (err: unknown) => {
        setError(apiErrorMessage(tCommon, err));
        setPhase({ name: 'check' });
      },
    );
  }, [phase.name, openResult, tCommon]);

  const openReview = async (resultId: number, secret: string | null) => {
    try {
      const detail = await getResult(resultId, { attemptSecret: secret });
      setPhase({ name: 'review', detail, secret });
      window.scrollTo?.({ top: 0 });
    } catch (err) {
      setNotice(apiErrorMessage(tCommon, err));
    }
  };

  switch (phase.name) {
    case 'opening':
      return (
        <div className={styles.center}>
          <Spinner size="large" label={t('play.opening')} />
        </div>
      );
    case 'resuming':
      return (
        <div className={styles.center}>
          <Spinner size="large" label={t('play.resuming')} />
        </div>
      );
    case 'check':
      return (
        <CheckPhase
          info={info}
          starting={starting}
          error={error}
          onStart={() => void start(false)}
          onCancel={onExit}
          eventId={eventId}
        />
      );
    case 'play':
      return (
        <>
          {notice && (
            <div className={styles.notice}>
              <Alert variant="info" onDismiss={() => setNotice(null)}>
                {notice}
              </Alert>
            </div>
          )}
          <ActiveAttempt
            payload={phase.payload}
            offsetMs={phase.offsetMs}
            restoredByBrowser={phase.restoredByBrowser}
            title={info.title}
            onFinished={(result) => setPhase({ name: 'result', result, secret: phase.payload.attempt.secret })}
            onVoided={(resultId) => void showResult(resultId, phase.payload.attempt.secret)}
            onExit={onExit}
          />
        </>
      );
    case 'result':
      // The page is moving to the result's own address: nothing to click here in the meantime.
      if (onResult)
        return (
          <div className={styles.center}>
            <Spinner size="large" label={t('play.opening')} />
          </div>
        );
      return (
        <>
          {notice && (
            <div className={styles.notice}>
              <Alert variant="error" onDismiss={() => setNotice(null)}>
                {notice}
              </Alert>
            </div>
          )}
          <ResultView
            result={phase.result}
            title={info.title}
            attemptSecret={phase.secret}
            isOwner
            assigned={assigned}
            onReview={
              phase.result.status === 'COMPLETED' ? () => void openReview(phase.result.id, phase.secret) : undefined
            }
            onRetake={() => {
              setNotice(null);
              setPhase({ name: 'check' });
            }}
          />
        </>
      );
    case 'review':
      return (
        <ReviewView
          sections={phase.detail.review ?? []}
          title={info.title}
          resultId={phase.detail.result.id}
          unitTestId={phase.detail.result.unitTest.id}
          onBack={() => setPhase({ name: 'result', result: phase.detail.result, secret: phase.secret })}
        />
      );
  }
}

/** Chromium's flag for a page it discarded in the background and has now reloaded by itself. */
function wasDiscardedByBrowser(): boolean {
  return (document as Document & { wasDiscarded?: boolean }).wasDiscarded === true;
}

function deadlinePassed(deadline: string, offsetMs: number): boolean {
  return Date.parse(deadline) <= Date.now() + offsetMs;
}

interface ActiveAttemptProps {
  payload: PlayPayload;
  offsetMs: number;
  /** The phone reloaded the page itself: on an exam the server counted it as time away, said at once. */
  restoredByBrowser: boolean;
  title: string;
  onFinished(result: ResultDto): void;
  onVoided(resultId: number): void;
  /** Leaves the player; an exam left this way is recorded as left (spec §8), as a closed page is. */
  onExit?: () => void;
}

/**
 * An open attempt, in the focused shell (no site header, footer or floating widgets). When the
 * time runs out the answers are submitted and the learner is told so before the result.
 */
function ActiveAttempt({
  payload,
  offsetMs,
  restoredByBrowser,
  title,
  onFinished,
  onVoided,
  onExit,
}: ActiveAttemptProps) {
  const { t } = useTranslation('player');
  const { t: tCommon } = useTranslation('common');
  useFocusShell();
  const [timeUp, setTimeUp] = useState(false);
  const timeUpRef = useRef(false);
  const [finished, setFinished] = useState<ResultDto | null>(null);
  const entries = useMemo(() => flattenSections(payload.sections, payload.questionOrder), [payload]);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [integrity, setIntegrity] = useState<IntegrityStateDto | null>(() =>
    restoredByBrowser && payload.integrity.isExam ? payload.integrity : null,
  );
  const submittingRef = useRef(false);

  const doSubmitRef = useRef<() => void>(() => undefined);

  const markTimeUp = useCallback(() => {
    timeUpRef.current = true;
    setTimeUp(true);
  }, []);

  const onClosed = useCallback(() => {
    // The server closed the attempt: at the deadline, that is the time running out.
    if (deadlinePassed(payload.attempt.deadline, offsetMs)) markTimeUp();
    doSubmitRef.current();
  }, [markTimeUp, offsetMs, payload.attempt.deadline]);

  const onIntegrity = useCallback(
    (state: IntegrityStateDto) => {
      if (state.voided && state.resultId !== null) {
        removeLocalDraft(payload.test.id);
        onVoided(state.resultId);
        return;
      }
      if (state.isExam) setIntegrity(state);
    },
    [onVoided, payload.test.id],
  );

  const attempt = useAttempt({
    payload,
    firstQuestionId: entries[0]?.question.id ?? null,
    onClosed,
    onIntegrity,
  });

  const doSubmit = useCallback(async () => {
    if (submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      const data = await attempt.submit();
      if (timeUpRef.current) setFinished(data.result);
      else onFinished(data.result);
    } catch (err) {
      setSubmitError(apiErrorMessage(tCommon, err));
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  }, [attempt, onFinished, tCommon]);

  useEffect(() => {
    doSubmitRef.current = () => void doSubmit();
  }, [doSubmit]);

  // Leaving an exam cancels it: the answer says so at once, so the test page (and a guest's
  // browser, which has no account to ask later) can tell the learner why and when.
  const cancelOnLeave = async () => {
    const { id, secret } = payload.attempt;
    try {
      const state = await recordIntegrityEvent(id, secret, 'LEAVE');
      if (!state.voided || state.resultId === null) return;
      removeLocalDraft(payload.test.id);
      if (!hasSession()) {
        rememberGuestAttempt(id, secret, {
          unitTestId: payload.test.id,
          resultId: state.resultId,
          cancelled: { reason: state.voidReason ?? 'LEAVE', at: new Date().toISOString() },
        });
      }
    } catch {
      // Offline or refused: sent again in a request that outlives the page, as a closed page's is.
      recordIntegrityEventOnExit(id, secret, 'LEAVE');
    }
  };

  const leave = () => {
    if (payload.test.isExam) {
      void cancelOnLeave().finally(() => onExit?.());
      return;
    }
    // Every answer is in the local draft already; send what the server has not seen yet.
    void attempt.flush();
    onExit?.();
  };

  // Exams (spec §8): leaving or reloading voids the result, so the browser asks first, and the
  // leave is recorded as the page goes.
  useEffect(() => {
    if (!payload.test.isExam) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onPageHide = () => {
      if (!submittingRef.current) {
        recordIntegrityEventOnExit(payload.attempt.id, payload.attempt.secret, 'LEAVE');
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [payload.attempt.id, payload.attempt.secret, payload.test.isExam]);

  if (timeUp) {
    return (
      <TimeUp
        result={finished}
        submitting={submitting}
        error={submitError}
        onRetry={() => void doSubmit()}
        onContinue={(result) => onFinished(result)}
      />
    );
  }

  if (submitError) {
    return (
      <section className={styles.error} aria-labelledby="player-error-title">
        <h1 id="player-error-title" className={styles.errorTitle}>
          {t('resultError.title')}
        </h1>
        <Alert variant="error">{submitError}</Alert>
        <p>{t('resultError.kept')}</p>
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => setSubmitError(null)}>
            {t('resultError.back')}
          </Button>
          <Button loading={submitting} onClick={() => void doSubmit()}>
            {t('resultError.retry')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <>
      <PlayPhase
        payload={payload}
        title={title}
        entries={entries}
        state={attempt.state}
        saveStatus={attempt.saveStatus}
        offsetMs={offsetMs}
        playback={attempt.playback}
        submitting={submitting}
        onAnswer={attempt.setAnswer}
        onFlag={attempt.toggleFlag}
        onGoTo={attempt.goTo}
        onSubmit={() => void doSubmit()}
        onExpire={() => {
          markTimeUp();
          void doSubmit();
        }}
        onLeave={onExit ? leave : undefined}
      />
      <Modal
        open={integrity !== null}
        onClose={() => setIntegrity(null)}
        title={t('integrity.title')}
        footer={
          <Button size="medium" onClick={() => setIntegrity(null)}>
            {t('integrity.ok')}
          </Button>
        }
      >
        <p>
          {t('integrity.tabSwitch', {
            count: integrity?.remaining?.TAB_SWITCH ?? 0,
          })}
        </p>
      </Modal>
    </>
  );
}

interface TimeUpProps {
  /** The result once the submit has gone through. */
  result: ResultDto | null;
  submitting: boolean;
  error: string | null;
  onRetry(): void;
  onContinue(result: ResultDto): void;
}

/** "Time's up": said before the result, while the answers given are submitted by themselves. */
function TimeUp({ result, submitting, error, onRetry, onContinue }: TimeUpProps) {
  const { t } = useTranslation('player');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.timeUp} aria-labelledby="player-time-up-title">
      <h1 id="player-time-up-title" ref={heading} tabIndex={-1} className={styles.errorTitle}>
        {t('timeUp.title')}
      </h1>
      <p role="status">{result ? t('timeUp.submitted') : t('timeUp.submitting')}</p>
      {error && <Alert variant="error">{error}</Alert>}
      <div className={styles.actions}>
        {result ? (
          <Button onClick={() => onContinue(result)}>{t('timeUp.seeResult')}</Button>
        ) : error ? (
          <Button loading={submitting} onClick={onRetry}>
            {t('resultError.retry')}
          </Button>
        ) : (
          <Spinner decorative />
        )}
      </div>
    </section>
  );
}
