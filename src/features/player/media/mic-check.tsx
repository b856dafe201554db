import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { classifyMicError, isRecordingSupported, openMicrophone, stopStream, type MicErrorKind } from './recorder';
import styles from './mic-check.module.scss';

export interface MicCheckProps {
  /** true once the microphone is open; false when it is denied, missing or unsupported. */
  onResult(ok: boolean): void;
}

type Status = 'idle' | 'asking' | 'listening' | 'error';

/** A level (0–100) above which we say "we can hear you". */
const HEARD_LEVEL = 12;

type AudioContextCtor = typeof AudioContext;

function audioContextClass(): AudioContextCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/**
 * The check phase's microphone test: asks for the microphone, then shows a live level meter
 * so the learner sees it hears them. Reports ok as soon as the microphone opens (a quiet room
 * is not a failure); reports not ok, with what to do, when it is denied, missing or unsupported.
 */
export function MicCheck({ onResult }: MicCheckProps) {
  const { t } = useTranslation('question-media');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<MicErrorKind | null>(null);
  const [level, setLevel] = useState(0);
  const [heard, setHeard] = useState(false);
  const stream = useRef<MediaStream | null>(null);
  const context = useRef<AudioContext | null>(null);
  const frame = useRef<number | undefined>(undefined);
  const onResultRef = useRef(onResult);
  const titleId = useId();

  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const stop = useCallback(() => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
    stopStream(stream.current);
    stream.current = null;
    void context.current?.close().catch(() => undefined);
    context.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const meter = (opened: MediaStream) => {
    const Ctor = audioContextClass();
    if (!Ctor) return;
    try {
      const ctx = new Ctor();
      context.current = ctx;
      const analyser = ctx.createAnalyser();
      analyser.fftSize = 512;
      ctx.createMediaStreamSource(opened).connect(analyser);
      const data = new Uint8Array(analyser.fftSize);
      const read = () => {
        analyser.getByteTimeDomainData(data);
        let sum = 0;
        for (const v of data) sum += ((v - 128) / 128) ** 2;
        // RMS of speech sits around 0.02–0.3; scale so normal speech fills most of the bar.
        const value = Math.min(100, Math.round(Math.sqrt(sum / data.length) * 300));
        setLevel(value);
        if (value >= HEARD_LEVEL) setHeard(true);
        frame.current = requestAnimationFrame(read);
      };
      read();
    } catch {
      // No analyser (old browser): the microphone still works, only the meter is missing.
    }
  };

  const begin = async () => {
    stop();
    setError(null);
    setHeard(false);
    setLevel(0);
    if (!isRecordingSupported()) {
      setStatus('error');
      setError('unsupported');
      onResultRef.current(false);
      return;
    }
    setStatus('asking');
    try {
      const opened = await openMicrophone();
      stream.current = opened;
      setStatus('listening');
      meter(opened);
      onResultRef.current(true);
    } catch (err) {
      setStatus('error');
      setError(classifyMicError(err));
      onResultRef.current(false);
    }
  };

  const end = () => {
    stop();
    setStatus('idle');
    setLevel(0);
  };

  return (
    <section className={styles.check} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('mic.title')}
      </h3>
      <p className={styles.intro}>{t('mic.intro')}</p>

      {status === 'listening' && (
        <div className={styles.live}>
          <div
            className={styles.meter}
            role="meter"
            aria-label={t('mic.level')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={level}
          >
            <span className={styles.level} style={{ width: `${level}%` }} data-heard={heard || undefined} />
          </div>
          <p className={styles.status} role="status">
            {heard ? t('mic.heard') : t('mic.listening')}
          </p>
        </div>
      )}
      {status === 'asking' && (
        <p className={styles.status} role="status">
          {t('mic.asking')}
        </p>
      )}
      {status === 'error' && error && <Alert variant="error">{t(`mic.${error}`)}</Alert>}

      <div className={styles.actions}>
        {status === 'listening' ? (
          <Button type="button" variant="outline" size="medium" onClick={end}>
            {t('mic.stop')}
          </Button>
        ) : (
          <Button
            type="button"
            variant={status === 'error' ? 'filled' : 'outline'}
            size="medium"
            loading={status === 'asking'}
            onClick={() => void begin()}
          >
            {status === 'error' ? t('mic.retry') : t('mic.start')}
          </Button>
        )}
      </div>
    </section>
  );
}
