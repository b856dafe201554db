/**
 * Every page of the product (spec §2) in one table: each route gives its Next.js pattern (what
 * `router.pathname` says, and what route rules match) and its href builder
 * (`routes.classDetail.href(slug)`). `paths` is the same table as the links the app writes.
 * A unit test checks that every route has a page under src/pages and every page a route.
 *
 * The session rules live here too (public routes, practice-test routes, pages that need a
 * session); display rules live with their features, built with `routeMatcher`.
 *
 * The predicates accept both a Next.js route pattern (`router.pathname`, e.g.
 * '/practice-test/[practiceTestSlug]') and a concrete path (`router.asPath` or
 * `window.location.pathname`, e.g. '/en/practice-test/abc?x=1'): a query, a hash, a trailing
 * slash and a leading locale segment are ignored, and a concrete path is resolved to the route
 * Next.js would serve (a static route wins over a dynamic one, as in Next's router).
 */
import { EVENT_QUERY_PARAM } from '@contract/event-rules';
import { JOIN_CLASS_QUERY_PARAM, LOCALES, type Locale, REDIRECT_QUERY_PARAM, RESUME_QUERY_PARAM } from './constants';
import { pathWithOrderedQuery } from '@/lib/api/query';

export const INFO_PAGE_SLUGS = [
  'about-us',
  'user-guide',
  'shopping-guide',
  'payment-policy',
  'feedback-policy',
  'security-policy',
] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

const seg = (value: string | number) => encodeURIComponent(String(value));

/** `/unit-test/mine/{id}?view=review` opens a result on its review rather than its summary. */
export const RESULT_VIEW_QUERY_PARAM = 'view';
export const RESULT_VIEW_REVIEW = 'review';
export const RESULT_FROM_QUERY_PARAM = 'from';
export const RESULT_FROM_CLASS = 'class';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  return pathWithOrderedQuery(path, query);
}

/** On the login page: why the user is there when they did not sign out themselves. */
export const SESSION_ENDED_QUERY = { key: 'session', value: 'ended' } as const;

/** One page: its Next.js pattern and the href of a link to it. */
interface Route<P extends string, A extends unknown[]> {
  readonly pattern: P;
  readonly href: (...args: A) => string;
}

/** A page without parameters: its href is its pattern, unless `href` adds an optional query. */
function page<P extends string, A extends unknown[] = []>(pattern: P, href?: (...args: A) => string): Route<P, A> {
  return { pattern, href: href ?? (() => pattern) };
}

/** A page with dynamic segments: the href fills them in. */
function dynamicPage<P extends `${string}[${string}]${string}`, A extends unknown[]>(
  pattern: P,
  href: (...args: A) => string,
): Route<P, A> {
  return { pattern, href };
}

const infoPage = <S extends InfoPageSlug>(slug: S) => page(`/page/${slug}` as const);

