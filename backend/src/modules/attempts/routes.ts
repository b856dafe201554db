import type { ApiSuccess } from '@contract/api';
import {
  PLAYER_PATHS,
  type AttemptDraftDto,
  type AudioPlayDto,
  type AudioPlayRequest,
  type DraftSavedDto,
  type DraftSaveRequest,
  type IntegrityEventRequest,
  type IntegrityStateDto,
  type PlayPayload,
  type ShareCodeDto,
  type StartAttemptRequest,
} from '@contract/player';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { AuthService } from '../auth/service';
import { callerOf, optionalAuth, requireStudent, secretHeaderOf } from './caller';
import {
  audioPlaySchema,
  draftDetailSchema,
  draftSaveSchema,
  integrityEventSchema,
  shareTestSchema,
  startAttemptSchema,
} from './schemas';
import type { AttemptsService } from './service';

export interface AttemptsRoutesOptions {
  auth: AuthService;
  attempts: AttemptsService;
}

/** Starting and resuming attempts, drafts, audio plays, integrity events and test share codes. */
export const attemptsRoutes: FastifyPluginAsync<AttemptsRoutesOptions> = async (app, { auth, attempts }) => {
  registerNoStore(app);
  const maybeSignedIn = optionalAuth(auth);

  app.post<{ Params: { id: string }; Body: StartAttemptRequest | undefined }>(
    PLAYER_PATHS.startAttempt(':id'),
    {
      schema: startAttemptSchema,
      // Every field is optional, so a start without any body is a plain start.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      preHandler: maybeSignedIn,
    },
    async (request): Promise<ApiSuccess<PlayPayload>> => ({
      result: true,
      data: await attempts.start(request.params.id, request.body ?? {}, callerOf(request)),
    }),
  );

  app.post<{ Params: { id: string } }>(
    PLAYER_PATHS.shareTest(':id'),
    { schema: shareTestSchema, preHandler: requireAuth(auth) },
    async (request): Promise<ApiSuccess<ShareCodeDto>> => {
      const { userId, role } = authOf(request);
      return { result: true, data: await attempts.shareTest(request.params.id, { userId, role }) };
    },
  );

  for (const [url, preHandler, variant] of [
    [PLAYER_PATHS.draftSubmit, requireStudent(auth), 'student'],
    [PLAYER_PATHS.draftUserSubmit, maybeSignedIn, 'user'],
  ] as const) {
    app.post<{ Body: DraftSaveRequest }>(
      url,
      { schema: draftSaveSchema(variant), preHandler },
      async (request): Promise<ApiSuccess<DraftSavedDto>> => ({
        result: true,
        data: await attempts.saveDraft(request.body, callerOf(request)),
      }),
    );
  }

  app.get<{ Params: { id: number } }>(
    PLAYER_PATHS.draftDetail(':id'),
    { schema: draftDetailSchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<AttemptDraftDto>> => ({
      result: true,
      data: await attempts.draftDetail(request.params.id, callerOf(request), secretHeaderOf(request)),
    }),
  );

  app.post<{ Params: { id: number }; Body: AudioPlayRequest }>(
    PLAYER_PATHS.audioPlay(':id'),
    { schema: audioPlaySchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<AudioPlayDto>> => ({
      result: true,
      data: await attempts.play(request.params.id, request.body, callerOf(request)),
    }),
  );

  app.post<{ Params: { id: number }; Body: IntegrityEventRequest }>(
    PLAYER_PATHS.integrityEvent(':id'),
    { schema: integrityEventSchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<IntegrityStateDto>> => ({
      result: true,
      data: await attempts.integrityEvent(request.params.id, request.body, callerOf(request)),
    }),
  );
};
