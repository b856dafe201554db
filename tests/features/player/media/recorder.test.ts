import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  classifyMicError,
  pickRecordingMimeType,
  recordingFileName,
  startRecording,
} from '@/features/player/media/recorder';
import { FakeMediaRecorder, fakeStream, installMedia, uninstallMedia } from './fake-media';

afterEach(() => {
  uninstallMedia();
  vi.useRealTimers();
});

describe('recorder', () => {
  it('prefers WebM/Opus and falls back to MP4 where only that records (Safari)', () => {
    installMedia();
    expect(pickRecordingMimeType()).toBe('audio/webm;codecs=opus');
    FakeMediaRecorder.supported = ['audio/mp4'];
    expect(pickRecordingMimeType()).toBe('audio/mp4');
    expect(recordingFileName('audio/mp4')).toBe('answer.m4a');
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('answer.webm');
    expect(recordingFileName('audio/ogg;codecs=opus')).toBe('answer.ogg');
  });

  it('stops by itself at maxSeconds and hands over the recording', async () => {
    vi.useFakeTimers();
    installMedia();
    FakeMediaRecorder.supported = ['audio/mp4'];
    const session = startRecording(fakeStream().stream, 30);
    expect(FakeMediaRecorder.last?.state).toBe('recording');
    vi.advanceTimersByTime(29_000);
    expect(FakeMediaRecorder.last?.state).toBe('recording');
    vi.advanceTimersByTime(1_000);
    const blob = await session.done;
    expect(FakeMediaRecorder.last?.state).toBe('inactive');
    expect(blob.type).toBe('audio/mp4');
    expect(blob.size).toBeGreaterThan(0);
  });

  it('names microphone failures the learner can act on', () => {
    expect(classifyMicError({ name: 'NotAllowedError' })).toBe('denied');
    expect(classifyMicError({ name: 'NotFoundError' })).toBe('notFound');
    expect(classifyMicError({ name: 'NotSupportedError' })).toBe('unsupported');
    expect(classifyMicError(new Error('x'))).toBe('failed');
  });
});
