import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MembershipPackageDto, SaleAssetDto } from '@contract/catalogue';
import { saleAssetsEndpoints } from '@contract/sale-assets';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { useMemberships } from '@/lib/catalogue/api/memberships';
import { useSaleAssets } from '@/lib/catalogue/api/sale-assets';
import { handle, ok } from '../../msw/handlers';
import { server } from '../../msw/server';
import { passTime, useAppFakeTimers } from '../../test-utils';

const plan = (id: number, price: number): MembershipPackageDto => ({
  id,
  code: `P${id}`,
  name: { vi: `Gói ${id}`, en: `Plan ${id}` },
  description: { vi: '', en: '' },
  price,
  originalPrice: null,
  durationDays: 30,
  quantities: [],
  features: [],
  highlighted: false,
  roleCode: 'STUDENT',
});

function serve() {
  const requests: URL[] = [];
  server.use(
    handle(saleAssetsEndpoints.memberships, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({ result: true, data: [plan(1, 200_000), plan(2, 400_000), plan(3, 699_000)] });
    }),
  );
  return requests;
}

function wrapper(fallback: Record<string, unknown> = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, fallback }}>{children}</SWRConfig>;
  };
}

describe('useMemberships', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches the STUDENT plans on load when nothing is cached', async () => {
    const requests = serve();
    const { result } = renderHook(() => useMemberships(), { wrapper: wrapper() });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data?.map((p) => p.price)).toEqual([200_000, 400_000, 699_000]));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('roleCode')).toBe('STUDENT');
    expect(catalogueKeys.memberships()).toBe('/sale-asset/memberships?roleCode=STUDENT');
  });

  it('uses cached plans without asking again, and ignores focus and reconnect', async () => {
    useAppFakeTimers();
    const requests = serve();
    const { result } = renderHook(() => useMemberships(), {
      wrapper: wrapper({ [catalogueKeys.memberships()]: [plan(9, 123_000)] }),
    });
    expect(result.current.data?.map((p) => p.id)).toEqual([9]);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await passTime();
    expect(requests).toHaveLength(0);
  });

  it('refreshes every 300 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const requests = serve();
    renderHook(() => useMemberships(), { wrapper: wrapper() });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(requests).toHaveLength(2);
  });
});

describe('useSaleAssets', () => {
  it('loads GET /sale-asset', async () => {
    const asset: SaleAssetDto = {
      id: 1,
      assetType: 'MEMBERSHIP',
      name: { vi: 'Bạc', en: 'Silver' },
      price: 200_000,
      unitTestId: null,
      membershipId: 1,
    };
    server.use(ok(saleAssetsEndpoints.list, [asset]));
    const { result } = renderHook(() => useSaleAssets(), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual([asset]));
  });
});
