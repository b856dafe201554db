/**
 * Microphone access, recording and the speaking upload (contract/player.ts SPEAKING_UPLOAD).
 * Browsers record different containers: Chromium and Firefox make WebM/Opus (Firefox also Ogg),
 * Safari only MP4/AAC, so the type is chosen by MediaRecorder.isTypeSupported in that order.
 * The server checks the file's magic bytes, so the name sent is only a courtesy.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { speakingApi } from '@contract/client-api';
import { SPEAKING_UPLOAD, type SpeakingUploadDto } from '@contract/player';
import { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';

/** Preferred first: what each engine records natively. */
const RECORDING_MIME_CANDIDATES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/ogg;codecs=opus',
] as const;

export type MicErrorKind = 'denied' | 'notFound' | 'unsupported' | 'failed';

class MicError extends Error {
  constructor(
    readonly kind: MicErrorKind,
    cause?: unknown,
  ) {
    super(`microphone: ${kind}`, { cause });
    this.name = 'MicError';
  }
}

export function isRecordingSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    typeof MediaRecorder !== 'undefined'
  );
}

/** The first candidate this browser can record, or undefined to let MediaRecorder choose. */
export function pickRecordingMimeType(): string | undefined {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') {
    return undefined;
  }
  return RECORDING_MIME_CANDIDATES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** getUserMedia errors in the three cases the learner can act on. */
export function classifyMicError(err: unknown): MicErrorKind {
  if (err instanceof MicError) return err.kind;
  const name =
    err instanceof Error || (typeof err === 'object' && err !== null && 'name' in err)
      ? String((err as { name: unknown }).name)
      : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') {
    return 'notFound';
  }
  if (name === 'NotSupportedError' || name === 'TypeError') return 'unsupported';
  return 'failed';
}

export async function openMicrophone(): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
    throw new MicError('unsupported');
  }
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true },
    });
  } catch (err) {
    throw new MicError(classifyMicError(err), err);
  }
}

export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

export interface RecordingSession {
  /** Stops early; `done` then resolves with what was recorded. */
  stop(): void;
  /** The recording, once stopped (by stop() or the maxSeconds hard stop). */
  done: Promise<Blob>;
  mimeType: string;
}

/**
 * Records the stream until stop() or maxSeconds, whichever comes first. The stream is left
 * open (the caller owns it).
 */
export function startRecording(stream: MediaStream, maxSeconds: number): RecordingSession {
  const preferred = pickRecordingMimeType();
  const recorder = preferred ? new MediaRecorder(stream, { mimeType: preferred }) : new MediaRecorder(stream);
  const chunks: Blob[] = [];
  const timer: { id?: ReturnType<typeof setTimeout> } = {};
  const done = new Promise<Blob>((resolve, reject) => {
    recorder.addEventListener('dataavailable', (event: BlobEvent) => {
      if (event.data && event.data.size > 0) chunks.push(event.data);
    });
    recorder.addEventListener('stop', () => {
      clearTimeout(timer.id);
      const type = recorder.mimeType || preferred || chunks[0]?.type || 'audio/webm';
      resolve(new Blob(chunks, { type }));
    });
    recorder.addEventListener('error', (event) => {
      clearTimeout(timer.id);
      reject(new MicError('failed', event));
    });
  });
  const stop = () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
  // A timeslice makes the browser hand data over regularly, so a hard stop loses nothing.
  recorder.start(1000);
  timer.id = setTimeout(stop, Math.max(1, maxSeconds) * 1000);
  return { stop, done, mimeType: recorder.mimeType || preferred || 'audio/webm' };
}

/** A file name matching the container, e.g. answer.webm or answer.m4a (Safari). */
export function recordingFileName(mimeType: string): string {
  const base = mimeType.split(';')[0]?.trim() ?? '';
  if (base === 'audio/mp4' || base === 'video/mp4') return 'answer.m4a';
  if (base === 'audio/ogg') return 'answer.ogg';
  if (base === 'audio/wav' || base === 'audio/x-wav') return 'answer.wav';
  if (base === 'audio/mpeg') return 'answer.mp3';
  return 'answer.webm';
}

export interface UploadRecordingInput {
  /** question.uploadPath: /itf/submit-speaking or /itf/lc-speech/submit. */
  path: string;
  attemptId: number;
  questionId: string;
  /** The attempt secret (guests); sent whenever known, it never hurts. */
  secret: string | null | undefined;
  blob: Blob;
}

export type UploadErrorKind = 'tooLarge' | 'badFormat' | 'closed' | 'uploadFailed';

