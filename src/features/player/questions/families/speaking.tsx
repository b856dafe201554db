/**
 * SP1 read aloud, SP2 listen and repeat, SP3 answer a question, SP4 describe a picture. The
 * player draws the prompt, picture and recording above; this family draws SP1's text and the
 * recorder: record (hard stop at maxSeconds), stop, listen back, record again. Each finished
 * recording is uploaded at once to question.uploadPath and its uploadId becomes the answer; a
 * failed upload keeps the recording and offers to try again.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerAnswer, PlaySpeakingQuestion, RecordingAnswer } from '@contract/player';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { createIcon } from '@/components/ui/icons';
import { renderMarkers } from '@/lib/markers';
import { classifyUploadError, uploadRecording, useRecorder, type UploadErrorKind } from '../../media/recorder';
import type { QuestionComponent, QuestionProps } from '../types';
import styles from './speaking.module.scss';

const IconMic = createIcon(
  'IconMic',
  <>
    <rect x="9" y="3" width="6" height="11" rx="3" />
    <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
  </>,
);
const IconStop = createIcon('IconStop', <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />);

function uploadIdOf(value: PlayerAnswer | null | undefined): number | null {
  if (!value || !('uploadId' in value)) return null;
  const id = (value as RecordingAnswer).uploadId;
  return typeof id === 'number' ? id : null;
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

type UploadState = { status: 'idle' | 'uploading' | 'done' } | { status: 'error'; kind: UploadErrorKind };

function Recorder({ question, value, onChange, attempt }: QuestionProps & { question: PlaySpeakingQuestion }) {
  const { t } = useTranslation('question-media');
  const recorder = useRecorder(question.maxSeconds);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const uploadedBlob = useRef<Blob | null>(null);
  const savedId = uploadIdOf(value);

  const send = async (blob: Blob) => {
    if (!attempt) return;
    setUpload({ status: 'uploading' });
    try {
      const dto = await uploadRecording({
        path: question.uploadPath,
        attemptId: attempt.id,
        questionId: question.id,
        secret: attempt.secret,
        blob,
      });
      uploadedBlob.current = blob;
      setUpload({ status: 'done' });
      onChange({ uploadId: dto.uploadId });
    } catch (err) {
      setUpload({ status: 'error', kind: classifyUploadError(err) });
    }
  };

  // Each new recording is uploaded once, as soon as it exists.
  const { blob, status } = recorder;
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  useEffect(() => {
    if (status === 'recorded' && blob && uploadedBlob.current !== blob) {
      uploadedBlob.current = blob;
      void sendRef.current(blob);
    }
  }, [status, blob]);

  if (!attempt) return <Alert variant="info">{t('recorder.noAttempt')}</Alert>;

  const recording = recorder.status === 'recording';
  const busy = recorder.status === 'requesting' || upload.status === 'uploading';
  const max = clock(question.maxSeconds);

  return (
    <div className={styles.recorder}>
      <div className={styles.controls}>
        {recording ? (
          <Button
            type="button"
            variant="danger"
            size="medium"
            leftIcon={<IconStop size={18} />}
            onClick={recorder.stop}
          >
            {t('recorder.stop')}
          </Button>
        ) : (
          <Button
            type="button"
            size="medium"
            leftIcon={<IconMic size={18} />}
            loading={busy}
            onClick={() => {
              setUpload({ status: 'idle' });
              void recorder.start();
            }}
          >
            {recorder.status === 'recorded' || savedId !== null ? t('recorder.reRecord') : t('recorder.record')}
          </Button>
        )}
        <span className={styles.timer} data-recording={recording || undefined} aria-live="off">
          {recording
            ? t('recorder.recording', { elapsed: clock(recorder.elapsed), max })
            : t('recorder.maxTime', { max })}
        </span>
      </div>
      {recording && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('recorder.recording', { elapsed: clock(recorder.elapsed), max })}
          aria-valuemin={0}
          aria-valuemax={question.maxSeconds}
          aria-valuenow={recorder.elapsed}
        >
          <span style={{ width: `${Math.min(100, (recorder.elapsed / question.maxSeconds) * 100)}%` }} />
        </div>
      )}
      {recorder.url && !recording && (
        <div className={styles.playback}>
          <span className={styles.label}>{t('recorder.yourRecording')}</span>
          <audio controls src={recorder.url} className={styles.audio} aria-label={t('recorder.yourRecording')} />
        </div>
      )}
      <div role="status" aria-live="polite" className={styles.status}>
        {recorder.status === 'recorded' && recorder.hitLimit && <p>{t('recorder.stoppedAtLimit')}</p>}
        {upload.status === 'uploading' && <p>{t('recorder.uploading')}</p>}
        {upload.status === 'done' && <p className={styles.saved}>{t('recorder.uploaded')}</p>}
        {upload.status === 'idle' && savedId !== null && recorder.status === 'idle' && (
          <p className={styles.saved}>{t('recorder.saved')}</p>
        )}
      </div>
      {recorder.status === 'error' && recorder.error && <Alert variant="error">{t(`mic.${recorder.error}`)}</Alert>}
      {upload.status === 'error' && (
        <Alert variant="error">
          <p className={styles.alertText}>{t(`recorder.${upload.kind}`)}</p>
          {upload.kind === 'uploadFailed' && recorder.blob && (
            <Button
              type="button"
              variant="outline"
              size="small"
              onClick={() => recorder.blob && void send(recorder.blob)}
            >
              {t('recorder.retryUpload')}
            </Button>
          )}
        </Alert>
      )}
    </div>
  );
}

function SpeakingQuestion(props: QuestionProps) {
  const { t } = useTranslation('question-media');
  const question = props.question as PlaySpeakingQuestion;
  const { readOnly = false, review } = props;
  const task =
    question.type === 'SP1'
      ? t('speaking.readAloud')
      : question.type === 'SP2'
        ? t('speaking.listenRepeat')
        : question.type === 'SP3'
          ? t('speaking.answer')
          : t('speaking.describe');

  return (
    <div className={styles.speaking} data-family="speaking" data-variant={question.type}>
      <p className={styles.task}>{task}</p>
      {question.text && <blockquote className={styles.readText}>{renderMarkers(question.text)}</blockquote>}
      {readOnly ? (
        <div className={styles.review}>
          {review?.recordingUrl ? (
            <div className={styles.playback}>
              <span className={styles.label}>{t('speaking.recordingOf')}</span>
              <audio
                controls
                src={review.recordingUrl}
                className={styles.audio}
                aria-label={t('speaking.recordingOf')}
              />
            </div>
          ) : (
            <p className={styles.status}>{t('speaking.noRecording')}</p>
          )}
          {review?.outcome === 'PENDING_REVIEW' && <p className={styles.status}>{t('speaking.pendingReview')}</p>}
        </div>
      ) : (
        <Recorder {...props} question={question} />
      )}
    </div>
  );
}

const Speaking: QuestionComponent = SpeakingQuestion;
export default Speaking;
