import type { LoginResponseData } from '@contract/api';
import { resetAuthRefreshState } from '@/lib/api-client';
import { setSession } from '@/lib/session';

/** Makes freshly issued tokens the session, forgetting any refresh cached for an older one. */
export function storeSession(data: LoginResponseData): void {
  resetAuthRefreshState();
  setSession({
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    refreshExpiresIn: data.refreshExpiresIn,
  });
}
