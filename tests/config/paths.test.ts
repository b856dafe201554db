import { describe, expect, it } from 'vitest';
import {
  INFO_PAGE_SLUGS,
  isPracticeTestRoute,
  isPublicRoute,
  normalizePathname,
  paths,
  requiresSession,
  resolveRoute,
  routeMatcher,
  routes,
  safeRedirectPath,
  splitLocale,
} from '@/config/paths';

describe('paths', () => {
  it('builds the routes of the spec', () => {
    expect(paths.home).toBe('/');
    expect(paths.infoPage('about-us')).toBe('/page/about-us');
    expect(paths.classDetail('lop 6a')).toBe('/classes/lop%206a');
    expect(paths.classUnitTestResult('c1', 'u/2')).toBe('/classes/c1/unit-test-results/u%2F2');
    expect(paths.classReferences('c1')).toBe('/classes/c1/references');
    expect(paths.myTestResult('r9')).toBe('/unit-test/mine/r9');
    expect(paths.myTestResult('r9', { assigned: true })).toBe('/unit-test/mine/r9?from=class');
    expect(paths.practiceTest('YWJj+/=')).toBe('/practice-test/YWJj%2B%2F%3D');
    expect(paths.forbidden).toBe('/403');
    expect(INFO_PAGE_SLUGS).toEqual([
      'about-us',
      'user-guide',
      'shopping-guide',
      'payment-policy',
      'feedback-policy',
      'security-policy',
    ]);
  });

  it('adds a redirect to login only when it is a same-site path', () => {
    expect(paths.loginWithRedirect('/classes/mine?tab=2')).toBe('/login?redirect=%2Fclasses%2Fmine%3Ftab%3D2');
    expect(paths.loginWithRedirect('https://evil.com')).toBe('/login');
    expect(paths.registerWithRedirect('/unit-test/mine')).toBe('/register?redirect=%2Funit-test%2Fmine');
    expect(paths.registerWithRedirect('//evil.com')).toBe('/register');
    expect(paths.loginWithRedirect(undefined)).toBe('/login');
  });

  it('builds the home link that opens the join-class modal', () => {
    expect(paths.homeWithJoinClass('AB 12')).toBe('/?joinClassRequest=AB+12');
  });

  it('gives each route its pattern and its href from one entry', () => {
    expect(routes.classDetail.pattern).toBe('/classes/[slug]');
    expect(routes.classDetail.href('lop 6a')).toBe('/classes/lop%206a');
    expect(routes.practiceTest.pattern).toBe('/practice-test/[practiceTestSlug]');
    expect(routes.practiceTest.href('abc', { resume: true })).toBe('/practice-test/abc?resume=1');
    expect(paths.practiceTestResume('abc')).toBe('/practice-test/abc?resume=1');
    expect(routes.checkout.href()).toBe('/checkout');
    expect(paths.checkoutUnitTest(7)).toBe('/checkout?unitTestId=7');
    expect(paths.checkoutComboPlan('PRO')).toBe('/checkout/combo?plan=PRO');
    expect(paths.accountOrder('T-1')).toBe('/account/orders?transNo=T-1');
    expect(routes.login.href()).toBe(paths.login);
  });

  it('matches a route by pattern or concrete path (features build display rules with it)', () => {
    const onClassDetail = routeMatcher(routes.classDetail, '/403');
    expect(onClassDetail('/classes/[slug]')).toBe(true);
    expect(onClassDetail('/en/classes/lop-6a?tab=2')).toBe(true);
    expect(onClassDetail('/classes/mine')).toBe(false);
    expect(onClassDetail('/403')).toBe(true);
    expect(onClassDetail(undefined)).toBe(false);
  });
});

describe('route resolution', () => {
  it('strips locale, query, hash and trailing slash', () => {
    expect(normalizePathname('/en/explore/?x=1#top')).toBe('/explore');
    expect(normalizePathname('/en')).toBe('/');
    expect(normalizePathname('/vi?x=1')).toBe('/');
    expect(normalizePathname('/english/x')).toBe('/english/x');
    expect(splitLocale('/en/login')).toEqual({ locale: 'en', path: '/login' });
    expect(splitLocale('/login')).toEqual({ locale: null, path: '/login' });
  });

  it('prefers a static route over a dynamic one, like Next.js', () => {
    expect(resolveRoute('/practice-test/event')).toBe('/practice-test/event');
    expect(resolveRoute('/practice-test/xyz')).toBe('/practice-test/[]');
    expect(resolveRoute('/checkout/combo')).toBe('/checkout/combo');
    expect(resolveRoute('/eduhome/lesson-1')).toBe('/[]/[]');
    expect(resolveRoute('/classes/mine')).toBe('/classes/mine');
    expect(resolveRoute('/classes/abc')).toBe('/classes/[]');
    expect(resolveRoute('/a/b/c/d')).toBeNull();
  });
});