export const routes = {
  /** Optionally with the join-class modal opened and the code prefilled (spec §2). */
  home: page('/', (joinClassCode?: string) => withQuery('/', { [JOIN_CLASS_QUERY_PARAM]: joinClassCode })),
  explore: page('/explore'),
  cart: page('/cart'),
  auth: page('/auth'),
  /** Optionally sending the user back to `redirect` afterwards, when it is a same-site path. */
  /** `sessionEnded`: the session on this device ended on its own (signed out elsewhere, expired). */
  login: page('/login', (redirect?: string | null, sessionEnded?: boolean) =>
    withQuery('/login', {
      [REDIRECT_QUERY_PARAM]: safeRedirectPath(redirect) ?? undefined,
      [SESSION_ENDED_QUERY.key]: sessionEnded ? SESSION_ENDED_QUERY.value : undefined,
    }),
  ),
  /** Optionally sending the new user to `redirect` afterwards, when it is a same-site path. */
  register: page('/register', (redirect?: string | null) =>
    withQuery('/register', { [REDIRECT_QUERY_PARAM]: safeRedirectPath(redirect) ?? undefined }),
  ),
  setPassword: page('/set-password'),
  forgotPassword: page('/forgot-password'),
  /** The cart's checkout, or one paid test's. */
  checkout: page('/checkout', (unitTestId?: number | string) =>
    withQuery('/checkout', { unitTestId: unitTestId === undefined ? undefined : String(unitTestId) }),
  ),
  /** The membership checkout, optionally with a plan chosen (the plan's code). */
  checkoutCombo: page('/checkout/combo', (planCode?: string) => withQuery('/checkout/combo', { plan: planCode })),
  /** The exam-package checkout, optionally with a package chosen (the package's code). */
  checkoutExam: page('/checkout/exam', (packageCode?: string) => withQuery('/checkout/exam', { package: packageCode })),
  checkoutResult: page('/checkout/result'),
  infoAboutUs: infoPage('about-us'),
  infoUserGuide: infoPage('user-guide'),
  infoShoppingGuide: infoPage('shopping-guide'),
  infoPaymentPolicy: infoPage('payment-policy'),
  infoFeedbackPolicy: infoPage('feedback-policy'),
  infoSecurityPolicy: infoPage('security-policy'),
  classes: page('/classes'),
  myClasses: page('/classes/mine'),
  myClassRequests: page('/classes/mine/request'),
  testSchedule: page('/classes/test-schedule'),
  classAnalytics: page('/classes/analytics'),
  classDetail: dynamicPage('/classes/[slug]', (slug: string) => `/classes/${seg(slug)}`),
  classUnitTestResult: dynamicPage(
    '/classes/[slug]/unit-test-results/[unittestSlug]',
    (slug: string, unitTestSlug: string) => `/classes/${seg(slug)}/unit-test-results/${seg(unitTestSlug)}`,
  ),
  classReferences: dynamicPage('/classes/[slug]/references', (slug: string) => `/classes/${seg(slug)}/references`),
  myTests: page('/unit-test/mine'),
  /**
   * A result; with `review`, opened straight on the review of its answers; with `assigned`, just
   * submitted for a class (the page says which result the class gets and links back).
   */
  myTestResult: dynamicPage(
    '/unit-test/mine/[resultSlug]',
    (resultSlug: string, options: { review?: boolean; assigned?: boolean } = {}) =>
      withQuery(`/unit-test/mine/${seg(resultSlug)}`, {
        [RESULT_VIEW_QUERY_PARAM]: options.review ? RESULT_VIEW_REVIEW : undefined,
        [RESULT_FROM_QUERY_PARAM]: options.assigned ? RESULT_FROM_CLASS : undefined,
      }),
  ),
  /** "Practise my mistakes": a round of the student's review set. */
  mistakes: page('/mistakes'),
  account: page('/account'),
  accountEdit: page('/account/edit'),
  /** The order history, optionally with one order's detail open. */
  accountOrders: page('/account/orders', (transNo?: string) => withQuery('/account/orders', { transNo })),
  accountSessions: page('/account/sessions'),
  notifications: page('/notification'),
  userNotifications: page('/notification/user'),
  systemNotifications: page('/notification/system'),
  accountQuantityUse: page('/account/quantity-use'),
  practiceTests: page('/practice-test'),
  /** The test page; with `resume`, going straight back into the caller's open attempt. */
  practiceTest: dynamicPage(
    '/practice-test/[practiceTestSlug]',
    (encoded: string, options: { resume?: boolean; eventId?: number } = {}) =>
      withQuery(`/practice-test/${seg(encoded)}`, {
        [RESUME_QUERY_PARAM]: options.resume ? '1' : undefined,
        [EVENT_QUERY_PARAM]: options.eventId === undefined ? undefined : String(options.eventId),
      }),
  ),
  /** The practice-test events: upcoming, ongoing and ended, with their tests and rankings. */
  practiceTestEvent: page('/practice-test/event'),
  /** Practice tests by third-party providers, taken in the player like ours. */
  thirdPartyPracticeTest: page('/thirdparty/practice-test'),
  /** A placement test by its key (60 primary, 61 general), or the adaptive level test (`level`). */
  placementTest: page('/placement-test', (key?: '60' | '61' | 'level') => withQuery('/placement-test', { key })),
  forbidden: page('/403'),
  notFound: page('/404'),
  /**
   * A partner's page, framed by the partner's site: its mapped tests, in its theme, and the player.
   * Every static route, and every route whose first segment is static, wins over it (Next's
   * router and `resolveRoute` alike), so it only answers two-segment paths no other page serves.
   */
  partnerPage: dynamicPage('/[slug]/[subSlug]', (slug: string, subSlug: string) => `/${seg(slug)}/${seg(subSlug)}`),
} as const;

/** Next API routes the browser calls itself (not pages: no href in `paths`). */
export const apiRoutes = {
  /** The server's clock (`src/pages/api/time.ts`), for the clock offset of countdowns. */
  time: '/api/time',
} as const;

const INFO_ROUTES = {
  'about-us': routes.infoAboutUs,
  'user-guide': routes.infoUserGuide,
  'shopping-guide': routes.infoShoppingGuide,
  'payment-policy': routes.infoPaymentPolicy,
  'feedback-policy': routes.infoFeedbackPolicy,
  'security-policy': routes.infoSecurityPolicy,
} as const satisfies Record<InfoPageSlug, Route<string, []>>;

