import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCatalogue, loadContent, type ContentFile } from '../src/content/check';
import { defaultContentDir } from '../src/content/paths';
import { buildBank, loadBank, type ParametersFile } from '../src/modules/adaptive/bank';
import { CAT_SKILLS } from '../src/modules/adaptive/engine';
import { CEFR_LEVELS } from '../src/modules/adaptive/scoring';

const contentDir = defaultContentDir();
const bankDir = join(contentDir, 'adaptive');

describe('the seeded adaptive item bank', () => {
  const bank = loadBank(contentDir);

  it('passes the catalogue content checks and the bank rules', () => {
    expect(bank.problems).toEqual([]);
  });

  it('holds at least 150 items covering every skill at every level A1–C1', () => {
    expect(bank.items.length).toBeGreaterThanOrEqual(150);
    for (const skill of CAT_SKILLS) {
      for (const level of CEFR_LEVELS) {
        const cell = bank.items.filter((item) => item.skill === skill && item.level === level);
        expect(cell.length, `${skill} ${level}`).toBeGreaterThanOrEqual(5);
      }
    }
    const families = new Set(bank.items.map((item) => item.question.type.replace(/\d+$/, '')));
    expect([...families].sort()).toEqual(['FB', 'MC', 'SO', 'TF']);
    expect(bank.items.every((item) => item.provisional)).toBe(true);
  });

  it('gives harder target levels higher mean difficulty', () => {
    const means = CEFR_LEVELS.map((level) => {
      const items = bank.items.filter((item) => item.level === level);
      return items.reduce((sum, item) => sum + item.b, 0) / items.length;
    });
    expect([...means].sort((x, y) => x - y)).toEqual(means);
  });

  it('shares no test id or slug with the catalogue', () => {
    const bankFiles: ContentFile[] = readdirSync(bankDir)
      .filter((name) => name.startsWith('adaptive-bank-'))
      .map((name) => ({ file: name, data: JSON.parse(readFileSync(join(bankDir, name), 'utf8')) as unknown }));
    const catalogue = loadContent(contentDir);
    const catalogueFiles = catalogue.tests.map((test) => ({ file: `${test.slug}.json`, data: test }));
    const together = checkCatalogue([...catalogueFiles, ...bankFiles], { mediaExists: () => true });
    expect(together.problems.filter((problem) => /already used/.test(problem.message))).toEqual([]);
  });
});

describe('bank rules', () => {
  const explanation = { vi: 'Vì vậy.', en: 'Because.' };
  const file = (questions: unknown[]): ContentFile => ({
    file: 'adaptive-bank-test.json',
    data: {
      id: 9700,
      slug: 'adaptive-bank-test',
      name: 'Thử',
      nameEn: 'Test',
      scope: 'SYSTEM',
      unitType: 'TEST',
      unitTestType: 'CERTIFICATE',
      testKind: 'ADAPTIVE',
      isInternationalExam: false,
      subject: 'ENGLISH',
      schoolLevel: 'OTHER',
      grades: [],
      certificateId: 600,
      duration: null,
      accessTier: 'FREE',
      description: { vi: 'Mô tả.', en: 'Description.' },
      sections: [{ id: 's', title: { vi: 'Phần', en: 'Part' }, questions }],
    },
  });
  const tf = (id: string, skill = 'GR') => ({
    id,
    type: 'TF',
    skill,
    prompt: 'The sky is blue.',
    answer: 'TRUE',
    explanation,
  });
  const ten = Array.from({ length: 10 }, (_, i) => tf(`q${i}`));
  const params = (ids: string[]): ParametersFile => ({
    provisional: true,
    source: 's',
    date: '2026-11-27',
    items: Object.fromEntries(ids.map((id) => [`adaptive-bank-test/${id}`, { level: 'B1', a: 1.5, b: 0, c: 0.3 }])),
  });

  it('accepts well-formed items with parameters', () => {
    const result = buildBank([file(ten)], params(ten.map((q) => q.id)), () => true);
    expect(result.problems).toEqual([]);
    expect(result.items).toHaveLength(10);
  });

  it('reports items without parameters, parameters without items, skills outside the test and two-gap items', () => {
    const twoGaps = {
      id: 'q0',
      type: 'FB1',
      skill: 'GR',
      text: 'I [[1]] and you [[2]].',
      gaps: [
        { id: '1', accepted: ['go'] },
        { id: '2', accepted: ['stay'] },
      ],
      explanation,
    };
    const questions = [twoGaps, tf('q1', 'WR'), ...ten.slice(2)];
    const ids = ['q0', 'q1', ...ten.slice(2, 9).map((q) => q.id), 'ghost'];
    const messages = buildBank([file(questions)], params(ids), () => true).problems.map((p) => p.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/not a dichotomous family/),
        expect.stringMatching(/skill WR/),
        expect.stringMatching(/no parameters for adaptive-bank-test\/q9/),
        'no such item',
      ]),
    );
  });

  it('applies the catalogue content checks (an answer outside the options fails)', () => {
    const bad = {
      id: 'q0',
      type: 'MC1',
      skill: 'GR',
      prompt: 'Pick.',
      options: [{ id: 'A', text: 'a' }],
      answer: 'B',
      explanation,
    };
    const result = buildBank([file([bad, ...ten.slice(1)])], params(ten.map((q) => q.id)), () => true);
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.items.find((item) => item.id === 'adaptive-bank-test/q0')).toBeUndefined();
  });
});
