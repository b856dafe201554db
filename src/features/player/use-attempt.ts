/**
 * One attempt while it is played: answers, flags and the current question, saved locally on
 * every change and to the server at most every few seconds (and when the page is hidden), the
 * server-corrected clock, limited audio plays, and a submit that is safe to repeat.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  PLAYER_RULES,
  type AudioPlayDto,
  type IntegrityStateDto,
  type PlayAudioRef,
  type PlayerAnswer,
  type PlayPayload,
  type SubmitResultData,
} from '@contract/player';
import { toApiError } from '@/lib/api-client';
import { requestAudioPlay } from './api/audio-play';
import { recordIntegrityEvent } from './api/integrity-event';
import { saveDraft, saveDraftOnExit } from './api/save-draft';
import { submitAttempt } from './api/submit-attempt';
import { randomId, readLocalDraft, removeLocalDraft, writeLocalDraft, type LocalDraft } from './draft-store';
import type { AudioPlayback } from './questions/types';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline';

/** Codes that mean the attempt is over on the server: fetch its result by submitting. */
const CLOSED_CODES = new Set(['ATTEMPT_CLOSED', 'ATTEMPT_EXPIRED']);

export interface AttemptState {
  answers: Record<string, PlayerAnswer>;
  flags: string[];
  currentQuestionId: string | null;
}

/** The state to resume from: the local draft when it is at least as new as the server's. */
function initialState(
  payload: PlayPayload,
  firstQuestionId: string | null,
): {
  state: AttemptState;
  revision: number;
  savedRevision: number;
  submitKey: string | null;
} {
  const local = readLocalDraft(payload.test.id);
  const server = payload.draft;
  const localFits = local && local.attemptId === payload.attempt.id;
  if (localFits && local.revision >= (server?.revision ?? 0)) {
    return {
      state: {
        answers: local.answers,
        flags: local.flags,
        currentQuestionId: local.currentQuestionId ?? firstQuestionId,
      },
      revision: local.revision,
      savedRevision: Math.min(local.savedRevision, server?.revision ?? 0),
      submitKey: local.submitKey,
    };
  }
  return {
    state: {
      answers: server?.answers ?? {},
      flags: server?.flags ?? [],
      currentQuestionId: server?.currentQuestionId ?? firstQuestionId,
    },
    revision: server?.revision ?? 0,
    savedRevision: server?.revision ?? 0,
    submitKey: localFits ? local.submitKey : null,
  };
}

export interface UseAttemptOptions {
  payload: PlayPayload;
  firstQuestionId: string | null;
  /** The attempt ended on the server (voided, past its deadline) while saving. */
  onClosed(): void;
  onIntegrity(state: IntegrityStateDto, kind: 'TAB_SWITCH' | 'LEAVE'): void;
}