/** The links the app writes, from `routes`: a page's href, or its href builder. */
export const paths = {
  home: routes.home.href(),
  homeWithJoinClass: (code: string) => routes.home.href(code),
  explore: routes.explore.href(),
  /** A placement test (60 primary, 61 general) or the adaptive level test. */
  placementTest: (key: '60' | '61' | 'level') => routes.placementTest.href(key),
  cart: routes.cart.href(),
  auth: routes.auth.href(),
  login: routes.login.href(),
  loginWithRedirect: routes.login.href,
  register: routes.register.href(),
  registerWithRedirect: routes.register.href,
  setPassword: routes.setPassword.href(),
  forgotPassword: routes.forgotPassword.href(),
  checkout: routes.checkout.href(),
  checkoutUnitTest: (unitTestId: number | string) => routes.checkout.href(unitTestId),
  checkoutCombo: routes.checkoutCombo.href(),
  checkoutComboPlan: (planCode: string) => routes.checkoutCombo.href(planCode),
  checkoutExam: routes.checkoutExam.href(),
  checkoutExamPackage: (packageCode: string) => routes.checkoutExam.href(packageCode),
  checkoutResult: routes.checkoutResult.href(),
  infoPage: (slug: InfoPageSlug) => INFO_ROUTES[slug].href(),
  classes: routes.classes.href(),
  myClasses: routes.myClasses.href(),
  myClassRequests: routes.myClassRequests.href(),
  testSchedule: routes.testSchedule.href(),
  classAnalytics: routes.classAnalytics.href(),
  classDetail: routes.classDetail.href,
  classUnitTestResult: routes.classUnitTestResult.href,
  classReferences: routes.classReferences.href,
  myTests: routes.myTests.href(),
  myTestResult: (resultSlug: string, options: { assigned?: boolean } = {}) =>
    routes.myTestResult.href(resultSlug, options),
  myTestReview: (resultSlug: string) => routes.myTestResult.href(resultSlug, { review: true }),
  mistakes: routes.mistakes.href(),
  account: routes.account.href(),
  accountEdit: routes.accountEdit.href(),
  accountOrders: routes.accountOrders.href(),
  accountOrder: (transNo: string) => routes.accountOrders.href(transNo),
  accountSessions: routes.accountSessions.href(),
  accountQuantityUse: routes.accountQuantityUse.href(),
  notifications: routes.notifications.href(),
  userNotifications: routes.userNotifications.href(),
  systemNotifications: routes.systemNotifications.href(),
  practiceTests: routes.practiceTests.href(),
  practiceTest: (encoded: string) => routes.practiceTest.href(encoded),
  practiceTestResume: (encoded: string) => routes.practiceTest.href(encoded, { resume: true }),
  /** A test taken as part of an event (the start is checked against the event's window). */
  practiceTestInEvent: (slug: string, eventId: number) => routes.practiceTest.href(slug, { eventId }),
  practiceTestEvents: routes.practiceTestEvent.href(),
  thirdPartyPracticeTests: routes.thirdPartyPracticeTest.href(),
  forbidden: routes.forbidden.href(),
  notFound: routes.notFound.href(),
  partnerPage: routes.partnerPage.href,
} as const;

// ---------------------------------------------------------------------------------------------
// Route resolution

const DYNAMIC = '[]';
const isDynamicSegment = (s: string) => s.startsWith('[') && s.endsWith(']');

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** '/classes/[slug]' → '/classes/[]' so patterns compare regardless of parameter names. */
function canonical(pattern: string): string {
  const parts = segmentsOf(pattern).map((s) => (isDynamicSegment(s) ? DYNAMIC : s));
  return `/${parts.join('/')}`;
}

const KNOWN_PATTERNS: readonly string[][] = [
  ...Object.values(routes).map((route) => route.pattern),
  ...Object.values(apiRoutes),
].map((p) => segmentsOf(canonical(p)));

/** Splits a leading locale segment off a path: '/en/explore' → { locale: 'en', path: '/explore' }. */
export function splitLocale(path: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)/.exec(path);
  const candidate = match?.[1];
  if (match && candidate && (LOCALES as readonly string[]).includes(candidate)) {
    const rest = path.slice(match[0].length);
    return { locale: candidate as Locale, path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: null, path };
}

