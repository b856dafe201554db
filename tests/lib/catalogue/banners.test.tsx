import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupBannerQuery, siteCodeOf, useBanners } from '@/lib/catalogue/api/banners';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { server } from '../../msw/server';
import { siteEndpoints } from '@contract/site';
import { handle } from '../../msw/handlers';

function Wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

describe('banners', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('sends the site code of the edition', () => {
    expect(siteCodeOf('standard')).toBe('ENGLAB');
    expect(siteCodeOf('international')).toBe('ENGLAB_INTERNATIONAL');
    expect(popupBannerQuery('international')).toEqual({
      type: 'POPUP',
      site: 'ENGLAB_INTERNATIONAL',
      status: 'ACTIVE',
    });
    expect(catalogueKeys.banners(popupBannerQuery('standard'))).toBe(
      '/itf/banners?site=ENGLAB&status=ACTIVE&type=POPUP',
    );
  });

  it('reads the edition from the one env flag', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_EDITION', 'international');
    vi.resetModules();
    const banners = await import('@/lib/catalogue/api/banners');
    expect(banners.popupBannerQuery().site).toBe('ENGLAB_INTERNATIONAL');
  });

  it('asks for the active popup banners, and nothing when disabled', async () => {
    const requests: URL[] = [];
    server.use(
      handle(siteEndpoints.banners, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ result: true, data: [] });
      }),
    );
    renderHook(() => useBanners({ enabled: false }), { wrapper: Wrapper });
    const { result } = renderHook(() => useBanners(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ type: 'POPUP', site: 'ENGLAB', status: 'ACTIVE' });
  });
});
