import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { CLIENT_APP_ID_HEADER } from '@contract/api';
import { ATTEMPT_SECRET_HEADER } from '@contract/player';
import type { AppConfig } from './config';
import { createDatabase, type Database } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { createRateLimiter, type RateLimiter } from './lib/rate-limit';
import { createSignedLinks, type SignedLinks } from './lib/signed-link';
import {
  accountRoutes,
  createAccountService,
  createUserDtoMapper,
  createUsersRepository,
  createUserWrites,
  markGiftReceived,
  type AccountService,
} from './modules/account';
import {
  activationRoutes,
  adaptiveRightReader,
  grantAdaptiveRight,
  codeKeyOf,
  createActivationService,
  type ActivationService,
} from './modules/activation-codes';
import {
  adaptiveOfferOf,
  adaptiveRoutes,
  adaptiveTestOf,
  createAdaptiveService,
  type AdaptiveService,
} from './modules/adaptive';
import {
  attemptsRoutes,
  createLifecycle,
  resultsRoutes,
  type AttemptsService,
  type ResultsService,
} from './modules/attempts';
import { authRoutes, createAuthService, type AuthService } from './modules/auth';
import { cartRoutes, createCartRepository, createCartService, type CartService } from './modules/cart';
import {
  catalogueRoutes,
  createCatalogueRepository,
  createCatalogueService,
  grantTest,
  type CatalogueService,
} from './modules/catalogue';
import {
  classesRoutes,
  createClassesService,
  createStatisticsService,
  createTeacherService,
  type ClassesService,
  type StatisticsService,
  type TeacherService,
} from './modules/classes';
import { createDailyGoalService, dailyGoalRoutes, type DailyGoalService } from './modules/daily-goal';
import { createEventsService, eventsRoutes, type EventsService } from './modules/events';
import { createGiftService, giftRoutes, loadGiftLists, type GiftService } from './modules/gift';
import {
  createThirdPartyService,
  loadProviders,
  thirdPartyRoutes,
  type ThirdPartyService,
} from './modules/third-party';
import { createGradesRepository, createGradesService, gradesRoutes, type GradesService } from './modules/grades';
import { healthRoutes } from './modules/health';
import { createMailOutbox, createOutboxMailer, mailOutboxRoutes, type MailOutbox, type Mailer } from './modules/mail';
import { mediaRoutes } from './modules/media';
import {
  createLocalMessagingProvider,
  createMessagingService,
  messagingRoutes,
  webPageOf,
  type MessagingProvider,
  type MessagingService,
} from './modules/messaging';
import { createMistakesService, mistakesRoutes, type MistakesService } from './modules/mistakes';
import {
  createNotificationsService,
  notificationEvents,
  notificationsRoutes,
  type NotificationsService,
} from './modules/notifications';
import {
  createMembershipsRepository,
  createMembershipsService,
  membershipsRoutes,
  type MembershipsService,
} from './modules/memberships';
import { createOrdersRepository, createOrdersService, ordersRoutes, type OrdersService } from './modules/orders';
import {
  createPartnersService,
  partnersRoutes,
  type CallbackTransport,
  type PartnersService,
} from './modules/partners';
import {
  createOtpSender,
  createOtpService,
  otpOutboxRoutes,
  otpRoutes,
  type OtpSender,
  type OtpService,
} from './modules/otp';
import {
  paymentsRoutes,
  createLocalGateway,
  createMomoProvider,
  createPaymentsService,
  createVnpayProvider,
  httpTransport,
  type LocalGateway,
  type PaymentEvents,
  type PaymentsService,
} from './modules/payments';
import {
  createSaleAssetsRepository,
  createSaleAssetsService,
  saleAssetsRoutes,
  type SaleAssetsService,
} from './modules/sale-assets';
import { createSiteRepository, createSiteService, siteRoutes, type SiteService } from './modules/site';
import {
  createLocalScoringProvider,
  createSpeakingService,
  speakingScoreRoutes,
  speakingUploadRoutes,
  type ScoringProvider,
  type SpeakingService,
} from './modules/speaking';
import { uploadsRoutes } from './modules/uploads';
import { createVouchersRepository, createVouchersService, vouchersRoutes } from './modules/vouchers';
import { provideAuthenticator, registerAuthDecorator } from './plugins/authenticate';
import { registerDocsUi, registerOpenApi, type DocsOptions } from './plugins/docs';
import { handleFrameworkError, handleClientError, registerErrorHandling } from './plugins/error-handling';
import { registerResponseCheck } from './plugins/response-check';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSerialization, registerValidation } from './plugins/validation';

