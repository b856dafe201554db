import { describe, expect, it } from 'vitest';
import {
  CERTIFICATES,
  certificateIdsOfFamily,
  EXAMS,
  isExamTest,
  unitTestDisplayName,
  unitTestLocalizedName,
} from '@contract/catalogue';
import { CAMBRIDGE, EXAM, NATIONAL_EXAM, VSTEP } from '@contract/constants';

const base = { name: 'Lớp 6 – Unit 1', nameEn: 'Grade 6 – Unit 1', labels: null, testCount: null };

describe('unitTestDisplayName (spec §3)', () => {
  it('shows a user-scope test by its English name in English, else its name', () => {
    const test = { ...base, scope: 'USER', labels: 'Đề 1', testCount: 3 };
    expect(unitTestDisplayName(test, 'en')).toBe('Grade 6 – Unit 1');
    expect(unitTestDisplayName(test, 'vi')).toBe('Lớp 6 – Unit 1');
    expect(unitTestDisplayName({ ...test, nameEn: '  ' }, 'en')).toBe('Lớp 6 – Unit 1');
  });

  it("shows '---' for a user-scope test without any name", () => {
    expect(unitTestDisplayName({ ...base, scope: 'USER', name: '', nameEn: null }, 'en')).toBe('---');
    expect(unitTestDisplayName({ ...base, scope: 'USER', name: null, nameEn: null }, 'vi')).toBe('---');
  });

  it("shows other tests by their labels, then 'Test {n}', then the name", () => {
    expect(unitTestDisplayName({ ...base, scope: 'SYSTEM', labels: 'Đề số 2', testCount: 5 }, 'en')).toBe('Đề số 2');
    expect(unitTestDisplayName({ ...base, scope: 'SYSTEM', testCount: 5 }, 'en')).toBe('Test 5');
    expect(unitTestDisplayName({ ...base, scope: 'SYSTEM', labels: ' ', testCount: 0 }, 'en')).toBe('Lớp 6 – Unit 1');
    // The English name plays no part for system tests.
    expect(unitTestDisplayName({ ...base, scope: 'SYSTEM' }, 'en')).toBe('Lớp 6 – Unit 1');
  });

  it('gives the localized name its own helper', () => {
    expect(unitTestLocalizedName(base, 'en')).toBe('Grade 6 – Unit 1');
    expect(unitTestLocalizedName(base, 'vi')).toBe('Lớp 6 – Unit 1');
    expect(unitTestLocalizedName({ name: '', nameEn: '' }, 'vi')).toBe('---');
  });
});

describe('isExamTest (spec §3)', () => {
  it('counts international exams whatever their type', () => {
    expect(isExamTest({ isInternationalExam: true, unitTestType: 'UNIT' })).toBe(true);
  });

  it('counts the exam types and nothing else', () => {
    for (const type of ['REGULAR_EXAM', 'MID_TERM_EXAM', 'END_OF_TERM_EXAM', 'NATIONAL_EXAM', 'CERTIFICATE']) {
      expect(isExamTest({ isInternationalExam: false, unitTestType: type })).toBe(true);
    }
    for (const type of ['UNIT', 'TOPIC', 'SKILL', 'PLACEMENT', '', null]) {
      expect(isExamTest({ isInternationalExam: false, unitTestType: type })).toBe(false);
    }
  });
});

describe('the taxonomy keeps the spec ids', () => {
  it('has every exam id of the spec once', () => {
    const ids = EXAMS.map((exam) => exam.id).sort((a, b) => a - b);
    expect(ids).toEqual([...Object.values(EXAM), ...Object.values(NATIONAL_EXAM)].sort((a, b) => a - b));
  });

  it('names every certificate id range of the spec exactly once', () => {
    const ids = CERTIFICATES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const expected = [
      ...Object.values(VSTEP),
      11,
      12,
      13,
      ...CAMBRIDGE.KET,
      ...CAMBRIDGE.PET,
      54,
      55,
      56,
      ...range(70, 81),
      18,
      19,
      20,
      21,
      ...range(22, 25),
      ...range(26, 28),
      ...range(41, 44),
      ...range(46, 50),
      600,
    ];
    expect([...ids].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
  });

  it('turns a family into its ids', () => {
    expect(certificateIdsOfFamily('KET')).toEqual([14, 15]);
    expect(certificateIdsOfFamily('VSTEP')).toEqual([45, 29, 30, 31, 32]);
    expect(certificateIdsOfFamily('IELTS')).toHaveLength(12);
  });
});
