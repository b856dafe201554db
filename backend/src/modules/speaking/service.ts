import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SpeakingQuestion } from '@contract/content';
import type { RightEduSubmitRequest, SpeakingScoreDto, SpeakingUploadDto } from '@contract/player';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limit';
import type { Caller, RecordingAccess } from '../attempts';
import { detectAudioType } from './audio-type';
import type { ScoringProvider } from './provider';

/** The folder of the uploads directory holding recordings (served only through signed links). */
export const SPEAKING_DIR = 'speaking';

export type SpeakingChannel = 'SPEAKING' | 'LC_SPEECH';

export interface SpeakingFields {
  attemptId: number;
  questionId: string;
  attemptSecret?: string;
}

/**
 * Recordings kept per question of an attempt: the newest, which the answer points at, and the one
 * before it, in case the answer naming the newest has not been saved yet.
 */
const RECORDINGS_KEPT_PER_QUESTION = 2;

export interface SpeakingServiceDeps {
  recordings: RecordingAccess;
  provider: ScoringProvider;
  clock: Clock;
  limiter: RateLimiter;
  uploadsDir: string;
}

function isSpeaking(question: { type: string } | undefined): question is SpeakingQuestion {
  return question !== undefined && /^SP[1-4]$/.test(question.type);
}

/**
 * Speaking recordings: stored under uploads/speaking/ with a random name, served only through a
 * signed, expiring link given to the attempt's owner, recorded against the attempt and question,
 * and marked "awaiting review". Re-recording replaces older takes, and uploads are limited per
 * attempt and, for guests, per address, so storage cannot be filled with one question's takes.
 * Scoring goes through the ScoringProvider.
 */
export function createSpeakingService({ recordings, provider, clock, limiter, uploadsDir }: SpeakingServiceDeps) {
  return {
    async upload(
      channel: SpeakingChannel,
      fields: SpeakingFields,
      data: Buffer,
      caller: Caller,
      ip: string,
    ): Promise<SpeakingUploadDto> {
      limiter.assertAllowed(RATE_LIMITS.speakingUploadPerAttempt, String(fields.attemptId));
      if (caller === null) limiter.assertAllowed(RATE_LIMITS.guestSpeakingUploadPerIp, ip);
      const question = await recordings.writableQuestion(
        fields.attemptId,
        caller,
        fields.attemptSecret,
        fields.questionId,
      );
      if (!isSpeaking(question)) throw invalidField('questionId', 'is not a speaking question of this attempt');
      const type = detectAudioType(data);
      if (!type) {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Only WebM, Ogg, MP4/M4A, WAV and MP3 recordings are accepted.',
        );
      }
      limiter.record(RATE_LIMITS.speakingUploadPerAttempt, String(fields.attemptId));
      if (caller === null) limiter.record(RATE_LIMITS.guestSpeakingUploadPerIp, ip);
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      await mkdir(join(uploadsDir, SPEAKING_DIR), { recursive: true });
      await writeFile(join(uploadsDir, SPEAKING_DIR, name), data, { flag: 'wx', mode: 0o644 });
      const row = await recordings.insertUpload({
        attempt_id: fields.attemptId,
        question_key: fields.questionId,
        channel,
        path: `${SPEAKING_DIR}/${name}`,
        mime_type: type.mimeType,
        size_bytes: data.length,
        created_at: clock.now().toISOString(),
      });
      const stale = await recordings.pruneUploads(fields.attemptId, fields.questionId, RECORDINGS_KEPT_PER_QUESTION);
      await Promise.all(stale.map((path) => rm(join(uploadsDir, path), { force: true })));
      return {
        uploadId: row.id,
        questionId: fields.questionId,
        mimeType: type.mimeType,
        sizeBytes: data.length,
        url: recordings.urlOf(row.path),
        status: 'AWAITING_REVIEW',
      };
    },

    async score(request: RightEduSubmitRequest, caller: Caller): Promise<SpeakingScoreDto> {
      const recording = await recordings.recording(request.uploadId, caller, request.attemptSecret);
      if (!recording) throw new AppError(404, 'NOT_FOUND', 'There is no such recording.');
      const { upload, question } = recording;
      if (!isSpeaking(question))
        throw new AppError(404, 'NOT_FOUND', 'The recording’s question is no longer in the test.');
      const scored = await provider.score({
        uploadId: upload.id,
        filePath: join(uploadsDir, upload.path),
        mimeType: upload.mime_type,
        question,
      });
      return { uploadId: upload.id, provider: provider.name, ...scored };
    },
  };
}

export type SpeakingService = ReturnType<typeof createSpeakingService>;
