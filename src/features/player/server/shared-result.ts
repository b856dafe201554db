/**
 * What a link preview (Zalo, Facebook, Messenger) needs of a shared result, read on the server:
 * crawlers run no JavaScript, so the score must be in the page's first HTML and in its image.
 */
import { resultsApi } from '@contract/client-api';
import type { ResultDetailDto } from '@contract/player';
import { call } from '@/lib/api/call';

const SSR_API_TIMEOUT_MS = 4000;

export interface SharePreview {
  unitTest: ResultDetailDto['result']['unitTest'];
  status: ResultDetailDto['result']['status'];
  score: number | null;
  percent: number | null;
  sharedBy: string | null;
}

/** The preview of a result seen through its share code, or null when it cannot be shown. */
export async function loadSharePreview(resultId: number, shareCode: string | null): Promise<SharePreview | null> {
  if (!shareCode) return null;
  try {
    const detail = await call(
      resultsApi.detail,
      { params: { id: resultId }, query: { shareCode } },
      { timeout: SSR_API_TIMEOUT_MS },
    );
    const { unitTest, status, score, percent } = detail.result;
    return { unitTest, status, score, percent, sharedBy: detail.sharedBy };
  } catch {
    return null;
  }
}
