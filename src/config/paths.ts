/**
 * Every route of the product (spec §2) with href builders, and the route rules the shell and the
 * session logic need (public routes, practice-test routes, teacher-allowed routes, where floating
 * buttons and the promotional popup show).
 *
 * The predicates accept both a Next.js route pattern (`router.pathname`, e.g.
 * '/practice-test/[practiceTestSlug]') and a concrete path (`router.asPath` or
 * `window.location.pathname`, e.g. '/en/practice-test/abc?x=1'): a query, a hash, a trailing
 * slash and a leading locale segment are ignored, and a concrete path is resolved to the route
 * Next.js would serve (a static route wins over a dynamic one, as in Next's router).
 */
import {
  JOIN_CLASS_QUERY_PARAM,
  LOCALES,
  type Locale,
  type PAGE_SCOPES,
  REDIRECT_QUERY_PARAM,
  RESUME_QUERY_PARAM,
} from './constants';

type PageScope = (typeof PAGE_SCOPES)[number];

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

/** Next.js route patterns, one per page (and the internal API routes). */
const ROUTE_PATTERNS = {
  home: '/',
  explore: '/explore',
  cart: '/cart',
  auth: '/auth',
  login: '/login',
  register: '/register',
  setPassword: '/set-password',
  forgotPassword: '/forgot-password',
  checkout: '/checkout',
  checkoutCombo: '/checkout/combo',
  checkoutExam: '/checkout/exam',
  checkoutResult: '/checkout/result',
  infoAboutUs: '/page/about-us',
  infoUserGuide: '/page/user-guide',
  infoShoppingGuide: '/page/shopping-guide',
  infoPaymentPolicy: '/page/payment-policy',
  infoFeedbackPolicy: '/page/feedback-policy',
  infoSecurityPolicy: '/page/security-policy',
  /** Only reached when the info pages are served by one dynamic page instead of five files. */
  infoPage: '/page/[infoSlug]',
  classes: '/classes',
  myClasses: '/classes/mine',
  myClassRequests: '/classes/mine/request',
  testSchedule: '/classes/test-schedule',
  classAnalytics: '/classes/analytics',
  classDetail: '/classes/[slug]',
  classUnitTestResult: '/classes/[slug]/unit-test-results/[unittestSlug]',
  classReferences: '/classes/[slug]/references',
  myTests: '/unit-test/mine',
  myTestResult: '/unit-test/mine/[resultSlug]',
  account: '/account',
  accountEdit: '/account/edit',
  accountOrders: '/account/orders',
  accountSessions: '/account/sessions',
  accountQuantityUse: '/account/quantity-use',
  notifications: '/notification',
  userNotifications: '/notification/user',
  systemNotifications: '/notification/system',
  practiceTests: '/practice-test',
  practiceTest: '/practice-test/[practiceTestSlug]',
  practiceTestEvent: '/practice-test/event',
  thirdPartyPracticeTest: '/thirdparty/practice-test',
  partnerPage: '/[slug]/[subSlug]',
  forbidden: '/403',
  notFound: '/404',
  apiGetInfoAccount: '/api/getinfoaccount',
  apiGetThemeById: '/api/getthemebyid',
  apiTime: '/api/time',
} as const;
/** `/unit-test/mine/{id}?view=review` opens a result on its review rather than its summary. */
export const RESULT_VIEW_QUERY_PARAM = 'view';
export const RESULT_VIEW_REVIEW = 'review';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: '/',
  /** Home with the join-class modal opened and the code prefilled (spec §2). */
  homeWithJoinClass: (code: string) => withQuery('/', { [JOIN_CLASS_QUERY_PARAM]: code }),
  explore: '/explore',
  cart: '/cart',
  auth: '/auth',
  login: '/login',
  /** Login that sends the user back to `redirect` afterwards, when it is a same-site path. */
  loginWithRedirect: (redirect?: string | null) =>
    withQuery('/login', { [REDIRECT_QUERY_PARAM]: safeRedirectPath(redirect) ?? undefined }),
  register: '/register',
  /** Registration that sends the new user to `redirect` afterwards, when it is a same-site path. */
  registerWithRedirect: (redirect?: string | null) =>
    withQuery('/register', { [REDIRECT_QUERY_PARAM]: safeRedirectPath(redirect) ?? undefined }),
  setPassword: '/set-password',
  forgotPassword: '/forgot-password',
  checkout: '/checkout',
  /** Checkout of one paid test rather than the cart. */
  checkoutUnitTest: (unitTestId: number | string) => withQuery('/checkout', { unitTestId: String(unitTestId) }),
  checkoutCombo: '/checkout/combo',
  /** The membership checkout with a plan chosen (the plan's code). */
  checkoutComboPlan: (planCode: string) => withQuery('/checkout/combo', { plan: planCode }),
  checkoutExam: '/checkout/exam',
  /** The exam-package checkout with a package chosen (the package's code). */
  checkoutExamPackage: (packageCode: string) => withQuery('/checkout/exam', { package: packageCode }),
  checkoutResult: '/checkout/result',
  infoPage: (slug: InfoPageSlug) => `/page/${slug}`,
  classes: '/classes',
  myClasses: '/classes/mine',
  myClassRequests: '/classes/mine/request',
  testSchedule: '/classes/test-schedule',
  classAnalytics: '/classes/analytics',
  classDetail: (slug: string) => `/classes/${seg(slug)}`,
  classUnitTestResult: (slug: string, unitTestSlug: string) =>
    `/classes/${seg(slug)}/unit-test-results/${seg(unitTestSlug)}`,
  classReferences: (slug: string) => `/classes/${seg(slug)}/references`,
  myTests: '/unit-test/mine',
  myTestResult: (resultSlug: string) => `/unit-test/mine/${seg(resultSlug)}`,
  /** The same result opened straight on the review of its answers. */
  myTestReview: (resultSlug: string) =>
    withQuery(`/unit-test/mine/${seg(resultSlug)}`, { [RESULT_VIEW_QUERY_PARAM]: RESULT_VIEW_REVIEW }),
  account: '/account',
  accountEdit: '/account/edit',
  accountOrders: '/account/orders',
  /** The order history with one order's detail open. */
  accountOrder: (transNo: string) => withQuery('/account/orders', { transNo }),
  accountSessions: '/account/sessions',
  accountQuantityUse: '/account/quantity-use',
  notifications: '/notification',
  userNotifications: '/notification/user',
  systemNotifications: '/notification/system',
  practiceTests: '/practice-test',
  practiceTest: (encoded: string) => `/practice-test/${seg(encoded)}`,
  /** The test page, going straight back into the caller's open attempt. */
  practiceTestResume: (encoded: string) => `/practice-test/${seg(encoded)}?${RESUME_QUERY_PARAM}=1`,
  practiceTestEvent: '/practice-test/event',
  thirdPartyPracticeTest: '/thirdparty/practice-test',
  partnerPage: (slug: string, subSlug: string) => `/${seg(slug)}/${seg(subSlug)}`,
  forbidden: '/403',
  notFound: '/404',
  api: {
    getInfoAccount: '/api/getinfoaccount',
    getThemeById: '/api/getthemebyid',
    time: '/api/time',
  },
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

