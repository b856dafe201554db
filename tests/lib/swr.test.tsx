import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import useSWR from 'swr';
import { ApiError } from '@/lib/api-client';
import { AppSWRProvider, isRetryableError, SWR_STATIC_OPTIONS } from '@/lib/swr';

describe('SWR configuration', () => {
  it('keeps static data cached: no focus/reconnect revalidation, refresh every 300 s', () => {
    expect(SWR_STATIC_OPTIONS).toEqual({
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      refreshInterval: 300000,
      revalidateIfStale: false,
    });
  });

  it('does not retry client errors, retries network and server errors', () => {
    expect(isRetryableError(new ApiError({ status: 404, code: 'NOT_FOUND', message: '' }))).toBe(false);
    expect(isRetryableError(new ApiError({ status: 200, code: 'UNAUTHORIZED', message: '' }))).toBe(false);
    expect(isRetryableError(new ApiError({ status: null, code: 'NETWORK_ERROR', message: '' }))).toBe(true);
    expect(isRetryableError(new ApiError({ status: 502, code: 'INTERNAL_ERROR', message: '' }))).toBe(true);
  });

  it('serves server-rendered fallback data by key', async () => {
    function Grades() {
      const { data } = useSWR<string>('/grades', null);
      return <p>{data}</p>;
    }
    render(
      <AppSWRProvider fallback={{ '/grades': 'Lớp 6' }}>
        <Grades />
      </AppSWRProvider>,
    );
    await waitFor(() => expect(screen.getByText('Lớp 6')).toBeInTheDocument());
  });
});
