import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { JOIN_CLASS_QUERY_PARAM } from '@/config/constants';

/**
 * This page's address with the join-class parameter set to `code`; an empty code asks for the
 * empty form. A guest who taps the join button comes back here after signing in.
 */
export function withJoinClassRequest(asPath: string, code = ''): string {
  const [withoutHash = '/'] = asPath.split('#');
  const [pathname = '/', search = ''] = withoutHash.split('?');
  const params = new URLSearchParams(search);
  params.set(JOIN_CLASS_QUERY_PARAM, code);
  return `${pathname}?${params.toString()}`;
}

/**
 * Spec §2: home opened with the join-class parameter hands its code to `onCode` once, and the
 * parameter leaves the address bar without a reload (a shallow replace keeps every other
 * parameter and the page as it is). Any page with the floating stack does the same, and an empty
 * value opens the empty form: that is where a guest returns after signing in to join a class.
 */
export function useJoinClassLink(onCode: (code: string) => void) {
  const router = useRouter();
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  const raw = router.query[JOIN_CLASS_QUERY_PARAM];
  const code = Array.isArray(raw) ? raw[0] : raw;

  useEffect(() => {
    if (!router.isReady || code === undefined) return;
    const query = { ...router.query };
    delete query[JOIN_CLASS_QUERY_PARAM];
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    latest.current(code);
    // Only a new code (or page) matters; the router object changes on every navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady, router.pathname, code]);
}
