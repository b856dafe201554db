import { randomUUID } from 'node:crypto';
import type {
  EduhomeUnitTestDto,
  EmbedAccountDto,
  EmbedSessionDto,
  PartnerPageDto,
  PartnerPublicDto,
  PartnerSessionRequest,
} from '@contract/partners';
import type { UnitTestDetailDto, UnitTestSummaryDto } from '@contract/unit-tests';
import type { PartnersConfig } from '../../config';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, unauthorized } from '../../lib/errors';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limit';
import { embedTokenSecret, signAccessToken, verifyAccessToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/authenticate';
import type { ToUserDto, UserRecord } from '../account';
import { CLOCK_SKEW_SECONDS, verifyPartnerAssertion } from './assertion';
import { createCallbacks, type CallbackTransport } from './callbacks';
import { createPartnersRepository, type PartnerRecord } from './repository';

/** A learner account made for a partner's user (no phone, e-mail or usable password). */
type CreatePartnerLearner = (
  trx: Database,
  learner: { partnerSlug: string; fullName: string; gradeId: number | null; now: string },
) => Promise<number>;

export interface PartnersServiceDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  config: { jwtSecret: string; partners: PartnersConfig };
  users: { findById(id: number): Promise<UserRecord | null> };
  toDto: ToUserDto;
  createLearner: CreatePartnerLearner;
  /** Our grade id of a partner's grade id (gradeEduhomeId); null when none matches. */
  gradeOfEduhomeId(gradeEduhomeId: number): Promise<number | null>;
  /** Published tests by id (guests' view), in the order asked; missing ones left out. */
  testSummaries(ids: readonly number[]): Promise<UnitTestSummaryDto[]>;
  testDetail(id: number, viewer: { userId: number } | null): Promise<UnitTestDetailDto>;
  transport?: CallbackTransport;
}

/** Sign-ins from one address: a school behind one address signs many learners in. */
const SESSION_PER_IP: RateLimitRule = {
  name: 'partner-session-ip',
  limit: 300,
  windowMs: 15 * 60_000,
  message: 'Too many sign-ins from this address. Please try again later.',
};

const pageNotFound = () =>
  new AppError(404, 'PARTNER_PAGE_NOT_FOUND', 'There is no such partner page, or its test is no longer available.');
const partnerNotFound = () => new AppError(404, 'PARTNER_NOT_FOUND', 'There is no such partner.');

function publicOf(partner: PartnerRecord): PartnerPublicDto {
  return { id: partner.id, slug: partner.slug, name: partner.name, theme: partner.theme };
}

