import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { paths, safeRedirectPath } from '@/config/paths';
import { useProfile } from '@/lib/profile/api/profile';

/**
 * A signed-in visitor has nothing to do on the sign-in pages: send them on to where they were
 * going. Returns a flag to raise before the page signs someone in itself, so the page's own
 * navigation (after its toast) is the only one.
 */
export function useRedirectIfSignedIn() {
  const router = useRouter();
  const { data: user } = useProfile();
  const handledByPageRef = useRef(false);

  useEffect(() => {
    if (!user || !router.isReady || handledByPageRef.current) return;
    void router.replace(safeRedirectPath(router.query.redirect) ?? paths.home);
  }, [user, router]);

  return handledByPageRef;
}
