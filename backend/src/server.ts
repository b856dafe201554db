/**
 * Starts the main API and the central sign-in service. On first start the database file is
 * created; every start applies pending migrations and the idempotent seed.
 */
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, resolveJwtSecret } from './config';
import { ContentInvalidError } from './content/seed-catalogue';
import { createDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { codeKeyOf } from './modules/activation-codes';
import { compileResponseChecks } from './plugins/response-check';
import { compileSerializerValidatorsAtStart } from './plugins/validation';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  // The bundle in backend/dist ships linked source maps; stack traces should point at the .ts.
  process.setSourceMapsEnabled(true);
  const config = resolveJwtSecret(loadConfig());
  const db = await createDatabase(config.database);

  let app: App | null = null;
  try {
    const applied = await migrate(db);
    await seed(db, {
      passwordHashCost: config.passwordHashCost,
      demoUsers: config.seedDemoData,
      contentDir: config.contentDir,
      contentMaxQuestions: config.contentMaxQuestions,
      uploadsDir: config.uploadsDir,
      activationCodeKey: codeKeyOf(config),
      demoPartner: config.partners.demo,
    });
    compileSerializerValidatorsAtStart();
    app = await buildApp({ config, db, logger: true });
    if (config.strictResponses) {
      const started = performance.now();
      const count = compileResponseChecks();
      app.api.log.info(`Response checks: ${count} schemas compiled in ${Math.round(performance.now() - started)} ms`);
    }
    await app.api.listen({ host: config.host, port: config.apiPort });
    await app.auth.listen({ host: config.host, port: config.authPort });

    const where = config.database.kind === 'sqlite' ? config.database.filename : 'Postgres';
    app.api.log.info(`Database: ${where} (${applied.length} new migration(s))`);
    app.api.log.info(`Main API:            http://${config.host}:${config.apiPort}  (docs: /docs)`);
    app.api.log.info(`Sign-in service:     http://${config.host}:${config.authPort}  (docs: /docs)`);
    if (config.payments.gateway === 'local') {
      app.api.log.info('Payments: local VNPAY/MoMo gateway; demo vouchers SALE10, PLAN67, GIFT100, ONCE20, IELTS30');
    }
  } catch (error) {
    await app?.close();
    await db.destroy();
    throw error;
  }

  const running = app;
  // Orders left pending past their expiry are settled by asking their gateway (decision 0014).
  const reconcileEvery = config.payments.reconcileIntervalSeconds;
  const reconciler =
    reconcileEvery > 0
      ? setInterval(() => {
          running.services.payments
            .reconcile()
            .then((run) => {
              if (run.checked > 0) running.api.log.info(run, 'Reconciled pending orders');
            })
            .catch((error: unknown) => running.api.log.error({ err: error }, 'Reconciliation failed'));
        }, reconcileEvery * 1000)
      : null;
  reconciler?.unref();
  // Partners' result callbacks wait in an outbox until delivered (decision 0057).
  const callbackEvery = config.partners.callbackIntervalSeconds;
  const callbackSender =
    callbackEvery > 0
      ? setInterval(() => {
          running.services.partners
            .deliverDue()
            .catch((error: unknown) => running.api.log.error({ err: error }, 'Partner callbacks failed'));
        }, callbackEvery * 1000)
      : null;
  callbackSender?.unref();
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl+C means "now".
      process.exit(1);
    }
    stopping = true;
    if (reconciler) clearInterval(reconciler);
    if (callbackSender) clearInterval(callbackSender);
    running.api.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      running.api.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    void running
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        running.api.log.error({ err: error }, 'Error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof ContentInvalidError ? error.message : error);
  process.exit(1);
});
