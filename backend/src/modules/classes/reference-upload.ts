import multipart from '@fastify/multipart';
import { REFERENCE_UPLOAD } from '@contract/class-rules';
import { teacherEndpoints } from '@contract/teacher';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidField } from '../../lib/errors';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { NO_EDGE_SPACE_SOURCE } from '@contract/patterns';
import { detectReferenceType, type ReferenceUpload } from './reference-files';
import type { TeacherService } from './teacher';

const FIELD = REFERENCE_UPLOAD.FIELD;
const MB = REFERENCE_UPLOAD.MAX_BYTES / 1024 / 1024;

function uploadError(error: unknown): AppError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the material as multipart/form-data.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${MB} MB.`);
    case 'FST_FILES_LIMIT':
      return invalidField(FIELD, 'must be a single file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return invalidField(FIELD, 'must be sent with at most a title and a description');
    default:
      return invalidField(FIELD, 'could not be read: the upload is incomplete or malformed');
  }
}

async function readUpload(request: FastifyRequest): Promise<ReferenceUpload> {
  const fields = new Map<string, string>();
  let file: { data: Buffer; name: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part must be read to the end, or the parser waits for it forever.
        const data = await part.toBuffer();
        if (part.fieldname === FIELD) file = { data, name: part.filename };
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  const title = fields.get('title') ?? '';
  if (title.length < 1 || title.length > 200 || !new RegExp(NO_EDGE_SPACE_SOURCE, 'u').test(title)) {
    throw invalidField('title', 'is required: 1–200 characters, no leading or trailing space');
  }
  const description = fields.get('description') ?? null;
  if (description !== null && description.length > 1000) throw invalidField('description', 'is over 1000 characters');
  if (!file) throw invalidField(FIELD, 'is required');
  if (file.data.length === 0) throw invalidField(FIELD, 'is empty');
  const type = detectReferenceType(file.data);
  if (!type) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PDF, PNG, JPG and MP3 files are accepted.');
  // The name is only shown: keep it short and free of paths and control characters.
  const fileName =
    (file.name.split(/[\\/]/).pop() ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || `file.${type}`;
  return { title, description: description === '' ? null : description, fileName, data: file.data, type };
}

/**
 * POST /teacher/classes/{id}/references/upload in its own context: the multipart parser is
 * registered only here, so every other route keeps answering multipart bodies with 415.
 */
export const referenceUploadRoutes: RoutePlugin<{
  teacher: TeacherService;
}> = async (app, { teacher }) => {
  await app.register(multipart, {
    limits: {
      fileSize: REFERENCE_UPLOAD.MAX_BYTES,
      files: 1,
      fields: 2,
      fieldSize: 4096,
      parts: 3,
      headerPairs: 20,
    },
  });
  app.route({
    ...routeOf(teacherEndpoints.uploadReference),
    // The body schema documents the form for OpenAPI; the parts are checked in readUpload.
    validatorCompiler: () => () => true,
    handler: async (request) => {
      // Ownership first: nothing is read or stored for someone else's class.
      await teacher.getClass(authOf(request).userId, request.params.id);
      return ok(
        await teacher.addUploadedReference(authOf(request).userId, request.params.id, await readUpload(request)),
      );
    },
  });
};