interface Services {
  grades: GradesService;
  auth: AuthService;
  account: AccountService;
  otp: OtpService;
  catalogue: CatalogueService;
  saleAssets: SaleAssetsService;
  site: SiteService;
  attempts: AttemptsService;
  results: ResultsService;
  speaking: SpeakingService;
  classes: ClassesService;
  statistics: StatisticsService;
  dailyGoal: DailyGoalService;
  /** "Practise my mistakes": the student's review set, fed by the lifecycle's results. */
  mistakes: MistakesService;
  gift: GiftService;
  thirdParty: ThirdPartyService;
  teacher: TeacherService;
  cart: CartService;
  orders: OrdersService;
  payments: PaymentsService;
  memberships: MembershipsService;
  adaptive: AdaptiveService;
  notifications: NotificationsService;
  /** Practice-test events (statuses, joining, the gate of a test taken as part of one). */
  practiceEvents: EventsService;
  /** Partner sites: pages, embed sessions, result callbacks (decision 0057). */
  partners: PartnersService;
  /** The emulated VNPAY and MoMo (PAYMENT_GATEWAY=local), null with the real ones. */
  localGateway: LocalGateway | null;
  mailer: Mailer;
  mailOutbox: MailOutbox;
  /** One limiter for both listeners: a client cannot double its budget by switching host. */
  limiter: RateLimiter;
  /** Signs and checks the expiring links to speaking recordings. */
  recordingLinks: SignedLinks;
  activation: ActivationService;
  messaging: MessagingService;
  /** The configured messaging provider (its pages, for the local one); null when linking is off. */
  messagingProvider: MessagingProvider | null;
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; when omitted one is opened from `config.database` (and closed by `close`). */
  db?: Database;
  clock?: Clock;
  /** Replaces the configured one-time-code sender (tests). */
  otpSender?: OtpSender;
  /** Replaces the local speaking scoring provider (a partner's engine, or tests). */
  scoringProvider?: ScoringProvider;
  /** Fastify logging; off unless asked for, so tests stay quiet. */
  logger?: boolean;
  /** Called after a student claims the gift, with the number of tests granted. */
  onGiftClaimed?: (userId: number, testCount: number) => void | Promise<void>;
  /** Replaces the HTTP client partners' result callbacks are sent with (tests). */
  callbackTransport?: CallbackTransport;
}

export interface App {
  /** Main API (API_PORT). */
  api: FastifyInstance;
  /** Central sign-in service (AUTH_PORT). */
  auth: FastifyInstance;
  db: Database;
  services: Services;
  close(): Promise<void>;
}