const KNOWN_PATTERNS: readonly string[][] = Object.values(ROUTE_PATTERNS).map((p) => segmentsOf(canonical(p)));

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

function routeSet(...patterns: string[]): ReadonlySet<string> {
  return new Set(patterns.map(canonical));
}

function inSet(set: ReadonlySet<string>, pathname: string | null | undefined): boolean {
  if (typeof pathname !== 'string') return false;
  const route = resolveRoute(pathname);
  return route !== null && set.has(route);
}

const P = ROUTE_PATTERNS;

/**
 * Spec §2 "Public routes": no redirect to login when the session is missing or expires.
 * The four policy/about pages are taken as all five /page/* information pages (about-us and the
 * four policy/guide pages) — the spec counts four but lists five routes, and none of them needs
 * a session.
 */
const PUBLIC_ROUTES = routeSet(
  P.explore,
  P.login,
  P.register,
  P.home,
  P.checkout,
  P.checkoutCombo,
  P.checkoutExam,
  P.infoAboutUs,
  P.infoUserGuide,
  P.infoShoppingGuide,
  P.infoPaymentPolicy,
  P.infoFeedbackPolicy,
  P.infoSecurityPolicy,
  P.infoPage,
  P.forgotPassword,
  P.practiceTest,
  P.auth,
  P.practiceTestEvent,
  P.setPassword,
  P.thirdPartyPracticeTest,
  P.apiTime,
);