/** Removes a locale prefix, query, hash and trailing slash. */
export function normalizePathname(pathname: string): string {
  const withoutQuery = pathname.split(/[?#]/, 1)[0] ?? '';
  const { path } = splitLocale(withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`);
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function compareSpecificity(a: string[], b: string[]): number {
  for (let i = 0; i < a.length; i += 1) {
    const aDynamic = a[i] === DYNAMIC;
    const bDynamic = b[i] === DYNAMIC;
    if (aDynamic !== bDynamic) return aDynamic ? 1 : -1;
  }
  return 0;
}

/**
 * The canonical route pattern (dynamic segments written '[]') a pathname belongs to, or null when
 * no page serves it. A pattern given as input is returned in canonical form.
 */
export function resolveRoute(pathname: string): string | null {
  const normalized = normalizePathname(pathname);
  const parts = segmentsOf(normalized);
  if (parts.some(isDynamicSegment)) return canonical(normalized);
  const candidates = KNOWN_PATTERNS.filter(
    (pattern) => pattern.length === parts.length && pattern.every((s, i) => s === DYNAMIC || s === parts[i]),
  );
  const [best] = [...candidates].sort(compareSpecificity);
  return best ? `/${best.join('/')}` : null;
}

/** A route of the table, or a pattern (such as an API route of `apiRoutes`). */
type RouteRef = string | { readonly pattern: string };

function routeSet(...refs: RouteRef[]): ReadonlySet<string> {
  return new Set(refs.map((ref) => canonical(typeof ref === 'string' ? ref : ref.pattern)));
}

function inSet(set: ReadonlySet<string>, pathname: string | null | undefined): boolean {
  if (typeof pathname !== 'string') return false;
  const route = resolveRoute(pathname);
  return route !== null && set.has(route);
}

/**
 * A predicate true on the pages of the given routes, for a route pattern or a concrete path (as
 * above). Features build their display rules with it (where floating buttons or the promotional
 * popup show, the pages a teacher may stay on).
 */
export function routeMatcher(...refs: RouteRef[]): (pathname: string | null | undefined) => boolean {
  const set = routeSet(...refs);
  return (pathname) => inSet(set, pathname);
}

const R = routes;

/**
 * Spec §2 "Public routes": no redirect to login when the session is missing or expires.
 * The four policy/about pages are taken as all five /page/* information pages (about-us and the
 * four policy/guide pages) — the spec counts four but lists five routes, and none of them needs
 * a session.
 */
const PUBLIC_ROUTES = routeSet(
  // Not in the spec's list: a guest's cart lives in this browser and is shown to them, with a way
  // to log in to pay (decision 0023).
  R.cart,
  R.explore,
  R.login,
  R.register,
  R.home,
  R.checkout,
  R.checkoutCombo,
  R.checkoutExam,
  R.infoAboutUs,
  R.infoUserGuide,
  R.infoShoppingGuide,
  R.infoPaymentPolicy,
  R.infoFeedbackPolicy,
  R.infoSecurityPolicy,
  R.forgotPassword,
  R.practiceTest,
  // A guest may take a placement test; the level test asks for a session itself.
  R.placementTest,
  R.auth,
  R.practiceTestEvent,
  R.setPassword,
  R.thirdPartyPracticeTest,
  apiRoutes.time,
);

/** Pages that are neither public nor need a session: error pages and partner-site pages. */
const OPEN_ROUTES = routeSet(R.forbidden, R.notFound, R.partnerPage);

export function isPublicRoute(pathname: string | null | undefined): boolean {
  return inSet(PUBLIC_ROUTES, pathname);
}

/**
 * Whether a page needs a signed-in user: a page of the product that is not public. Unknown paths
 * (a 404) do not, so a guest sees "not found" rather than a login form.
 */
export function requiresSession(pathname: string | null | undefined): boolean {
  if (typeof pathname !== 'string') return false;
  const route = resolveRoute(pathname);
  if (route === null || route.startsWith('/api/')) return false;
  return !PUBLIC_ROUTES.has(route) && !OPEN_ROUTES.has(route);
}

/**
 * Every page where a test is taken or listed: no login redirect, no floating buttons, no popup,
 * no chat. A partner's page is one (it lists the partner's tests and plays them in its frame).
 */
export const isPracticeTestRoute = routeMatcher(
  R.partnerPage,
  R.practiceTests,
  R.practiceTest,
  R.placementTest,
  R.practiceTestEvent,
  R.thirdPartyPracticeTest,
);

export function isHomeRoute(pathname: string | null | undefined): boolean {
  return typeof pathname === 'string' && resolveRoute(pathname) === '/';
}

// ---------------------------------------------------------------------------------------------
// Redirect targets

const REDIRECT_MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'http://redirect.invalid';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f) return true;
  }
  return false;
}

function isSafeRelativePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//')) return false;
  // Browsers treat '\' like '/', so '/\evil.com' is a protocol-relative URL in disguise.
  if (value.includes('\\')) return false;
  if (hasControlCharacter(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * A same-site path such as '/explore?x=1', or null for anything that could leave the site
 * (absolute or protocol-relative URLs, backslash tricks, schemes, control characters), also
 * after one round of percent-decoding. Arrays (a repeated query parameter) are rejected.
 */
export function safeRedirectPath(input: unknown): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > REDIRECT_MAX_LENGTH) {
    return null;
  }
  if (!isSafeRelativePath(input)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(input);
  } catch {
    return null;
  }
  if (!isSafeRelativePath(decoded)) return null;
  return input;
}