export function classifyUploadError(err: unknown): UploadErrorKind {
  if (err instanceof ApiError) {
    if (err.status === 413 || err.code === 'PAYLOAD_TOO_LARGE') return 'tooLarge';
    if (err.status === 415 || err.code === 'UNSUPPORTED_MEDIA_TYPE') return 'badFormat';
    if (err.code === 'ATTEMPT_EXPIRED' || err.code === 'ATTEMPT_CLOSED') return 'closed';
  }
  return 'uploadFailed';
}

/** Multipart upload per contract (fields first, then the file). */
export async function uploadRecording(input: UploadRecordingInput): Promise<SpeakingUploadDto> {
  if (input.blob.size > SPEAKING_UPLOAD.MAX_BYTES) {
    throw new ApiError({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Recording too large' });
  }
  const form = new FormData();
  form.append('attemptId', String(input.attemptId));
  form.append('questionId', input.questionId);
  if (input.secret) form.append('attemptSecret', input.secret);
  form.append(SPEAKING_UPLOAD.FILE_FIELD, input.blob, recordingFileName(input.blob.type));
  // The question names its upload endpoint by URL: both speaking uploads answer the same shape.
  const endpoint =
    input.path === speakingApi.lcSpeechSubmit.url ? speakingApi.lcSpeechSubmit : speakingApi.submitSpeaking;
  return call(endpoint, { body: form }, { timeout: 120_000 });
}

// ---------------------------------------------------------------------------------------------
// React hook

type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'recorded' | 'error';

export interface RecorderState {
  status: RecorderStatus;
  /** Whole seconds recorded so far (while recording) or in total (after). */
  elapsed: number;
  blob: Blob | null;
  /** An object URL of the recording for listening back. */
  url: string | null;
  error: MicErrorKind | null;
  /** True when the recording was cut by maxSeconds. */
  hitLimit: boolean;
}

const INITIAL: RecorderState = {
  status: 'idle',
  elapsed: 0,
  blob: null,
  url: null,
  error: null,
  hitLimit: false,
};

/**
 * Record, stop, listen back and record again, with a hard stop at maxSeconds. The microphone is
 * released as soon as a recording stops and on unmount; object URLs are revoked when replaced.
 */
export function useRecorder(maxSeconds: number) {
  const [state, setState] = useState<RecorderState>(INITIAL);
  const session = useRef<RecordingSession | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const tick = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const url = useRef<string | null>(null);
  const mounted = useRef(true);

  const release = useCallback(() => {
    clearInterval(tick.current);
    stopStream(stream.current);
    stream.current = null;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.stop();
      release();
      if (url.current) URL.revokeObjectURL(url.current);
    };
  }, [release]);

  const start = useCallback(async () => {
    if (!isRecordingSupported()) {
      setState({ ...INITIAL, status: 'error', error: 'unsupported' });
      return;
    }
    setState((s) => ({ ...s, status: 'requesting', error: null, hitLimit: false }));
    try {
      stream.current = await openMicrophone();
    } catch (err) {
      if (mounted.current) setState((s) => ({ ...s, status: 'error', error: classifyMicError(err) }));
      return;
    }
    if (!mounted.current) {
      release();
      return;
    }
    let current: RecordingSession;
    try {
      current = startRecording(stream.current, maxSeconds);
    } catch (err) {
      release();
      setState((s) => ({ ...s, status: 'error', error: classifyMicError(err) }));
      return;
    }
    session.current = current;
    const startedAt = Date.now();
    let stoppedByUser = false;
    const stop = current.stop;
    current.stop = () => {
      stoppedByUser = true;
      stop();
    };
    setState((s) => ({ ...s, status: 'recording', elapsed: 0 }));
    tick.current = setInterval(() => {
      if (!mounted.current) return;
      setState((s) => ({ ...s, elapsed: Math.min(maxSeconds, Math.floor((Date.now() - startedAt) / 1000)) }));
    }, 250);
    try {
      const blob = await current.done;
      release();
      session.current = null;
      if (!mounted.current) return;
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : null;
      const elapsed = Math.min(maxSeconds, Math.round((Date.now() - startedAt) / 1000));
      setState({
        status: 'recorded',
        elapsed,
        blob,
        url: url.current,
        error: null,
        hitLimit: !stoppedByUser,
      });
    } catch (err) {
      release();
      session.current = null;
      if (mounted.current) setState((s) => ({ ...s, status: 'error', error: classifyMicError(err) }));
    }
  }, [maxSeconds, release]);

  const stop = useCallback(() => {
    session.current?.stop();
  }, []);

  const reset = useCallback(() => {
    session.current?.stop();
    release();
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = null;
    setState(INITIAL);
  }, [release]);

  return { ...state, start, stop, reset };
}
