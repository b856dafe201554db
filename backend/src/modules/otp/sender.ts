import type { OtpOutboxEntry, OtpPurpose } from '@contract/api';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';

/** One code to deliver. */
export interface OtpMessage {
  channel: OtpOutboxEntry['channel'];
  /** A 10-digit phone number (SMS) or a lower-cased e-mail address (EMAIL). */
  destination: string;
  purpose: OtpPurpose;
  code: string;
  createdAt: string;
  expiresAt: string;
}

/** The slice of a Fastify/pino logger a sender writes to; routes pass the request's logger. */
export interface OtpLog {
  info(object: Record<string, unknown>, message: string): void;
}

/**
 * Delivers one-time codes. A real SMS or e-mail gateway implements this; the development
 * outbox below only records what would have been sent.
 */
export interface OtpSender {
  readonly kind: AppConfig['otpSender'];
  send(message: OtpMessage, log: OtpLog): Promise<void>;
}

/**
 * Development sender: the code goes into the otp_outbox table (readable at GET /dev/otp-outbox
 * outside production) and into the server log, since no SMS provider is reachable here.
 */
export function createOutboxOtpSender(db: Database): OtpSender {
  return {
    kind: 'outbox',
    async send(message, log) {
      await db
        .insertInto('otp_outbox')
        .values({
          channel: message.channel,
          destination: message.destination,
          purpose: message.purpose,
          code: message.code,
          created_at: message.createdAt,
          expires_at: message.expiresAt,
        })
        .execute();
      log.info(
        {
          otpOutbox: {
            channel: message.channel,
            destination: message.destination,
            purpose: message.purpose,
            expiresAt: message.expiresAt,
          },
        },
        `OTP outbox: ${message.purpose} code ${message.code} for ${message.destination}`,
      );
    },
  };
}

export function createOtpSender(kind: AppConfig['otpSender'], db: Database): OtpSender {
  switch (kind) {
    case 'outbox':
      return createOutboxOtpSender(db);
  }
}