/** Every page where a test is taken or listed: no login redirect and no promotional popup. */
const PRACTICE_TEST_ROUTES = routeSet(P.practiceTests, P.practiceTest, P.practiceTestEvent, P.thirdPartyPracticeTest);

/** Spec §4 Session: the only pages a signed-in teacher may stay on. */
const TEACHER_ALLOWED_ROUTES = routeSet(
  P.auth,
  P.login,
  P.practiceTest,
  P.practiceTests,
  P.forgotPassword,
  P.setPassword,
  P.register,
);

/** Spec §2: floating buttons are hidden on these pages. */
const NO_FLOATING_BUTTON_ROUTES = routeSet(
  P.practiceTest,
  P.practiceTestEvent,
  P.forbidden,
  P.thirdPartyPracticeTest,
  P.practiceTests,
);

const SCROLL_TO_TOP_ROUTES = routeSet(P.home, P.explore, P.myTests);

/** Spec §2: never a promotional popup on practice tests, eduhome integration or the test index. */
const NO_POPUP_ROUTES = routeSet(
  P.practiceTests,
  P.practiceTest,
  P.practiceTestEvent,
  P.thirdPartyPracticeTest,
  P.partnerPage,
);

export function isPublicRoute(pathname: string | null | undefined): boolean {
  return inSet(PUBLIC_ROUTES, pathname);
}

/** Pages that are neither public nor need a session: error pages and partner-site pages. */
const OPEN_ROUTES = routeSet(P.forbidden, P.notFound, P.partnerPage);

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

export function isPracticeTestRoute(pathname: string | null | undefined): boolean {
  return inSet(PRACTICE_TEST_ROUTES, pathname);
}

export function isTeacherAllowedRoute(pathname: string | null | undefined): boolean {
  return inSet(TEACHER_ALLOWED_ROUTES, pathname);
}

export function isHomeRoute(pathname: string | null | undefined): boolean {
  return typeof pathname === 'string' && resolveRoute(pathname) === '/';
}

/** Gift, activation code, join-class request, help and scroll-to-top buttons (spec §2). */
export function showsFloatingButtons(pathname: string): boolean {
  return !inSet(NO_FLOATING_BUTTON_ROUTES, pathname);
}

/** Scroll-to-top shows only on home, explore and my tests (spec §2). */
export function showsScrollToTop(pathname: string): boolean {
  return inSet(SCROLL_TO_TOP_ROUTES, pathname);
}

/** Gift icon route rule (spec §4 Gift modal): not on login, practice tests or the test index. */
export function showsGiftIcon(pathname: string): boolean {
  return showsFloatingButtons(pathname) && resolveRoute(pathname) !== canonical(P.login);
}

/**
 * Promotional popup route rule (spec §2): on home only or on every page, per the banner's
 * display place, and never on practice-test pages or the partner-site integration.
 */
export function showsPromoPopup(pathname: string, displayPlace: PageScope = 'ALL'): boolean {
  if (inSet(NO_POPUP_ROUTES, pathname)) return false;
  return displayPlace === 'ALL' || isHomeRoute(pathname);
}

/** Customer-service chat is hidden on practice-test routes and on the international edition. */
export function showsChatWidget(pathname: string, isInternational: boolean): boolean {
  return !isInternational && !isPracticeTestRoute(pathname);
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
