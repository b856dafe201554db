import type { NextRouter } from 'next/router';
import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { clearLoginStorage, clearRegisterStorage } from '@/lib/session';

/** Leaving /login or /register drops the half-finished values those flows keep (spec §2). */
export function useStoredKeysCleanup(router: NextRouter) {
  useEffect(() => {
    let current = router.pathname;
    const onStart = () => {
      if (current === paths.login) clearLoginStorage();
      if (current === paths.register) clearRegisterStorage();
    };
    const onComplete = () => {
      current = router.pathname;
    };
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onComplete);
    return () => {
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
    };
  }, [router]);
}
