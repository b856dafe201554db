/** GET /itf/app-settings/{id} (spec §7): settings the web app reads, such as the user-manual links. */
import type { AppSettingDto } from '@contract/catalogue';
import useSWR from 'swr';
import { siteApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { SWR_STATIC_OPTIONS } from '@/lib/swr';
import { catalogueKeys } from './keys';

export function getAppSetting(id: string): Promise<AppSettingDto> {
  return call(siteApi.appSetting, { params: { id } });
}

/** One setting, cached like the other static catalogue data. A `null` id sends nothing. */
export function useAppSetting(id: string | null) {
  const { data, error, isLoading } = useSWR<AppSettingDto>(
    id ? catalogueKeys.appSetting(id) : null,
    () => getAppSetting(id as string),
    SWR_STATIC_OPTIONS,
  );
  return { data, error: error as unknown, isLoading };
}
