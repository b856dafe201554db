import { activationEndpoints, type ActivationGrantDto } from '@contract/activation';
import { accountEndpoints } from '@contract/account';
import type { QuantityUseDto } from '@contract/commerce';
import { commerceEndpoints } from '@contract/commerce';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useActivateCode } from '@/features/activation/api/activate-code';
import { useAdaptiveRights } from '@/lib/catalogue/api/adaptive-rights';
import { useOwnedUnitTests } from '@/lib/catalogue/api/owned-unit-tests';
import { useQuantityUse } from '@/lib/commerce/api/quantities';
import { useProfile } from '@/lib/profile/api/profile';
import { student } from '../account/fixtures';
import { handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { signedIn } from '../../session';

const TEST_GRANT: ActivationGrantDto = {
  kind: 'TEST',
  unitTest: { id: 3013, slug: 'cam-cpe-1', name: 'C2 Proficiency – Đề luyện 1', nameEn: null },
  quantity: null,
  adaptiveTest: null,
};

const ADAPTIVE_GRANT: ActivationGrantDto = {
  kind: 'ADAPTIVE_TEST',
  unitTest: null,
  quantity: null,
  adaptiveTest: { key: 'level', name: { vi: 'Kiểm tra trình độ thích ứng', en: 'Adaptive level test' } },
};

const CREDITS: QuantityUseDto = {
  membership: { active: false, plan: null, startsAt: null, expiresAt: null },
  balances: [],
  history: [],
};

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      {children}
    </SWRConfig>
  );
}

/** What a signed-in page shows that a code can change, each counting its requests; the code grants `grant`. */
function serve(grant: ActivationGrantDto) {
  const calls = { owned: 0, credits: 0, profile: 0, rights: 0 };
  const answer =
    (key: keyof typeof calls, data: unknown, extra: object = {}) =>
    () => {
      calls[key] += 1;
      return HttpResponse.json({ result: true, data, ...extra });
    };
  server.use(
    handle(unitTestsEndpoints.owned, answer('owned', [])),
    handle(commerceEndpoints.quantityUse, answer('credits', CREDITS)),
    handle(accountEndpoints.profile, answer('profile', student, { totalRecords: 1 })),
    handle(activationEndpoints.userAdaptiveTests, answer('rights', [])),
    handle(activationEndpoints.validate, () => HttpResponse.json({ result: true, data: grant })),
    handle(activationEndpoints.activate, () => HttpResponse.json({ result: true, data: grant })),
    handle(activationEndpoints.activateAdaptiveTest, () => HttpResponse.json({ result: true, data: grant })),
  );
  return calls;
}

function renderPage() {
  return renderHook(
    () => ({
      owned: useOwnedUnitTests(),
      credits: useQuantityUse(true),
      profile: useProfile(),
      rights: useAdaptiveRights(),
      activate: useActivateCode(),
    }),
    { wrapper: Wrapper },
  );
}

describe('useActivateCode', () => {
  it('asks again for the tests owned, the credits and the profile once a test is granted', async () => {
    signedIn({ accessToken: 'token' });
    const calls = serve(TEST_GRANT);
    const { result } = renderPage();
    await waitFor(() => expect(calls).toEqual({ owned: 1, credits: 1, profile: 1, rights: 1 }));
    await waitFor(() => expect(result.current.profile.data).toEqual(student));
    await act(async () => {
      await expect(result.current.activate('ABCD1234')).resolves.toEqual(TEST_GRANT);
    });
    await waitFor(() => expect(calls).toEqual({ owned: 2, credits: 2, profile: 2, rights: 1 }));
    expect(result.current.rights.error).toBeUndefined();
  });

  it('asks again for the adaptive rights too once an adaptive test is granted', async () => {
    signedIn({ accessToken: 'token' });
    const calls = serve(ADAPTIVE_GRANT);
    const { result } = renderPage();
    await waitFor(() => expect(calls).toEqual({ owned: 1, credits: 1, profile: 1, rights: 1 }));
    await act(async () => {
      await result.current.activate('ABCD1234');
    });
    await waitFor(() => expect(calls).toEqual({ owned: 2, credits: 2, profile: 2, rights: 2 }));
  });
});