function createServices(
  db: Database,
  config: AppConfig,
  clock: Clock,
  sender?: OtpSender,
  scoringProvider: ScoringProvider = createLocalScoringProvider(),
  onGiftClaimed?: BuildAppOptions['onGiftClaimed'],
  callbackTransport?: CallbackTransport,
): Services {
  const users = createUsersRepository(db);
  const limiter = createRateLimiter({ clock, multiplier: config.rateLimitMultiplier });
  const toDto = createUserDtoMapper(config.publicApiUrl);
  const otp = createOtpService({
    db,
    users: { findByUsername: users.findByUsername },
    sender: sender ?? createOtpSender(config.otpSender, db),
    limiter,
    clock,
    secret: config.jwtSecret,
  });
  const catalogueRepository = createCatalogueRepository(db);
  const classes = createClassesService({ db, clock, publicApiUrl: config.publicApiUrl, limiter });
  const notifications = createNotificationsService({
    db,
    clock,
    limiter,
    studentIds: users.activeStudentIds,
    dueBetween: async (userId, from, to) => {
      // The student's calendar over the UTC days the window touches, narrowed to the window.
      const day = (date: Date) => date.toISOString().slice(0, 10);
      const assigned = await classes.calendar(userId, { from: day(from), to: day(to), timezoneOffset: 0 });
      const [start, end] = [from.toISOString(), to.toISOString()];
      return assigned
        .filter((a) => a.myResult === null && a.dueAt > start && a.dueAt <= end && a.openAt <= end)
        .map((a) => ({
          assignmentId: a.id,
          className: a.className,
          classSlug: a.classSlug,
          testName: a.unitTest.name,
          testNameEn: a.unitTest.nameEn,
          dueAt: a.dueAt,
        }));
    },
    testExists: async (unitTestId) => (await catalogueRepository.findVisible({ id: unitTestId }, null)) !== undefined,
  });
  const events = notificationEvents(notifications.notify);
  const grantsAccess = (userId: number, unitTestId: number) => classes.grantsAccess(userId, unitTestId);
  const mailer = createOutboxMailer(db, clock);
  // Speaking recordings are students' voices: served only through links that expire (2–3 hours).
  const recordingLinks = createSignedLinks({
    secret: config.jwtSecret,
    clock,
    purpose: 'recordings',
    minLifetimeSeconds: 2 * 3600,
    stepSeconds: 3600,
  });
  const practiceEvents = createEventsService({ db, clock });
  const dailyGoal = createDailyGoalService({ db, clock });
  const lifecycle = createLifecycle({
    db,
    catalogue: { findVisible: catalogueRepository.findVisible },
    users: { findById: users.findById },
    mailer,
    limiter,
    clock,
    publicApiUrl: config.publicApiUrl,
    recordingLinks,
    webUrl: config.webPublicUrl,
    secretKey: config.jwtSecret,
    hooks: {
      grantsAccess,
      // Each follower on its own: a class's bookkeeping failing never keeps a mistake out, nor the reverse.
      resultCreated: async (row) => {
        await Promise.allSettled([
          classes.resultCreated(row),
          mistakes.resultCreated(row),
          partners.resultCreated(row),
        ]);
      },
      eventGate: practiceEvents.gate,
    },
  });
  const mistakes = createMistakesService({
    db,
    clock,
    questions: lifecycle.singleQuestions,
    timeZoneOf: dailyGoal.timeZoneOf,
  });
  const commerce = createCommerceServices(db, config, clock, events.payments);
  const catalogue = createCatalogueService({
    repository: catalogueRepository,
    clock,
    grantsAccess,
    access: {
      openWith: commerce.memberships.openWith,
      open: commerce.memberships.open,
      inCart: commerce.cart.inCart,
      pendingOrder: commerce.orders.pendingOrderFor,
    },
  });
  const grades = createGradesService(createGradesRepository(db));
  const partners = createPartnersService({
    db,
    clock,
    limiter,
    config,
    users: { findById: users.findById },
    toDto,
    // A partner's learner signs in through the partner only: no phone, no password that could match, and
    // an address under the reserved .invalid domain (an account needs a phone or an e-mail) nobody receives.
    createLearner: (trx, learner) =>
      createUserWrites(trx).insert({
        phone: null,
        email: `${learner.partnerSlug}-${randomUUID()}@partners.invalid`,
        fullName: learner.fullName,
        passwordHash: '!partner-account',
        roleCode: 'STUDENT',
        gradeId: learner.gradeId,
        now: learner.now,
      }),
    gradeOfEduhomeId: async (gradeEduhomeId) =>
      (await grades.list()).find((grade) => grade.gradeEduhomeId === gradeEduhomeId)?.id ?? null,
    testSummaries: (ids) => catalogue.summariesByIds(ids),
    testDetail: (id, viewer) => catalogue.detail(String(id), viewer),
    ...(callbackTransport ? { transport: callbackTransport } : {}),
  });
  const messagingReturns = {
    webOrigins: [...config.corsOrigins, new URL(config.webPublicUrl).origin],
    allowLocalhost: config.nodeEnv !== 'production',
    defaultReturnUrl: `${config.webPublicUrl}/account`,
  };
  const messagingProvider =
    config.messaging.provider === 'local'
      ? createLocalMessagingProvider({
          publicApiUrl: config.publicApiUrl,
          appId: config.messaging.appId,
          secret: config.messaging.secret,
          appName: 'EngLab',
          clock,
          isRegisteredRedirect: (url) => webPageOf(url, messagingReturns) === url,
        })
      : null;
  return {
    ...commerce,
    grades,
    auth: createAuthService({ db, users, otp, limiter, toDto, config, clock }),
    account: createAccountService({ db, users, clock, toDto, uploadsDir: config.uploadsDir }),
    otp,
    catalogue,
    saleAssets: createSaleAssetsService(createSaleAssetsRepository(db)),
    site: createSiteService({ repository: createSiteRepository(db), publicApiUrl: config.publicApiUrl }),
    attempts: lifecycle.attempts,
    results: lifecycle.results,
    speaking: createSpeakingService({
      recordings: lifecycle.recordings,
      provider: scoringProvider,
      clock,
      limiter,
      uploadsDir: config.uploadsDir,
    }),
    classes,
    statistics: createStatisticsService({ db, clock }),
    dailyGoal,
    mistakes,
    gift: createGiftService({
      db,
      clock,
      lists: loadGiftLists(config.contentDir),
      grantTest,
      markGiftReceived,
      receivedGift: async (userId) => (await users.findById(userId))?.receivedGift ?? false,
      onGiftClaimed: async (userId, testCount) => {
        await events.giftClaimed(userId, { testCount });
        await onGiftClaimed?.(userId, testCount);
      },
    }),
    thirdParty: createThirdPartyService({
      providers: loadProviders(config.contentDir),
      findTest: (unitTestId) => catalogueRepository.findVisible({ id: unitTestId }, null),
    }),
    teacher: createTeacherService({
      db,
      clock,
      publicApiUrl: config.publicApiUrl,
      uploadsDir: config.uploadsDir,
      events: events.teacher,
    }),
    mailer,
    mailOutbox: createMailOutbox(db),
    adaptive: createAdaptiveService({
      db,
      clock,
      contentDir: config.contentDir,
      publicApiUrl: config.publicApiUrl,
      hasRight: adaptiveRightReader(db),
    }),
    notifications,
    practiceEvents,
    partners,
    limiter,
    recordingLinks,
    messaging: createMessagingService({
      db,
      clock,
      provider: messagingProvider,
      secret: config.jwtSecret,
      returns: messagingReturns,
    }),
    messagingProvider,
    activation: createActivationService({
      db,
      clock,
      limiter,
      codeKey: codeKeyOf(config),
      async findTest(userId, unitTestId) {
        const row = await catalogueRepository.findVisible({ id: unitTestId }, { userId });
        return row && { id: row.id, slug: row.slug, name: row.name, nameEn: row.name_en };
      },
      grantTest,
      grantQuantity: commerce.memberships.grantQuantity,
      adaptiveTestOf,
      onCodeActivated: async (userId) => {
        await events.codeActivated(userId);
      },
    }),
  };
}

