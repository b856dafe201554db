import multipart from '@fastify/multipart';
import { SPEAKING_UPLOAD } from '@contract/player-rules';
import { speakingEndpoints } from '@contract/speaking';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/errors';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { registerNoStore } from '../../plugins/security-headers';
import { callerOf } from '../attempts';
import type { SpeakingChannel, SpeakingFields, SpeakingService } from './service';

const FILE_FIELD = SPEAKING_UPLOAD.FILE_FIELD;
const TEXT_FIELDS = new Set(['attemptId', 'questionId', 'attemptSecret']);

function uploadError(error: unknown): AppError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the recording as multipart/form-data in the field "file".',
      );
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The recording is larger than 8 MB.');
    case 'FST_FILES_LIMIT':
      return invalidField(FILE_FIELD, 'must be a single file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalidField('body', 'must hold only attemptId, questionId, attemptSecret and file');
    default:
      return invalidField(FILE_FIELD, 'could not be read: the upload is incomplete or malformed');
  }
}

async function readRecording(request: FastifyRequest): Promise<{ fields: SpeakingFields; data: Buffer }> {
  let data: Buffer | null = null;
  const values = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part must be read to the end, or the parser waits for it forever.
        const content = await part.toBuffer();
        if (part.fieldname !== FILE_FIELD) throw invalidField(part.fieldname, 'is not a field of this form');
        data = content;
        continue;
      }
      if (!TEXT_FIELDS.has(part.fieldname)) throw invalidField(part.fieldname, 'is not a field of this form');
      values.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadError(error);
  }
  const attemptId = values.get('attemptId') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(attemptId)) throw invalidField('attemptId', 'must be a positive integer');
  const questionId = values.get('questionId') ?? '';
  if (questionId === '' || questionId.length > 100)
    throw invalidField('questionId', 'must be a question id (1–100 characters)');
  const attemptSecret = values.get('attemptSecret');
  if (attemptSecret !== undefined && attemptSecret.length > 200) throw invalidField('attemptSecret', 'is too long');
  if (data === null) throw invalidField(FILE_FIELD, 'is required');
  if (data.length === 0) throw invalidField(FILE_FIELD, 'is empty');
  return {
    fields: { attemptId: Number(attemptId), questionId, ...(attemptSecret === undefined ? {} : { attemptSecret }) },
    data,
  };
}

/**
 * POST /itf/submit-speaking and /itf/lc-speech/submit, in their own encapsulated context: the
 * multipart parser is only registered here, so every other route keeps answering multipart
 * bodies with 415.
 */
export const speakingUploadRoutes: RoutePlugin<{ speaking: SpeakingService }> = async (app, { speaking }) => {
  registerNoStore(app);
  await app.register(multipart, {
    limits: {
      fileSize: SPEAKING_UPLOAD.MAX_BYTES,
      files: 1,
      // One more field than the form has, so an unexpected one is reported by its name.
      fields: 4,
      fieldSize: 1024,
      parts: 5,
      headerPairs: 20,
    },
  });
  const routes = [
    [speakingEndpoints.submitSpeaking, 'SPEAKING'],
    [speakingEndpoints.lcSpeechSubmit, 'LC_SPEECH'],
  ] as const satisfies readonly (readonly [unknown, SpeakingChannel])[];
  for (const [endpoint, channel] of routes) {
    app.route({
      ...routeOf(endpoint),
      // The body schema documents the form for OpenAPI; the parts are checked in readRecording.
      validatorCompiler: () => () => true,
      handler: async (request) => {
        const { fields, data } = await readRecording(request);
        return ok(await speaking.upload(channel, fields, data, callerOf(request), request.ip));
      },
    });
  }
};

/** POST /itf/right-edu/submit: JSON, outside the multipart context. */
export const speakingScoreRoutes: RoutePlugin<{ speaking: SpeakingService }> = async (app, { speaking }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(speakingEndpoints.rightEduSubmit),
    handler: async (request) => ok(await speaking.score(request.body, callerOf(request))),
  });
};
