import { describe, expect, it } from 'vitest';
import { isTeacherAllowedRoute } from '@/features/auth/utils/teacher-routes';

describe('isTeacherAllowedRoute (spec §4)', () => {
  it.each([
    '/auth',
    '/login',
    '/practice-test/abc',
    '/practice-test/[practiceTestSlug]',
    '/practice-test',
    '/forgot-password',
    '/set-password',
    '/register',
    '/en/login',
  ])('a teacher may stay on %s', (path) => {
    expect(isTeacherAllowedRoute(path)).toBe(true);
  });
  it.each(['/', '/explore', '/account', '/classes/mine', '/cart', '/checkout'])(
    'a teacher is logged out on %s',
    (path) => {
      expect(isTeacherAllowedRoute(path)).toBe(false);
    },
  );
});