/** Cart, vouchers, orders, payments (with the configured gateways) and memberships. */
function createCommerceServices(db: Database, config: AppConfig, clock: Clock, events: PaymentEvents) {
  const { payments: settings } = config;
  const localGateway = settings.gateway === 'local' ? createLocalGateway(settings, clock, db) : null;
  const transport = localGateway?.transport ?? httpTransport;
  const cartRepository = createCartRepository(db);
  const vouchers = createVouchersService(createVouchersRepository(db));
  const memberships = createMembershipsService({ db, repository: createMembershipsRepository(db), clock, grantTest });
  const ordersRepository = createOrdersRepository(db);
  // The level test is sold by the adaptive module's price; its right is kept by activation codes.
  const adaptive = {
    offer: adaptiveOfferOf,
    has: (userId: number, key: string, executor?: Database) => adaptiveRightReader(executor ?? db)(userId, key),
    grant: grantAdaptiveRight,
  };
  const orders = createOrdersService({
    repository: ordersRepository,
    cart: { items: cartRepository.items, tests: cartRepository.tests, ownedAmong: cartRepository.ownedAmong },
    vouchers,
    clock,
    adaptive,
  });
  const payments = createPaymentsService({
    db,
    orders,
    ordersRepository,
    cart: { remove: cartRepository.remove },
    vouchers,
    memberships,
    adaptive,
    providers: {
      VNPAY: createVnpayProvider(settings.vnpay, transport),
      MOMO: createMomoProvider(settings.momo, transport),
    },
    clock,
    orderTtlMinutes: settings.orderTtlMinutes,
    webOrigins: [...config.corsOrigins, new URL(config.webPublicUrl).origin],
    defaultReturnUrl: `${config.webPublicUrl}/checkout/result`,
    allowLocalhostReturn: config.nodeEnv !== 'production',
    events,
  });
  return {
    cart: createCartService({ repository: cartRepository, clock }),
    orders,
    payments,
    memberships,
    localGateway,
  };
}

/** Everything both listeners share: parsing, validation, errors, headers, CORS, docs. */
async function createHttpServer(config: AppConfig, logger: boolean, docs: DocsOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    bodyLimit: config.bodyLimitBytes,
    // The web app forwards browsers' calls: their own address arrives in X-Forwarded-For.
    trustProxy: config.trustProxy,
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // Reject __proto__/constructor keys instead of silently accepting a poisoned object.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  // The API speaks JSON only; without this, text/plain bodies would reach the schemas as strings
  // and fail as VALIDATION_ERROR instead of the clearer 415.
  app.removeContentTypeParser('text/plain');

  registerValidation(app);
  registerSerialization(app);
  if (config.strictResponses) registerResponseCheck(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerAuthDecorator(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', CLIENT_APP_ID_HEADER, ATTEMPT_SECRET_HEADER],
    credentials: false,
    maxAge: 600,
  });
  await registerOpenApi(app, docs);
  return app;
}

