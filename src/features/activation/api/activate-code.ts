/**
 * Using an activation code (spec §7 `/itf/active-codes/*`), sent with the site it is typed on.
 * The code is checked first (/validate, which uses nothing): a code that grants an adaptive or
 * placement test is then used through /active-adaptive-test, any other through /active. Answers
 * what it granted; a refusal rejects with the API's error.
 */
import type { ActivationGrantDto } from '@contract/activation';
import { SITE_CODES } from '@contract/catalogue-paths';
import { activationApi } from '@contract/client-api';
import { env } from '@/config/env';
import { call } from '@/lib/api/call';

export async function activateCode(code: string): Promise<ActivationGrantDto> {
  const site = env.siteEdition === 'international' ? SITE_CODES.INTERNATIONAL : SITE_CODES.STANDARD;
  const body = { code, site };
  const checked = await call(activationApi.validate, { body });
  return checked.kind === 'ADAPTIVE_TEST'
    ? call(activationApi.activateAdaptiveTest, { body })
    : call(activationApi.activate, { body });
}
