import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { siteEndpoints } from '@contract/site';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { getAppSetting, useAppSetting } from '@/lib/catalogue/api/app-settings';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { server } from '../../msw/server';
import { urlOf } from '../../msw/handlers';

function Wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

describe('app settings', () => {
  it('loads one setting by id', async () => {
    server.use(
      http.get(urlOf(siteEndpoints.appSetting, { params: { id: 'support' } }), () =>
        HttpResponse.json({ result: true, data: { id: 'support', value: { hotline: '1900 0000' } } }),
      ),
    );
    expect(catalogueKeys.appSetting('support')).toBe('/itf/app-settings/support');
    await expect(getAppSetting('support')).resolves.toEqual({ id: 'support', value: { hotline: '1900 0000' } });
    const { result } = renderHook(() => useAppSetting('support'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.data?.value).toEqual({ hotline: '1900 0000' }));
  });

  it('rejects an unknown setting with the API error', async () => {
    server.use(
      http.get(urlOf(siteEndpoints.appSetting, { params: { id: 'nope' } }), () =>
        HttpResponse.json({ result: false, code: 'NOT_FOUND', message: 'Not found' }, { status: 404 }),
      ),
    );
    await expect(getAppSetting('nope')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('sends nothing without an id', () => {
    const { result } = renderHook(() => useAppSetting(null), { wrapper: Wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data?.value).toBeUndefined();
  });
});
