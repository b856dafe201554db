/**
 * PUT /account/update-profile (main API): name, e-mail and grade of the signed-in user (the
 * account's profile form, and the home's grade prompt for a student who has none).
 */
import type { UpdateProfileRequest, UserDto } from '@contract/api';
import { accountApi } from '@contract/client-api';
import useSWRMutation from 'swr/mutation';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { profileKeys } from './keys';

function updateProfile(body: UpdateProfileRequest): Promise<UserDto> {
  return call(accountApi.updateProfile, { body });
}

/**
 * Saves the profile and puts the answer in the profile cache, so the header and every page
 * showing the user change at once without another request. `trigger` rejects on a refusal.
 */
export function useUpdateProfile() {
  return useSWRMutation<UserDto, ApiError, string, UpdateProfileRequest>(
    profileKeys.profile(),
    (_key, { arg }) => updateProfile(arg),
    { populateCache: true, revalidate: false },
  );
}
