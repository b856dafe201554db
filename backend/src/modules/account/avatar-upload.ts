import multipart from '@fastify/multipart';
import { accountEndpoints, type UpdateAvatarData } from '@contract/account';
import { AVATAR_UPLOAD } from '@contract/auth-rules';
import { LIMITS } from '@contract/constants';
import type { FastifyRequest } from 'fastify';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { AppError, invalidField } from '../../lib/errors';
import { detectImageType, type ImageType } from './avatar';

export interface AvatarUploadOptions {
  upload(request: FastifyRequest, image: { data: Buffer; type: ImageType }): Promise<UpdateAvatarData>;
}

const FILE_FIELD = AVATAR_UPLOAD.FIELD;

const badUpload = (message: string) => invalidField(FILE_FIELD, message);

/** Multipart failures are client mistakes; each gets its 4xx here, the rest of the API never sees them. */
function uploadError(error: unknown): AppError {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data in the field "file".');
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'PAYLOAD_TOO_LARGE', 'The image is larger than 2 MB.');
    case 'FST_FILES_LIMIT':
      return badUpload('must be a single file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badUpload('must be sent without extra form fields');
    default:
      // Busboy's "Unexpected end of form", a missing boundary, a malformed part header…
      return badUpload('could not be read: the upload is incomplete or malformed');
  }
}

async function readImage(request: FastifyRequest): Promise<{ data: Buffer; type: ImageType }> {
  let data: Buffer | null = null;
  let otherField: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // Every file part must be read to the end, or the parser waits for it forever.
      const content = await part.toBuffer();
      if (part.fieldname === FILE_FIELD) data = content;
      else otherField = part.fieldname;
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (data === null) {
    throw badUpload(otherField === null ? 'is required' : `is required (the file was sent as "${otherField}")`);
  }
  if (data.length === 0) throw badUpload('is empty');
  const type = detectImageType(data);
  if (!type) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPG and PNG images are accepted.');
  return { data, type };
}

/**
 * POST /account/update-avatar in its own encapsulated context: the multipart parser is only
 * registered here, so every other route keeps answering multipart bodies with 415.
 */
export const avatarUploadRoutes: RoutePlugin<AvatarUploadOptions> = async (app, { upload }) => {
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.AVATAR_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 20,
    },
  });

  app.route({
    ...routeOf(accountEndpoints.updateAvatar),
    // The body schema documents the form for OpenAPI; the parts are checked in readImage.
    validatorCompiler: () => () => true,
    handler: async (request) => ok(await upload(request, await readImage(request))),
  });
};
