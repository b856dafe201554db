/**
 * POST /itf/active-codes/active (spec §7): uses an activation code, sent with the site it is
 * typed on. Answers what it granted; a refusal rejects with the API's error.
 */
import type { ActivationGrantDto } from '@contract/activation';
import { SITE_CODES } from '@contract/catalogue-paths';
import { activationApi } from '@contract/client-api';
import { env } from '@/config/env';
import { call } from '@/lib/api/call';

export function activateCode(code: string): Promise<ActivationGrantDto> {
  const site = env.siteEdition === 'international' ? SITE_CODES.INTERNATIONAL : SITE_CODES.STANDARD;
  return call(activationApi.activate, { body: { code, site } });
}