export function useAttempt({ payload, firstQuestionId, onClosed, onIntegrity }: UseAttemptOptions) {
  const { attempt, test } = payload;
  const init = useMemo(() => initialState(payload, firstQuestionId), [payload, firstQuestionId]);
  const [state, setState] = useState<AttemptState>(init.state);
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('saved');
  const [plays, setPlays] = useState<Record<string, number>>(attempt.audioPlays);
  // Unfinished plays of recordings whose player left the screen (seconds in), by recording id.
  const pausedAtRef = useRef(new Map<string, number>());

  // Refs hold what the timers and page-hide handlers read, so they never see a stale render.
  const stateRef = useRef(state);
  const revisionRef = useRef(init.revision);
  const savedRevisionRef = useRef(init.savedRevision);
  const submitKeyRef = useRef<string | null>(init.submitKey);
  const savingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastSaveAtRef = useRef(0);
  const closedRef = useRef(false);
  const onClosedRef = useRef(onClosed);
  const onIntegrityRef = useRef(onIntegrity);
  // flush and schedule call each other; the ref breaks the cycle between the two callbacks.
  const scheduleRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    onClosedRef.current = onClosed;
    onIntegrityRef.current = onIntegrity;
  });

  const persistLocal = useCallback(() => {
    const s = stateRef.current;
    const draft: LocalDraft = {
      attemptId: attempt.id,
      secret: attempt.secret,
      testId: test.id,
      answers: s.answers,
      currentQuestionId: s.currentQuestionId,
      flags: s.flags,
      revision: revisionRef.current,
      savedRevision: savedRevisionRef.current,
      submitKey: submitKeyRef.current,
      updatedAt: Date.now(),
    };
    writeLocalDraft(draft);
  }, [attempt.id, attempt.secret, test.id]);

  const draftBody = useCallback(() => {
    const s = stateRef.current;
    return {
      attemptId: attempt.id,
      attemptSecret: attempt.secret,
      answers: s.answers,
      currentQuestionId: s.currentQuestionId,
      flags: s.flags,
      revision: revisionRef.current,
    };
  }, [attempt.id, attempt.secret]);

  const flush = useCallback(async (): Promise<void> => {
    if (closedRef.current || savingRef.current) return;
    if (revisionRef.current <= savedRevisionRef.current) {
      setSaveStatus('saved');
      return;
    }
    savingRef.current = true;
    setSaveStatus('saving');
    const body = draftBody();
    lastSaveAtRef.current = Date.now();
    try {
      const saved = await saveDraft(body);
      savedRevisionRef.current = Math.max(savedRevisionRef.current, saved.revision, body.revision);
      persistLocal();
      setSaveStatus(revisionRef.current > savedRevisionRef.current ? 'pending' : 'saved');
    } catch (err) {
      const error = toApiError(err);
      if (CLOSED_CODES.has(error.code)) {
        closedRef.current = true;
        onClosedRef.current();
        return;
      }
      // Offline or a server hiccup: everything is in the local draft; try again shortly.
      setSaveStatus('offline');
    } finally {
      savingRef.current = false;
    }
    if (!closedRef.current && revisionRef.current > savedRevisionRef.current) scheduleRef.current();
  }, [draftBody, persistLocal]);

  const schedule = useCallback(() => {
    if (timerRef.current) return;
    const wait = Math.max(0, PLAYER_RULES.DRAFT_SAVE_INTERVAL_MS - (Date.now() - lastSaveAtRef.current));
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      void flush();
    }, wait);
  }, [flush]);
  useEffect(() => {
    scheduleRef.current = schedule;
  }, [schedule]);

  const update = useCallback(
    (change: (s: AttemptState) => AttemptState) => {
      const next = change(stateRef.current);
      if (next === stateRef.current) return;
      stateRef.current = next;
      revisionRef.current += 1;
      persistLocal();
      setState(next);
      setSaveStatus((s) => (s === 'offline' ? s : 'pending'));
      schedule();
    },
    [persistLocal, schedule],
  );

  const setAnswer = useCallback(
    (questionId: string, value: PlayerAnswer | undefined) =>
      update((s) => {
        const answers = { ...s.answers };
        if (value === undefined) delete answers[questionId];
        else answers[questionId] = value;
        return { ...s, answers };
      }),
    [update],
  );

  const toggleFlag = useCallback(
    (questionId: string) =>
      update((s) => ({
        ...s,
        flags: s.flags.includes(questionId) ? s.flags.filter((f) => f !== questionId) : [...s.flags, questionId],
      })),
    [update],
  );

  const goTo = useCallback(
    (questionId: string) =>
      update((s) => (s.currentQuestionId === questionId ? s : { ...s, currentQuestionId: questionId })),
    [update],
  );

  // The page is hidden or closed: send what is unsaved now, in a request that outlives the page.
  useEffect(() => {
    const onHide = () => {
      if (closedRef.current || revisionRef.current <= savedRevisionRef.current) return;
      saveDraftOnExit(draftBody());
    };
    // When the page was hidden; it counts as time away once it is back, if it was gone long enough.
    let hiddenSince: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        onHide();
        hiddenSince = Date.now();
        return;
      }
      const away = hiddenSince === null ? 0 : Date.now() - hiddenSince;
      hiddenSince = null;
      if (test.isExam && !closedRef.current && away >= PLAYER_RULES.HIDDEN_GRACE_MS) {
        recordIntegrityEvent(attempt.id, attempt.secret, 'TAB_SWITCH').then(
          (integrity) => onIntegrityRef.current(integrity, 'TAB_SWITCH'),
          () => undefined,
        );
      }
    };
    const onOnline = () => void flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('online', onOnline);
    };
  }, [attempt.id, attempt.secret, draftBody, flush, test.isExam]);

  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  /**
   * Submits once per intent: the key is stored in the local draft before the request, so a
   * retry, a reload or a second tab sends the same key and gets the same result.
   */
  const submit = useCallback(async (): Promise<SubmitResultData> => {
    if (timerRef.current) {
      clearTimeout(timerRef.current);
      timerRef.current = null;
    }
    submitKeyRef.current ??= randomId();
    persistLocal();
    const s = stateRef.current;
    const data = await submitAttempt({
      attemptId: attempt.id,
      attemptSecret: attempt.secret,
      idempotencyKey: submitKeyRef.current,
      answers: s.answers,
      currentQuestionId: s.currentQuestionId,
      flags: s.flags,
      revision: Math.max(revisionRef.current, 1),
    });
    closedRef.current = true;
    removeLocalDraft(test.id);
    return data;
  }, [attempt.id, attempt.secret, persistLocal, test.id]);

  const playback = useMemo<AudioPlayback>(
    () => ({
      async requestPlay(audio: PlayAudioRef) {
        if (audio.playLimit === null) return true;
        try {
          const dto: AudioPlayDto = await requestAudioPlay(attempt.id, attempt.secret, audio.id);
          setPlays((p) => ({ ...p, [audio.id]: dto.playsUsed }));
          return true;
        } catch (err) {
          if (toApiError(err).code === 'PLAY_LIMIT_REACHED') {
            setPlays((p) => ({ ...p, [audio.id]: audio.playLimit ?? 0 }));
          }
          return false;
        }
      },
      playsUsed: (audio: PlayAudioRef) => plays[audio.id] ?? 0,
      pausedAt: (audio: PlayAudioRef) => pausedAtRef.current.get(audio.id) ?? null,
      keepPausedAt(audio: PlayAudioRef, seconds: number | null) {
        if (seconds === null) pausedAtRef.current.delete(audio.id);
        else pausedAtRef.current.set(audio.id, seconds);
      },
    }),
    [attempt.id, attempt.secret, plays],
  );

  return { state, setAnswer, toggleFlag, goTo, saveStatus, submit, playback, flush };
}
