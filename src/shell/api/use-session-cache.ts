import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { subscribeSessionBoundary } from '@/lib/session';

/**
 * Every SWR entry may hold the signed-in user's data, even under a key that names no user (a
 * test's detail says whether the caller owns it): at every sign-in and sign-out the whole cache
 * is emptied, so a second user signing in on the same tab never sees the first one's data.
 *
 * In two steps: at the boundary itself, before anything renders for the new session, every entry
 * loses its data (no request: hooks of the previous session still hold their old keys); once the
 * page has rendered for the new session, whatever it still shows loads again, with the new
 * credentials (even one whose request was under way at the boundary: SWR drops that answer).
 * Entries filled meanwhile are left alone.
 */
export function useSessionCache(): void {
  const { cache, mutate } = useSWRConfig();
  const [emptied, setEmptied] = useState<{ keys: string[] } | null>(null);
  const reloaded = useRef<{ keys: string[] } | null>(null);

  useEffect(
    () =>
      subscribeSessionBoundary(() => {
        const keys = [...cache.keys()];
        // An exact key, not a filter: filters skip useSWRInfinite's entries.
        for (const key of keys) void mutate(key, undefined, { revalidate: false });
        setEmptied({ keys });
      }),
    [cache, mutate],
  );

  useEffect(() => {
    if (!emptied || reloaded.current === emptied) return;
    reloaded.current = emptied;
    for (const key of emptied.keys) {
      // Filled since the boundary: by the new session (an older request's answer is discarded).
      if (cache.get(key)?.data !== undefined) continue;
      void mutate(key);
    }
  }, [emptied, cache, mutate]);
}
