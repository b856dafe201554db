import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayAudioRef } from '@contract/player';
import { createIcon } from '@/components/ui/icons';
import type { AudioPlayback } from '../questions/types';
import styles from './audio-player.module.scss';

const IconPlay = createIcon('IconPlay', <path d="M7 4.5v15l12-7.5-12-7.5Z" fill="currentColor" />);
const IconPause = createIcon(
  'IconPause',
  <>
    <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
    <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
  </>,
);

export interface AudioPlayerProps {
  audio: PlayAudioRef;
  playback: AudioPlayback;
  /** Accessible name of the player (defaults to "Recording"). */
  label?: string;
}

type Status = 'idle' | 'requesting' | 'playing' | 'paused';
type Message = 'limitReached' | 'requestFailed' | 'loadFailed' | null;

/** mm:ss; unknown durations (NaN, Infinity before metadata) show as --:--. */
function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * One recording of a test. A limited recording (playLimit) asks the server for each play
 * (playback.requestPlay) and starts only when it agrees; pausing and resuming stays within the
 * same play, and seeking is not offered, so a play cannot be stretched or replayed for free.
 * An unlimited recording plays freely and can be scrubbed.
 *
 * A play is spent once per play-through: the player stays mounted while the learner moves
 * between the questions of its recording (the question view keys it by recording), and when it
 * does leave the screen mid-play, the position is kept (playback.keepPausedAt) so the next
 * player of that recording resumes the same play instead of starting a new one.
 */
