import type { ApiSuccess } from '@contract/api';
import { PLAYER_PATHS, type MailOutboxEntry } from '@contract/player';
import type { FastifyPluginAsync } from 'fastify';
import { registerNoStore } from '../../plugins/security-headers';
import type { MailOutbox } from './mailer';
import { MAIL_OUTBOX_DEFAULT_LIMIT, mailOutboxSchema } from './schemas';

/** GET /dev/mail-outbox: how a developer (or an e-2-e test) reads mails. Never registered in production. */
export const mailOutboxRoutes: FastifyPluginAsync<{ outbox: MailOutbox }> = async (app, { outbox }) => {
  registerNoStore(app);
  app.get<{ Querystring: { to?: string; limit?: number } }>(
    PLAYER_PATHS.mailOutbox,
    { schema: mailOutboxSchema },
    async (request): Promise<ApiSuccess<MailOutboxEntry[]>> => ({
      result: true,
      data: await outbox.list({ to: request.query.to, limit: request.query.limit ?? MAIL_OUTBOX_DEFAULT_LIMIT }),
    }),
  );
};