async function buildMainApi(config: AppConfig, services: Services, logger = false): Promise<FastifyInstance> {
  const app = await createHttpServer(config, logger, {
    title: 'Main API',
    description: 'Catalogue, registration, account and learning data for the web app.',
  });
  // An embed session's token is the partners module's; any other is a full session's. The sign-in
  // service below knows only full sessions, so an embed token never reaches the account there.
  provideAuthenticator(app, {
    authenticate: async (token) =>
      (await services.partners.authenticateEmbed(token)) ?? services.auth.authenticate(token),
  });
  await app.register(healthRoutes, { service: 'main' });
  await app.register(gradesRoutes, { grades: services.grades });
  await app.register(authRoutes, { auth: services.auth, account: services.account, listener: 'main' });
  await app.register(otpRoutes, { otp: services.otp, listener: 'main' });
  await app.register(accountRoutes, { auth: services.auth, account: services.account, listener: 'main' });
  await app.register(uploadsRoutes, { uploadsDir: config.uploadsDir, recordingLinks: services.recordingLinks });
  await app.register(catalogueRoutes, { catalogue: services.catalogue });
  await app.register(saleAssetsRoutes, { saleAssets: services.saleAssets });
  await app.register(siteRoutes, { site: services.site });
  await app.register(mediaRoutes, { mediaDir: join(config.contentDir, 'media') });
  await app.register(attemptsRoutes, { attempts: services.attempts });
  await app.register(resultsRoutes, { results: services.results });
  await app.register(speakingUploadRoutes, { speaking: services.speaking });
  await app.register(speakingScoreRoutes, { speaking: services.speaking });
  await app.register(classesRoutes, {
    classes: services.classes,
    statistics: services.statistics,
    teacher: services.teacher,
  });
  await app.register(cartRoutes, { cart: services.cart });
  await app.register(ordersRoutes, { orders: services.orders });
  await app.register(vouchersRoutes, { orders: services.orders });
  await app.register(membershipsRoutes, { memberships: services.memberships });
  await app.register(paymentsRoutes, { payments: services.payments });
  await app.register(adaptiveRoutes, { adaptive: services.adaptive });
  await app.register(dailyGoalRoutes, { dailyGoal: services.dailyGoal });
  await app.register(mistakesRoutes, { mistakes: services.mistakes });
  await app.register(giftRoutes, { gift: services.gift });
  await app.register(activationRoutes, { activation: services.activation });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(eventsRoutes, { events: services.practiceEvents });
  await app.register(thirdPartyRoutes, { thirdParty: services.thirdParty });
  await app.register(messagingRoutes, { messaging: services.messaging });
  await app.register(partnersRoutes, { partners: services.partners });
  if (services.localGateway) await app.register(services.localGateway.routes);
  if (services.messagingProvider?.routes) await app.register(services.messagingProvider.routes);
  // Codes and mails in plain text for developers and e2e tests; a production API must never expose them.
  if (config.nodeEnv !== 'production') {
    await app.register(otpOutboxRoutes, { otp: services.otp });
    await app.register(mailOutboxRoutes, { outbox: services.mailOutbox });
  }
  await registerDocsUi(app);
  return app;
}

async function buildSignInService(config: AppConfig, services: Services, logger = false): Promise<FastifyInstance> {
  const app = await createHttpServer(config, logger, {
    title: 'Central sign-in service',
    description: 'Sign-in, sign-out, password recovery and login sessions, shared by every site of the platform.',
  });
  provideAuthenticator(app, services.auth);
  await app.register(healthRoutes, { service: 'auth' });
  await app.register(authRoutes, { auth: services.auth, account: services.account, listener: 'sign-in' });
  await app.register(otpRoutes, { otp: services.otp, listener: 'sign-in' });
  await app.register(accountRoutes, { auth: services.auth, account: services.account, listener: 'sign-in' });
  await registerDocsUi(app);
  return app;
}

/**
 * Builds both listeners on one database. The schema is not migrated here: the server start
 * and the test helpers decide when to migrate and seed.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, clock = systemClock, logger = false } = options;
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await createDatabase(config.database));
  const services = createServices(
    db,
    config,
    clock,
    options.otpSender,
    options.scoringProvider,
    options.onGiftClaimed,
    options.callbackTransport,
  );
  const api = await buildMainApi(config, services, logger);
  const auth = await buildSignInService(config, services, logger);

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      await Promise.allSettled([api.close(), auth.close()]);
      if (ownsDb) await db.destroy();
    })();
    return closing;
  };
  return { api, auth, db, services, close };
}
