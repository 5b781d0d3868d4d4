import type { SyncedUser, UserSettingInput } from '@larder/domain';
import { SyncHttpError, type SyncHttpOptions } from './sync-api';

/** The user calls the sync worker makes (product spec §7 "get synced user", "update setting"). */
export interface UserApi {
  getUser(): Promise<SyncedUser>;
  updateSetting(setting: UserSettingInput): Promise<SyncedUser>;
}

/** The user calls over fetch with the bearer token, as the sync calls make theirs. */
export function httpUserApi(options: SyncHttpOptions): UserApi {
  const doFetch = options.fetch ?? fetch;
  const call = async (path: string, init: RequestInit = {}): Promise<SyncedUser> => {
    const token = await options.token();
    if (!token) throw new SyncHttpError(401, 'Token failed');
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl}/api${path}`, {
        ...init,
        headers: {
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          authorization: `Bearer ${token}`,
        },
      });
    } catch (error) {
      throw new SyncHttpError(0, error instanceof Error ? error.message : 'network error');
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      throw new SyncHttpError(res.status, body.message ?? res.statusText);
    }
    return (await res.json()) as SyncedUser;
  };
  return {
    getUser: () => call('/user'),
    updateSetting: (setting) =>
      call('/user/setting', { method: 'PUT', body: JSON.stringify({ setting }) }),
  };
}
