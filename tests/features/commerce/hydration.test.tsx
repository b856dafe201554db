import { act } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutScreen } from '@/features/checkout/lazy/checkout-screen';
import { ResultScreen } from '@/features/checkout/lazy/result-screen';
import { createRouterMock } from '../../layout/router-mock';
import { testI18n } from '../../test-utils';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));

/**
 * Renders the page as `next build` does (a statically generated page: the router is not ready on
 * the server), then hydrates it as the browser does for a URL without a query string, where Next
 * marks the router ready at once. Answers the errors React reported while hydrating.
 */
async function hydrationErrors(pathname: string, ui: ReactElement): Promise<unknown[]> {
  const i18n = await testI18n();
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </I18nextProvider>
  );
  router.current = { ...createRouterMock({ pathname, asPath: pathname }), isReady: false };
  const html = renderToString(wrap(ui));
  router.current = { ...createRouterMock({ pathname, asPath: pathname }), isReady: true };
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, wrap(ui), {
      onRecoverableError: (error) => errors.push(error),
    }),
  );
  act(() => root.unmount());
  container.remove();
  return errors;
}

describe('the checkout pages hydrate without a mismatch (React #418)', () => {
  it('/checkout opened without a query', async () => {
    expect(await hydrationErrors('/checkout', <CheckoutScreen />)).toEqual([]);
  });

  it('/checkout/result opened without a query', async () => {
    expect(await hydrationErrors('/checkout/result', <ResultScreen />)).toEqual([]);
  });
});
