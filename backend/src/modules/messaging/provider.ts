import type { FastifyPluginAsync } from 'fastify';
import type { MessagingProviderName } from '@contract/messaging';

/** Who the provider says linked: its own id of the account and the name shown on it. */
export interface ProviderIdentity {
  providerUserId: string;
  displayName: string;
  /** The state the provider was given; the callback's state must be this one. */
  state: string;
}

/**
 * A messaging service a user can link the account to (Zalo). The real provider and the local one
 * behave alike: the browser is sent to the provider's linking page with our signed state and a
 * return address on the web app; the provider sends it back with a payload it signed.
 */
export interface MessagingProvider {
  readonly name: MessagingProviderName;
  /** The provider's linking page for this state, sending the browser back to `redirectUri`. */
  authorizeUrl(input: { state: string; redirectUri: string; lang: 'vi' | 'en' }): string;
  /**
   * The identity in a payload the provider signed; null when the signature or payload is wrong.
   * Asynchronous: a real provider may exchange a code for the profile here.
   */
  verifyCallback(input: { payload: string; signature: string }): Promise<ProviderIdentity | null>;
  /** Pages the provider serves on the API listener (the local provider's linking page). */
  readonly routes?: FastifyPluginAsync;
}
