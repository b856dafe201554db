import { act, render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';

type Resources = Record<string, Record<string, Record<string, unknown>>>;

// Every namespace of both languages, loaded from the real locale files.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});
const resources: Resources = {};
for (const [path, mod] of Object.entries(files)) {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  resources[lng] ??= {};
  resources[lng][ns] = mod.default;
}

export async function createTestI18n(lng: 'vi' | 'en' = 'vi'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'vi',
    defaultNS: 'common',
    ns: Object.keys(resources.vi ?? {}),
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

let shared: I18n | undefined;
export async function testI18n(): Promise<I18n> {
  shared ??= await createTestI18n('vi');
  return shared;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  i18n?: I18n;
}

/** Renders with a real i18next (vi) and a fresh SWR cache, as the app does. */
export async function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const i18n = options.i18n ?? (await testI18n());
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
      </I18nextProvider>
    );
  }
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Fakes the timers the app and SWR schedule (timeouts, animation frames, the clock) but not the
 * intervals `waitFor` polls with. Pair with `vi.useRealTimers()` in an afterEach.
 */
export function useAppFakeTimers(): void {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
  });
}

/**
 * With `useAppFakeTimers`: runs every timer due within `ms` (deferred revalidations, deduping,
 * retries) and lets the requests they send reach their handlers. A test that checks that nothing
 * is requested asserts after this instead of sleeping.
 */
export async function passTime(ms = 1_000): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
