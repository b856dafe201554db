/**
 * POST /account/update-avatar (main API): multipart field `file`, at most 2 MB, jpg/jpeg/png.
 * Too big → PAYLOAD_TOO_LARGE; not an image of those types → UNSUPPORTED_MEDIA_TYPE.
 */
import type { UpdateAvatarData, UserDto } from '@contract/api';
import { accountApi } from '@contract/client-api';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { accountKeys } from './keys';

const AVATAR_FORM_FIELD = 'file';

function updateAvatar(file: Blob, fileName?: string): Promise<UpdateAvatarData> {
  const form = new FormData();
  if (fileName === undefined) form.append(AVATAR_FORM_FIELD, file);
  else form.append(AVATAR_FORM_FIELD, file, fileName);
  return call(accountApi.updateAvatar, { body: form });
}

/**
 * Uploads the picture, shows it in the cached profile straight away (the header updates), then
 * reloads the profile so the cache holds what the API stored. `trigger` rejects on a refusal.
 */
export function useUpdateAvatar() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<UpdateAvatarData, ApiError, string, File>(
    accountKeys.updateAvatar(),
    async (_key, { arg: file }) => {
      const data = await updateAvatar(file, file.name);
      await mutate<UserDto>(
        accountKeys.profile(),
        (current) => (current ? { ...current, avatar: data.avatar } : current),
        { revalidate: true },
      );
      return data;
    },
  );
}
