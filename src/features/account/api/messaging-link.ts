/**
 * The messaging (Zalo) link of the account (spec §7 "Messaging link"): GET /zalo/link (the state),
 * GET /zalo/link-user (the provider's linking address, with a signed single-use state),
 * POST /zalo/callback (what the provider sent back) and DELETE /zalo/link (unlink).
 */
import type { LinkUserDto, MessagingCallbackRequest, MessagingLinkDto } from '@contract/messaging';
import { messagingApi } from '@contract/client-api';
import { useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '@/lib/api/call';
import { accountKeys } from './keys';

function getMessagingLink(): Promise<MessagingLinkDto> {
  return call(messagingApi.link);
}

export function useMessagingLink() {
  const { data, error, isLoading, mutate } = useSWR<MessagingLinkDto>(accountKeys.messagingLink(), getMessagingLink, {
    revalidateOnFocus: false,
  });
  return { data, error: error as unknown, isLoading, mutate };
}

/** The provider's page to send the browser to; it comes back to `returnUrl` (this page). */
export function startMessagingLink(returnUrl: string, lang: 'vi' | 'en'): Promise<LinkUserDto> {
  return call(messagingApi.linkUser, { query: { returnUrl, lang } });
}

/**
 * Finishing a link (what the provider sent back) and unlinking: each answers the link's new
 * state, which goes into the cache as it is.
 */
export function useMessagingLinkChanges() {
  const { mutate } = useSWRConfig();
  return useMemo(() => {
    const store = (link: MessagingLinkDto) =>
      mutate(accountKeys.messagingLink(), link, { revalidate: false }).then(() => link);
    return {
      finish: async (body: MessagingCallbackRequest) => store(await call(messagingApi.callback, { body })),
      unlink: async () => store(await call(messagingApi.unlink)),
    };
  }, [mutate]);
}