export function AudioPlayer({ audio, playback, label }: AudioPlayerProps) {
  const { t } = useTranslation('question-media');
  const audioRef = useRef<HTMLAudioElement>(null);
  const limited = audio.playLimit !== null && !playback.unlimited;
  const resumeFrom = () => (limited ? (playback.pausedAt?.(audio) ?? null) : null);
  // An unfinished play of this recording (its player left the screen mid-play) resumes paused.
  const [resumeAt] = useState(resumeFrom);
  const [status, setStatus] = useState<Status>(resumeAt === null ? 'idle' : 'paused');
  const [message, setMessage] = useState<Message>(null);
  const [current, setCurrent] = useState(resumeAt ?? 0);
  const [duration, setDuration] = useState(Number.NaN);
  const messageId = useId();
  // Where the element must start when "resume" continues a play this element did not begin.
  const [seekOnResume, setSeekOnResume] = useState<number | null>(resumeAt);
  const statusRef = useRef(status);
  const currentRef = useRef(current);
  useEffect(() => {
    statusRef.current = status;
    currentRef.current = current;
  });

  // Leaving the screen mid-play keeps the play's position for the next player of the recording.
  const playbackRef = useRef(playback);
  const audioRefValue = useRef(audio);
  useEffect(() => {
    playbackRef.current = playback;
    audioRefValue.current = audio;
  });
  useEffect(
    () => () => {
      const unfinished = statusRef.current === 'playing' || statusRef.current === 'paused';
      if (audioRefValue.current.playLimit === null || playbackRef.current.unlimited) return;
      playbackRef.current.keepPausedAt?.(audioRefValue.current, unfinished ? currentRef.current : null);
    },
    [],
  );
  const used = playback.playsUsed(audio);
  const left = limited ? Math.max(0, (audio.playLimit ?? 0) - used) : null;
  const exhausted = left === 0 && (status === 'idle' || status === 'requesting');

  // A different recording (next question) starts from scratch (state adjusted during render).
  const sourceKey = `${audio.id} ${audio.url}`;
  const [shownSource, setShownSource] = useState(sourceKey);
  if (shownSource !== sourceKey) {
    const from = resumeFrom();
    setShownSource(sourceKey);
    setStatus(from === null ? 'idle' : 'paused');
    setMessage(null);
    setCurrent(from ?? 0);
    setDuration(Number.NaN);
    setSeekOnResume(from);
  }

  const start = useCallback(async () => {
    const element = audioRef.current;
    if (!element) return;
    try {
      await element.play();
      setStatus('playing');
    } catch {
      setStatus('idle');
      setMessage('loadFailed');
    }
  }, []);

  const onToggle = async () => {
    const element = audioRef.current;
    if (!element || status === 'requesting') return;
    if (status === 'playing') {
      element.pause();
      setStatus('paused');
      return;
    }
    if (status === 'paused') {
      if (seekOnResume !== null) {
        element.currentTime = seekOnResume;
        setSeekOnResume(null);
      }
      await start();
      return;
    }
    if (left === 0) {
      setMessage('limitReached');
      return;
    }
    setMessage(null);
    setStatus('requesting');
    let allowed = false;
    try {
      allowed = await playback.requestPlay(audio);
    } catch {
      allowed = false;
    }
    if (!allowed) {
      setStatus('idle');
      const nowUsed = playback.playsUsed(audio);
      setMessage(limited && nowUsed >= (audio.playLimit ?? 0) ? 'limitReached' : 'requestFailed');
      return;
    }
    element.currentTime = 0;
    setSeekOnResume(null);
    await start();
  };

  const onEnded = () => {
    setStatus('idle');
    setCurrent(0);
    if (audioRef.current) audioRef.current.currentTime = 0;
  };

  const onSeek = (value: number) => {
    if (limited || !audioRef.current) return;
    audioRef.current.currentTime = value;
    setCurrent(value);
  };

  const name = label ?? t('audio.label');
  const buttonLabel =
    status === 'playing' ? t('audio.pause') : status === 'paused' ? t('audio.resume') : t('audio.play');
  const percent = Number.isFinite(duration) && duration > 0 ? Math.min(100, (current / duration) * 100) : 0;
  const shownMessage = message ?? (exhausted ? 'limitReached' : null);

  return (
    <div className={styles.player} role="group" aria-label={name} data-status={status}>
      <audio
        ref={audioRef}
        src={audio.url}
        preload="metadata"
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => setCurrent(e.currentTarget.currentTime)}
        onEnded={onEnded}
        onError={() => {
          setStatus('idle');
          setMessage('loadFailed');
        }}
      />
      <button
        type="button"
        className={styles.toggle}
        onClick={() => void onToggle()}
        aria-label={buttonLabel}
        aria-describedby={shownMessage ? messageId : undefined}
        aria-disabled={exhausted || status === 'requesting' || undefined}
        aria-busy={status === 'requesting' || undefined}
        data-exhausted={exhausted || undefined}
      >
        {status === 'playing' ? <IconPause size={22} /> : <IconPlay size={22} />}
      </button>
      <div className={styles.body}>
        {limited ? (
          <div
            className={styles.track}
            role="progressbar"
            aria-label={t('audio.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            aria-valuetext={t('audio.time', { current: formatTime(current), total: formatTime(duration) })}
          >
            <span className={styles.fill} style={{ width: `${percent}%` }} />
          </div>
        ) : (
          <input
            type="range"
            className={styles.range}
            min={0}
            max={Number.isFinite(duration) ? duration : 0}
            step={0.1}
            value={current}
            onChange={(e) => onSeek(Number(e.currentTarget.value))}
            aria-label={t('audio.progress')}
            aria-valuetext={t('audio.time', { current: formatTime(current), total: formatTime(duration) })}
            style={{ '--progress': `${percent}%` } as CSSProperties}
          />
        )}
        <div className={styles.meta}>
          <span className={styles.time}>
            {t('audio.time', { current: formatTime(current), total: formatTime(duration) })}
          </span>
          <span className={styles.plays} data-none-left={left === 0 || undefined}>
            {left === null ? t('audio.unlimited') : t('audio.playsLeft', { count: left })}
          </span>
        </div>
        {status === 'requesting' && (
          <span className={styles.visuallyHidden} role="status">
            {t('audio.requesting')}
          </span>
        )}
        {shownMessage && (
          <p id={messageId} className={styles.message} role={message ? 'alert' : undefined}>
            {t(`audio.${shownMessage}`)}
          </p>
        )}
      </div>
    </div>
  );
}
