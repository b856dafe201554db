import { describe, expect, it } from 'vitest';
import { defaultGiftGrade, showsGiftButton } from '@/features/gift/utils/visibility';

const student = { roleCode: 'STUDENT' as const, receivedGift: false };
const shown = (overrides: Partial<Parameters<typeof showsGiftButton>[0]> = {}) =>
  showsGiftButton({ user: student, pathname: '/', claimed: false, isInternational: false, ...overrides });

describe('the gift icon (spec §2, §4, §6)', () => {
  it('shows for a signed-in student who has not received the gift, on ordinary pages', () => {
    for (const pathname of ['/', '/explore', '/unit-test/mine', '/account', '/classes/mine']) {
      expect(shown({ pathname }), pathname).toBe(true);
    }
  });

  it('hides for guests, teachers, a student who received it or claimed it in this page session', () => {
    expect(shown({ user: undefined })).toBe(false);
    expect(shown({ user: { roleCode: 'TEACHER', receivedGift: false } })).toBe(false);
    expect(shown({ user: { ...student, receivedGift: true } })).toBe(false);
    expect(shown({ claimed: true })).toBe(false);
  });

  it('hides on login, the practice tests and their index, and on the international edition', () => {
    for (const pathname of ['/login', '/practice-test', '/practice-test/[practiceTestSlug]', '/practice-test/event']) {
      expect(shown({ pathname }), pathname).toBe(false);
    }
    expect(shown({ isInternational: true })).toBe(false);
  });
});

describe('the default grade of the gift modal', () => {
  it('is the student’s own grade unless it has no gift list', () => {
    expect(defaultGiftGrade(6, [1, 6, 12])).toBe(6);
    expect(defaultGiftGrade(13, [1, 6, 12])).toBeNull();
    expect(defaultGiftGrade(null, [1, 6, 12])).toBeNull();
    expect(defaultGiftGrade(6, [])).toBeNull();
  });
});
