/**
 * Global SWR configuration. Request functions unwrap the envelope and throw ApiError, so
 * retrying is decided from the error: a client error (4xx, or a body code such as
 * UNAUTHORIZED) will not change by asking again; network failures and 5xx get two more tries.
 */
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { LIMITS } from '@/config/constants';
import { ApiError } from './api-client';

/** Catalogue data that rarely changes (spec §7: grades, memberships). */
export const SWR_STATIC_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: LIMITS.DATA_REFRESH_MS,
  revalidateIfStale: false,
} as const satisfies SWRConfiguration;

export function isRetryableError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status !== null && error.status >= 400 && error.status < 500) return false;
  if (error.code === 'UNAUTHORIZED' || error.code === 'CANCELED') return false;
  return true;
}

const SWR_DEFAULT_OPTIONS = {
  errorRetryCount: 2,
  errorRetryInterval: 3000,
  shouldRetryOnError: isRetryableError,
  dedupingInterval: 2000,
  keepPreviousData: false,
} as const satisfies SWRConfiguration;

export interface AppSWRProviderProps {
  children: ReactNode;
  /** Server-rendered data keyed by the features' SWR keys (getServerSideProps `fallback`). */
  fallback?: Record<string, unknown>;
}

export function AppSWRProvider({ children, fallback }: AppSWRProviderProps) {
  return <SWRConfig value={{ ...SWR_DEFAULT_OPTIONS, fallback: fallback ?? {} }}>{children}</SWRConfig>;
}

export interface DataFallbackProps {
  children: ReactNode;
  /** A page's server-loaded data under the keys its hooks read (getServerSideProps `fallback`). */
  fallback: Record<string, unknown> | undefined;
}

/** The hooks below render the page's server-loaded data without a request. */
export function DataFallback({ children, fallback }: DataFallbackProps) {
  return <SWRConfig value={{ fallback: fallback ?? {} }}>{children}</SWRConfig>;
}
