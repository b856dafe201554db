import {
  CATALOGUE_PATHS,
  type OwnedUnitTestDto,
  type UnitTestDetailDto,
  type UnitTestFacetsDto,
  type UnitTestListData,
  type UnitTestListQuery,
  type UseUnitTestRequest,
} from '@contract/catalogue';
import type { ApiSuccess } from '@contract/api';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authOf, requireAuth } from '../../plugins/authenticate';
import type { AuthService } from '../auth/service';
import type { Viewer } from './repository';
import {
  listUnitTestsSchema,
  ownedUnitTestsSchema,
  unitTestDetailSchemaRoute,
  unitTestFacetsSchema,
  useUnitTestSchema,
} from './schemas';
import type { CatalogueService, FacetsQuery } from './service';

function viewerOf(request: FastifyRequest): Viewer {
  return request.auth ? { userId: request.auth.userId } : null;
}

export const catalogueRoutes: FastifyPluginAsync<{ auth: AuthService; catalogue: CatalogueService }> = async (app, { auth, catalogue }) => {
  const signedIn = requireAuth(auth);
  // Guests browse freely; a token, when sent, must be valid (the client refreshes on 401).
  const maybeSignedIn: preHandlerAsyncHookHandler = async function (request, reply) {
    if (request.headers.authorization === undefined) return;
    await signedIn.call(this, request, reply);
  };

  app.get<{ Querystring: UnitTestListQuery }>(
    CATALOGUE_PATHS.unitTests,
    { schema: listUnitTestsSchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<UnitTestListData>> => {
      const data = await catalogue.list(request.query, viewerOf(request));
      return { result: true, data, totalRecords: data.total };
    },
  );

  // Registered before /{id} so "facets" and "owned" are never read as slugs.
  app.get<{ Querystring: FacetsQuery }>(
    CATALOGUE_PATHS.unitTestFacets,
    { schema: unitTestFacetsSchema, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<UnitTestFacetsDto>> => ({
      result: true,
      data: await catalogue.facets(request.query, viewerOf(request)),
    }),
  );

  app.get(
    CATALOGUE_PATHS.ownedUnitTests,
    { schema: ownedUnitTestsSchema, preHandler: signedIn },
    async (request, reply): Promise<ApiSuccess<OwnedUnitTestDto[]>> => {
      void reply.header('cache-control', 'private, no-store');
      return { result: true, data: await catalogue.owned(authOf(request).userId) };
    },
  );

  app.post<{ Body: UseUnitTestRequest }>(
    CATALOGUE_PATHS.useUnitTest,
    { schema: useUnitTestSchema, preHandler: signedIn },
    async (request): Promise<ApiSuccess<OwnedUnitTestDto>> => ({
      result: true,
      data: await catalogue.use(authOf(request).userId, request.body.unitTestId),
    }),
  );

  app.get<{ Params: { id: string } }>(
    CATALOGUE_PATHS.unitTest(':id'),
    { schema: unitTestDetailSchemaRoute, preHandler: maybeSignedIn },
    async (request): Promise<ApiSuccess<UnitTestDetailDto>> => ({
      result: true,
      data: await catalogue.detail(request.params.id, viewerOf(request)),
    }),
  );
};