export function createPartnersService(deps: PartnersServiceDeps) {
  const { db, clock, limiter, config } = deps;
  const repository = createPartnersRepository(db);
  const tokenSecret = embedTokenSecret(config.jwtSecret);
  const callbacks = createCallbacks({
    repository,
    clock,
    settings: config.partners,
    ...(deps.transport ? { transport: deps.transport } : {}),
  });

  /** The learner linked to (partner, partner's user id): made by the first sign-in, found by later ones. */
  async function learnerOf(partner: PartnerRecord, sub: string, name: string, grade: number | null, now: string) {
    const linked = await repository.linkedUser(partner.id, sub);
    if (linked !== null) return linked;
    const gradeId = grade === null ? null : await deps.gradeOfEduhomeId(grade);
    try {
      return await db.transaction().execute(async (trx) => {
        const userId = await deps.createLearner(trx, { partnerSlug: partner.slug, fullName: name, gradeId, now });
        await createPartnersRepository(trx).linkUser(partner.id, sub, userId, now);
        return userId;
      });
    } catch (error) {
      // Two first sign-ins at once: the other made the account (and this one's was rolled back).
      if (!isUniqueViolation(error)) throw error;
      const winner = await repository.linkedUser(partner.id, sub);
      if (winner === null) throw error;
      return winner;
    }
  }

  return {
    async page(slug: string, subSlug: string): Promise<PartnerPageDto> {
      const partner = await repository.findBySlug(slug);
      const page = partner ? await repository.findPage(partner.id, subSlug) : undefined;
      if (!partner || !page) throw pageNotFound();
      const ids = await repository.pageTestIds(page.id);
      const unitTests = await deps.testSummaries(ids);
      if (ids.length === 0 || unitTests.length !== ids.length) throw pageNotFound();
      return {
        partner: { ...publicOf(partner), allowedOrigins: partner.allowedOrigins },
        page: { subSlug: page.sub_slug, title: page.title, unitTests },
      };
    },

    async theme(id: number): Promise<PartnerPublicDto> {
      const partner = await repository.findById(id);
      if (!partner) throw partnerNotFound();
      return publicOf(partner);
    },

    /**
     * Checks, in order: the address's budget, the partner, the signature and claims, the nonce
     * (single use, kept until the assertion could no longer pass), then links or makes the learner.
     */
    async session(request: PartnerSessionRequest, ip: string | undefined): Promise<EmbedSessionDto> {
      limiter.consume(SESSION_PER_IP, ip ?? 'unknown');
      const partner = await repository.findBySlug(request.partner);
      if (!partner) throw partnerNotFound();
      const now = clock.now();
      const claims = verifyPartnerAssertion(request.assertion, {
        secret: partner.secret,
        issuer: partner.slug,
        audience: config.partners.siteAudience,
        now,
      });
      const nowIso = now.toISOString();
      await repository.pruneNonces(nowIso);
      const keptUntil = new Date((claims.exp + CLOCK_SKEW_SECONDS) * 1000).toISOString();
      if (!(await repository.useNonce(partner.id, claims.jti, keptUntil))) {
        throw new AppError(409, 'PARTNER_ASSERTION_REPLAYED', 'This sign-in was used already. Open the page again.');
      }
      const userId = await learnerOf(partner, claims.sub, claims.name, claims.grade, nowIso);
      const user = await deps.users.findById(userId);
      if (!user || user.status !== 'ACTIVE' || user.roleCode !== 'STUDENT') {
        throw new AppError(403, 'ACCOUNT_LOCKED', 'This account cannot be used.');
      }
      const ttl = config.partners.embedTokenTtlSeconds;
      const accessToken = signAccessToken(
        { sub: String(userId), role: 'STUDENT', sid: `embed-${randomUUID()}`, pid: partner.id },
        { secret: tokenSecret, now, ttlSeconds: ttl },
      );
      // The account's placeholder address is no contact of the learner's: the partner page shows none.
      return { accessToken, expiresIn: ttl, user: { ...deps.toDto(user), email: null } };
    },

    /**
     * The caller of an embed session's token, or null when the token is not one (it is then
     * a full session's, for the sign-in service to check). The account must still be linked.
     */
    async authenticateEmbed(token: string): Promise<AuthContext | null> {
      const claims = verifyAccessToken(token, { secret: tokenSecret, now: clock.now() });
      if (!claims) return null;
      const userId = Number(claims.sub);
      const link = Number.isSafeInteger(userId) ? await repository.linkOfUser(userId) : null;
      if (!link || claims.pid === undefined || link.partnerId !== claims.pid) {
        throw unauthorized('The session has ended. Open the partner’s page again.');
      }
      return { userId, role: claims.role, sessionId: claims.sid, partnerId: claims.pid };
    },

    async account(auth: AuthContext): Promise<EmbedAccountDto> {
      if (auth.partnerId === undefined) {
        throw new AppError(403, 'EMBED_SESSION_REQUIRED', 'This route is for a partner page’s sign-in.');
      }
      const [user, partner] = await Promise.all([
        deps.users.findById(auth.userId),
        repository.findById(auth.partnerId),
      ]);
      if (!user || !partner) throw unauthorized('The account for this token no longer exists.');
      return { id: user.id, displayName: user.fullName, grade: user.grade, partner: partner.slug };
    },

    async eduhome(unitTestId: number, viewer: { userId: number } | null): Promise<EduhomeUnitTestDto> {
      const unitTest = await deps.testDetail(unitTestId, viewer);
      return { unitTest, pages: await repository.pagesOfTest(unitTest.id) };
    },

    /** The lifecycle made a result: a partner's learner's completed result is sent to the partner. */
    resultCreated: callbacks.resultCreated,
    /** Sends the callbacks that are due; answers how many were tried. */
    deliverDue: callbacks.deliverDue,
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