describe('isPublicRoute', () => {
  const publicPaths = [
    '/explore',
    '/login',
    '/register',
    '/',
    '/checkout',
    '/checkout/combo',
    '/checkout/exam',
    // A guest's cart is shown to them (decision 0023).
    '/cart',
    ...INFO_PAGE_SLUGS.map((slug) => `/page/${slug}`),
    '/forgot-password',
    '/practice-test/abc',
    '/practice-test/[practiceTestSlug]',
    '/auth',
    '/practice-test/event',
    '/set-password',
    '/thirdparty/practice-test',
    '/api/time',
    '/en/explore',
    '/en',
    '/explore?keyword=ielts',
  ];
  it.each(publicPaths)('%s is public', (path) => {
    expect(isPublicRoute(path)).toBe(true);
  });

  const protectedPaths = [
    '/checkout/result',
    '/account',
    '/account/edit',
    '/classes',
    '/classes/mine',
    '/classes/[slug]',
    '/unit-test/mine',
    '/notification',
    '/practice-test',
    '/practice-test/abc/extra',
    '/eduhome/lesson',
    '/403',
    '/api/getinfoaccount',
    '/en/account',
  ];
  it.each(protectedPaths)('%s is not public', (path) => {
    expect(isPublicRoute(path)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isPublicRoute(undefined)).toBe(false);
    expect(isPublicRoute(null)).toBe(false);
  });
});

describe('the partner page', () => {
  it('answers only two-segment paths no other page serves', () => {
    expect(paths.partnerPage('demo-school', 'practice')).toBe('/demo-school/practice');
    expect(resolveRoute('/demo-school/practice')).toBe('/[]/[]');
    expect(resolveRoute('/en/demo-school/practice')).toBe('/[]/[]');
    // Static pages and pages with a static first segment win, as in Next's router.
    expect(resolveRoute('/practice-test/event')).toBe('/practice-test/event');
    expect(resolveRoute('/practice-test/abc')).toBe('/practice-test/[]');
    expect(resolveRoute('/classes/lop-6a')).toBe('/classes/[]');
    expect(resolveRoute('/account/edit')).toBe('/account/edit');
    expect(resolveRoute('/page/about-us')).toBe('/page/about-us');
    expect(resolveRoute('/thirdparty/practice-test')).toBe('/thirdparty/practice-test');
    expect(resolveRoute('/demo-school')).toBeNull();
  });

  it('needs no site session, and has no floating buttons, popup or chat (a practice-test route)', () => {
    expect(requiresSession('/demo-school/practice')).toBe(false);
    expect(isPracticeTestRoute('/demo-school/practice')).toBe(true);
    expect(isPracticeTestRoute(routes.partnerPage.pattern)).toBe(true);
  });
});

describe('isPracticeTestRoute', () => {
  it.each([
    '/practice-test',
    '/practice-test/abc',
    '/practice-test/[slug]',
    '/practice-test/event',
    '/thirdparty/practice-test',
    '/en/practice-test/abc',
  ])('%s is a practice-test route', (path) => {
    expect(isPracticeTestRoute(path)).toBe(true);
  });
  it.each(['/', '/explore', '/unit-test/mine', '/practice-testing'])('%s is not', (path) => {
    expect(isPracticeTestRoute(path)).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it.each(['/explore?x=1', '/', '/classes/mine#top', '/practice-test/YWJj%3D', '/search?q=a%20b'])(
    'accepts %s',
    (input) => {
      expect(safeRedirectPath(input)).toBe(input);
    },
  );

  it.each([
    'https://evil.com',
    'http://evil.com/path',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'explore',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/%5Cevil.com',
    '%2Fexplore',
    '/explore%0d%0aSet-Cookie:x',
    '/ok\n',
    '/ok\u0000',
    '/%E0%A4%A',
    '',
  ])('rejects %j', (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it('rejects non-strings', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(['/explore'])).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
    expect(safeRedirectPath('/' + 'a'.repeat(3000))).toBeNull();
  });
});

describe('requiresSession', () => {
  it('is true for product pages that are not public', () => {
    for (const path of ['/account', '/account/sessions', '/en/account/edit', '/classes/mine', '/unit-test/mine']) {
      expect(requiresSession(path), path).toBe(true);
    }
  });

  it('is false for public pages, error pages, unknown paths and API routes', () => {
    for (const path of [
      '/',
      '/login',
      '/register',
      '/explore',
      '/cart',
      '/page/about-us',
      '/403',
      '/404',
      '/nope/x/y',
      '/api/time',
      '/practice-test/abc',
    ]) {
      expect(requiresSession(path), path).toBe(false);
    }
  });
});
