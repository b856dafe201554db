import { SPEAKING_UPLOAD } from '@contract/player';
import { errorResponses, successSchema } from '../../lib/http-schemas';
import { attemptSecretField, idField, optionalAuthSecurity } from '../attempts/schemas';

const proofErrors = {
  401: 'UNAUTHORIZED: a bearer token was sent but is invalid or expired',
  403: 'FORBIDDEN: neither the owner’s token nor the attempt secret',
  404: 'NOT_FOUND: no such attempt',
};

export function speakingUploadSchema(channel: 'SPEAKING' | 'LC_SPEECH') {
  return {
    tags: ['player'],
    summary:
      channel === 'SPEAKING'
        ? 'Upload a speaking recording (SP1, SP3, SP4) as multipart form data'
        : 'Upload a listen-and-repeat recording (SP2) as multipart form data',
    description:
      'Fields attemptId, questionId (a speaking question of the attempt), attemptSecret (guests) and file (at most 8 MB). ' +
      'The type is recognised from the first bytes: WebM, Ogg, MP4/M4A, WAV or MP3. Answer the question with { uploadId }; ' +
      'it is marked awaiting review, never auto-scored.',
    security: optionalAuthSecurity,
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      required: ['attemptId', 'questionId', 'file'],
      properties: {
        attemptId: { type: 'integer' },
        questionId: { type: 'string' },
        attemptSecret: { type: 'string' },
        file: { type: 'string', format: 'binary', description: 'The recording' },
      },
    },
    response: {
      200: successSchema({
        type: 'object',
        required: ['uploadId', 'questionId', 'mimeType', 'sizeBytes', 'url', 'status'],
        properties: {
          uploadId: { type: 'integer' },
          questionId: { type: 'string' },
          mimeType: { type: 'string', enum: [...SPEAKING_UPLOAD.MIME_TYPES] },
          sizeBytes: { type: 'integer' },
          url: { type: 'string' },
          status: { type: 'string', enum: ['AWAITING_REVIEW'] },
        },
      }),
      ...errorResponses({
        ...proofErrors,
        400: 'VALIDATION_ERROR: a missing or bad field, not a speaking question, an empty, second or malformed file',
        409: 'ATTEMPT_EXPIRED or ATTEMPT_CLOSED',
        413: 'PAYLOAD_TOO_LARGE: the recording is over 8 MB',
        415: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data, or not a WebM, Ogg, MP4/M4A, WAV or MP3 recording',
      }),
    },
  };
}

export const rightEduSubmitSchema = {
  tags: ['player'],
  summary: 'Ask the speaking scoring provider to score a recording (the local provider answers AWAITING_REVIEW)',
  security: optionalAuthSecurity,
  body: {
    type: 'object',
    required: ['uploadId'],
    additionalProperties: false,
    properties: { uploadId: idField, attemptSecret: attemptSecretField },
  },
  response: {
    200: successSchema({
      type: 'object',
      required: ['uploadId', 'provider', 'status', 'score', 'feedback'],
      properties: {
        uploadId: { type: 'integer' },
        provider: { type: 'string' },
        status: { type: 'string', enum: ['AWAITING_REVIEW', 'SCORED'] },
        score: { type: 'number', nullable: true },
        feedback: { type: 'string', nullable: true },
      },
    }),
    ...errorResponses({ ...proofErrors, 404: 'NOT_FOUND: no such recording' }, { body: true }),
  },
};
