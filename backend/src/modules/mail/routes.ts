import { resultsEndpoints } from '@contract/results';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { registerNoStore } from '../../plugins/security-headers';
import type { MailOutbox } from './mailer';

/** The outbox lists this many mails when no limit is asked for. */
const MAIL_OUTBOX_DEFAULT_LIMIT = 20;

/** GET /dev/mail-outbox: how a developer (or an e-2-e test) reads mails. Never registered in production. */
export const mailOutboxRoutes: RoutePlugin<{ outbox: MailOutbox }> = async (app, { outbox }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(resultsEndpoints.mailOutbox),
    handler: async (request) =>
      ok(await outbox.list({ to: request.query.to, limit: request.query.limit ?? MAIL_OUTBOX_DEFAULT_LIMIT })),
  });
};
