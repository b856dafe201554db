/** Speaking recordings: uploads and the scoring provider. */
import { Type, type Static } from '@sinclair/typebox';
import { AttemptSecretField, IdField } from './attempts';
import { defineEndpoint, OPTIONAL_AUTH } from './endpoint';
import { Nullable, StringEnum, Success } from './http';
import { SPEAKING_UPLOAD } from './player-rules';

/** What an upload answers; save `{ uploadId }` as the question's answer. */
const SpeakingUploadSchema = Type.Object({
  uploadId: Type.Integer(),
  questionId: Type.String(),
  mimeType: StringEnum(SPEAKING_UPLOAD.MIME_TYPES),
  sizeBytes: Type.Integer(),
  url: Type.String(),
  status: StringEnum(['AWAITING_REVIEW']),
});
export type SpeakingUploadDto = Static<typeof SpeakingUploadSchema>;

const RightEduSubmitRequestSchema = Type.Object(
  { uploadId: IdField, attemptSecret: Type.Optional(AttemptSecretField) },
  { additionalProperties: false },
);
export type RightEduSubmitRequest = Static<typeof RightEduSubmitRequestSchema>;

/** What a scoring provider answered; the local provider never invents a score (AWAITING_REVIEW, score null). */
const SpeakingScoreSchema = Type.Object({
  uploadId: Type.Integer(),
  provider: Type.String(),
  status: StringEnum(['AWAITING_REVIEW', 'SCORED']),
  score: Nullable(Type.Number(), { description: '0–10 when SCORED' }),
  feedback: Nullable(Type.String()),
});
export type SpeakingScoreDto = Static<typeof SpeakingScoreSchema>;

const BAD_TOKEN = 'UNAUTHORIZED: a bearer token was sent but is invalid or expired';
const NOT_OWNER = 'FORBIDDEN: neither the owner’s token nor the attempt secret';

function upload<const U extends string>(url: U, summary: string) {
  return defineEndpoint(
    'POST',
    url,
    {
      tags: ['player'],
      summary,
      description:
        'Fields attemptId, questionId (a speaking question of the attempt), attemptSecret (guests) and file (at most ' +
        '8 MB). The type is recognised from the first bytes: WebM, Ogg, MP4/M4A, WAV or MP3. Answer the question with ' +
        '{ uploadId }; it is marked awaiting review, never auto-scored.',
      security: OPTIONAL_AUTH,
      consumes: ['multipart/form-data'],
      body: Type.Object({
        attemptId: Type.Integer(),
        questionId: Type.String(),
        attemptSecret: Type.Optional(Type.String()),
        file: Type.String({ format: 'binary', description: 'The recording' }),
      }),
      response: { 200: Success(SpeakingUploadSchema) },
    },
    {
      400: 'VALIDATION_ERROR: a missing or bad field, not a speaking question, an empty, second or malformed file',
      401: BAD_TOKEN,
      403: NOT_OWNER,
      404: 'NOT_FOUND: no such attempt',
      409: 'ATTEMPT_EXPIRED or ATTEMPT_CLOSED',
      413: 'PAYLOAD_TOO_LARGE: the recording is over 8 MB',
      415: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data, or not a WebM, Ogg, MP4/M4A, WAV or MP3 recording',
    },
  );
}

export const speakingEndpoints = {
  submitSpeaking: upload('/itf/submit-speaking', 'Upload a speaking recording (SP1, SP3, SP4) as multipart form data'),
  lcSpeechSubmit: upload('/itf/lc-speech/submit', 'Upload a listen-and-repeat recording (SP2) as multipart form data'),
  rightEduSubmit: defineEndpoint(
    'POST',
    '/itf/right-edu/submit',
    {
      tags: ['player'],
      summary: 'Ask the speaking scoring provider to score a recording (the local provider answers AWAITING_REVIEW)',
      security: OPTIONAL_AUTH,
      body: RightEduSubmitRequestSchema,
      response: { 200: Success(SpeakingScoreSchema) },
    },
    { 401: BAD_TOKEN, 403: NOT_OWNER, 404: 'NOT_FOUND: no such recording' },
  ),
};
