import {
  THIRD_PARTY_PAGE_SIZE,
  type ThirdPartyListData,
  type ThirdPartyListQuery,
  type ThirdPartyProviderDto,
  type ThirdPartyTestDto,
} from '@contract/third-party';
import { AppError } from '../../lib/errors';
import type { ThirdPartyProvider } from './providers';

/** The catalogue's columns a card shows, of a test a guest may see (the catalogue's `findVisible`). */
interface TestRow {
  id: number;
  slug: string;
  name: string;
  name_en: string | null;
  description_vi: string;
  description_en: string;
  question_count: number;
  duration: number | null;
}

export interface ThirdPartyServiceOptions {
  providers: readonly ThirdPartyProvider[];
  findTest: (unitTestId: number) => Promise<TestRow | undefined>;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'There is no such provider.');

/**
 * The providers of the registry with their tests read from the catalogue as a guest sees them,
 * so a test retired or hidden there is left out here too, and every test listed opens.
 */
export function createThirdPartyService({ providers, findTest }: ThirdPartyServiceOptions) {
  async function testsOf(provider: ThirdPartyProvider): Promise<ThirdPartyTestDto[]> {
    const rows = await Promise.all(provider.testIds.map((id) => findTest(id)));
    return rows
      .filter((row): row is TestRow => row !== undefined)
      .map((row) => ({
        id: row.id,
        slug: row.slug,
        name: { vi: row.name, en: row.name_en ?? row.name },
        description: { vi: row.description_vi, en: row.description_en },
        questionCount: row.question_count,
        duration: row.duration,
      }));
  }

  async function toDto(provider: ThirdPartyProvider): Promise<ThirdPartyProviderDto> {
    const { testIds: _ids, ...rest } = provider;
    return { ...rest, description: { ...provider.description }, tests: await testsOf(provider) };
  }

  return {
    async list(query: ThirdPartyListQuery): Promise<{ data: ThirdPartyListData; total: number }> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? THIRD_PARTY_PAGE_SIZE.DEFAULT;
      const slice = providers.slice((page - 1) * pageSize, page * pageSize);
      const total = providers.length;
      const items = await Promise.all(slice.map(toDto));
      return { data: { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) }, total };
    },

    async one(id: number): Promise<ThirdPartyProviderDto> {
      const provider = providers.find((candidate) => candidate.id === id);
      if (!provider) throw notFound();
      return toDto(provider);
    },
  };
}

export type ThirdPartyService = ReturnType<typeof createThirdPartyService>;
