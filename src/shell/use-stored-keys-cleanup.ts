import type { NextRouter } from 'next/router';
import { useEffect } from 'react';
import { normalizePathname, paths } from '@/config/paths';
import { clearLoginStorage, clearRegisterStorage } from '@/lib/session';

/**
 * Leaving /login or /register drops the half-finished values those flows keep (spec §2).
 * Switching language or changing the query on the same page is not leaving it.
 */
export function useStoredKeysCleanup(router: NextRouter) {
  useEffect(() => {
    const onStart = (url: string) => {
      const from = normalizePathname(router.asPath);
      if (normalizePathname(url) === from) return;
      if (from === paths.login) clearLoginStorage();
      if (from === paths.register) clearRegisterStorage();
    };
    router.events.on('routeChangeStart', onStart);
    return () => router.events.off('routeChangeStart', onStart);
  }, [router]);
}
