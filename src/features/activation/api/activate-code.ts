/**
 * Using an activation code (spec §7 `/itf/active-codes/*`), sent with the site it is typed on.
 * The code is checked first (/validate, which uses nothing): a code that grants an adaptive or
 * placement test is then used through /active-adaptive-test, any other through /active. Answers
 * what it granted; a refusal rejects with the API's error.
 */
import type { ActivationGrantDto } from '@contract/activation';
import { SITE_CODES } from '@contract/catalogue-paths';
import { activationApi } from '@contract/client-api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { env } from '@/config/env';
import { call } from '@/lib/api/call';
import { adaptiveRightsKey } from '@/lib/catalogue/api/adaptive-rights';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { commerceKeys } from '@/lib/commerce/api/keys';
import { profileKeys } from '@/lib/profile/api/keys';

async function activateCode(code: string): Promise<ActivationGrantDto> {
  const site = env.siteEdition === 'international' ? SITE_CODES.INTERNATIONAL : SITE_CODES.STANDARD;
  const body = { code, site };
  const checked = await call(activationApi.validate, { body });
  return checked.kind === 'ADAPTIVE_TEST'
    ? call(activationApi.activateAdaptiveTest, { body })
    : call(activationApi.activate, { body });
}

/**
 * Using a code from a screen: what the code granted changes the tests owned, the credits, the
 * profile and, for an adaptive test, the rights, so those are asked again once it succeeds.
 */
export function useActivateCode(): (code: string) => Promise<ActivationGrantDto> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (code: string) => {
      const grant = await activateCode(code);
      void mutate(catalogueKeys.ownedUnitTests());
      void mutate(commerceKeys.quantityUse());
      void mutate(profileKeys.profile());
      if (grant.adaptiveTest) void mutate(adaptiveRightsKey());
      return grant;
    },
    [mutate],
  );
}
