import { describe, expect, it } from 'vitest';
import {
  certificateFamilyName,
  formatVnd,
  gradesLabel,
  unitTestContext,
  unitTestTitles,
} from '@/components/unit-test/labels';
import { makeSummary } from '../../lib/catalogue/fixtures';

type Naming = Parameters<typeof unitTestTitles>[0];
const base: Naming = { scope: 'SYSTEM', name: 'Ôn tập Unit 2', nameEn: 'Unit 2 review', labels: null, testCount: null };

describe('unitTestTitles', () => {
  it('puts labels, then "Test n", above the localized name', () => {
    expect(unitTestTitles({ ...base, labels: 'Đề số 4' }, 'vi')).toEqual({ label: 'Đề số 4', title: 'Ôn tập Unit 2' });
    expect(unitTestTitles({ ...base, testCount: 2 }, 'en')).toEqual({ label: 'Test 2', title: 'Unit 2 review' });
  });

  it('adds no label when the display name only falls back to the test name (any language)', () => {
    expect(unitTestTitles(base, 'vi')).toEqual({ label: null, title: 'Ôn tập Unit 2' });
    expect(unitTestTitles(base, 'en')).toEqual({ label: null, title: 'Unit 2 review' });
    expect(unitTestTitles({ ...base, scope: 'USER', labels: 'x' }, 'en')).toEqual({
      label: null,
      title: 'Unit 2 review',
    });
  });

  it('never shows "---" as a label, and uses the display name when the test has no name', () => {
    expect(unitTestTitles({ ...base, scope: 'USER', name: ' ', nameEn: null }, 'vi')).toEqual({
      label: null,
      title: '---',
    });
    expect(unitTestTitles({ ...base, name: '', nameEn: null, testCount: 5 }, 'vi')).toEqual({
      label: null,
      title: 'Test 5',
    });
  });
});

describe('context labels', () => {
  it('spans grades in grade order and names the exam or certificate', () => {
    expect(gradesLabel(['G12', 'G10', 'G11'], 'vi')).toBe('Lớp 10 – Lớp 12');
    expect(gradesLabel(['G13'], 'en')).toBe('University student');
    expect(gradesLabel(['X1'], 'en')).toBeNull();
    expect(unitTestContext(makeSummary({ grades: ['G9'], examId: 8 }), 'en')).toEqual([
      'Grade 9',
      'Grade 10 entrance exam',
    ]);
    expect(unitTestContext(makeSummary({ grades: [], examId: null, certificateId: 14 }), 'vi')).toEqual([
      'A2 Key (KET)',
    ]);
    expect(certificateFamilyName('PLACEMENT', 'vi')).toBe('Kiểm tra xếp lớp');
  });

  it('formats prices in Vietnamese đồng', () => {
    expect(formatVnd(699000, 'vi').replace(/\s/g, ' ')).toBe('699.000 ₫');
    expect(formatVnd(699000, 'en')).toBe('₫699,000');
  });
});
