import type { ApiSuccess } from '@contract/api';
import {
  PLAYER_PATHS,
  type AttemptDraftDto,
  type LastSubmittedData,
  type ResultDetailDto,
  type ResultListData,
  type ResultListQuery,
  type SendMailData,
  type SendMailRequest,
  type ShareCodeDto,
  type ShareResultRequest,
  type SubmitRequest,
  type SubmitResultData,
} from '@contract/player';
import type { FastifyPluginAsync } from 'fastify';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import { callerOf, optionalAuth, requireStudent, secretHeaderOf } from '../attempts/caller';
import { draftOfResultSchema } from '../attempts/schemas';
import type { AuthService } from '../auth/service';
import {
  lastSubmittedSchema,
  myResultsSchema,
  resultDetailSchema,
  sendMailSchema,
  shareResultSchema,
  submitSchema,
} from './schemas';
import type { ResultsService } from './service';

export interface ResultsRoutesOptions {
  auth: AuthService;
  results: ResultsService;
}

/** Submits, results and their review, the caller's results, result share codes and e-mails. */
export const resultsRoutes: FastifyPluginAsync<ResultsRoutesOptions> = async (app, { auth, results }) => {
  registerNoStore(app);
  const maybeSignedIn = optionalAuth(auth);
  const signedIn = requireAuth(auth);

  for (const [url, preHandler, variant] of [
    [PLAYER_PATHS.submit, requireStudent(auth), 'student'],
    [PLAYER_PATHS.userSubmit, maybeSignedIn, 'user'],
  ] as const) {
    app.post<{ Body: SubmitRequest }>(
      url,
      { schema: submitSchema(variant), preHandler },
      async (request): Promise<ApiSuccess<SubmitResultData>> => ({
        result: true,
        data: await results.submit(request.body, callerOf(request)),
      }),
    );
  }

  // Registered before /{id}; the id pattern (an integer) keeps "mine" from being read as one anyway.
  app.get<{ Querystring: ResultListQuery }>(
    PLAYER_PATHS.myResults,
    { schema: myResultsSchema, preHandler: signedIn },
    async (request): Promise<ApiSuccess<ResultListData>> => {
      const data = await results.mine(authOf(request).userId, request.query);
      return { result: true, data, totalRecords: data.total };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { shareCode?: string } }>(
    PLAYER_PATHS.result(':id'),
    { schema: resultDetailSchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<ResultDetailDto>> => ({
      result: true,
      data: await results.detail(request.params.id, callerOf(request), secretHeaderOf(request), request.query.shareCode),
    }),
  );

  app.get<{ Params: { id: number } }>(
    PLAYER_PATHS.draftOfResult(':id'),
    { schema: draftOfResultSchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<AttemptDraftDto>> => ({
      result: true,
      data: await results.draftOfResult(request.params.id, callerOf(request), secretHeaderOf(request)),
    }),
  );

  app.get<{ Params: { id: string } }>(
    PLAYER_PATHS.lastSubmitted(':id'),
    { schema: lastSubmittedSchema, preHandler: signedIn },
    async (request): Promise<ApiSuccess<LastSubmittedData>> => ({
      result: true,
      data: await results.lastSubmitted(authOf(request).userId, request.params.id),
    }),
  );

  app.post<{ Params: { id: number }; Body: ShareResultRequest }>(
    PLAYER_PATHS.shareResult(':id'),
    { schema: shareResultSchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<ShareCodeDto>> => ({
      result: true,
      data: await results.shareResult(request.params.id, callerOf(request), request.body.attemptSecret),
    }),
  );

  app.post<{ Body: SendMailRequest }>(
    PLAYER_PATHS.sendMail,
    { schema: sendMailSchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<SendMailData>> => ({
      result: true,
      data: await results.sendMail(request.body, callerOf(request)),
    }),
  );
};
