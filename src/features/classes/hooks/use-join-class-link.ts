import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { JOIN_CLASS_QUERY_PARAM } from '@/config/constants';
import { isHomeRoute } from '@/config/paths';

/**
 * Spec §2: home opened with the join-class parameter hands its code to `onCode` once, and the
 * parameter leaves the address bar without a reload (a shallow replace keeps every other
 * parameter and the page as it is).
 */
export function useJoinClassLink(onCode: (code: string) => void) {
  const router = useRouter();
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  const raw = router.query[JOIN_CLASS_QUERY_PARAM];
  const code = Array.isArray(raw) ? raw[0] : raw;
  const onHome = isHomeRoute(router.pathname);

  useEffect(() => {
    if (!router.isReady || !onHome || code === undefined) return;
    const query = { ...router.query };
    delete query[JOIN_CLASS_QUERY_PARAM];
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    if (code) latest.current(code);
    // Only a new code matters; the router object changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady, onHome, code]);
}
