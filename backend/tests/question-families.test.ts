import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { GROUP_TYPE_CODES, QUESTION_TYPE_CODES, type AuthoredUnitTest } from '@contract/content';
import { LEAF_QUESTION_SCHEMAS, typeCodesOf } from '@contract/content-schema';
import type { PlayerAnswer } from '@contract/player';
import { questionFamilyOf } from '@contract/question-types';
import { checkFile, type ContentProblem } from '../src/content/check';
import { seededAnswer } from '../src/db/seed-answers';
import { scoreAttempt } from '../src/modules/attempts';
import { buildPlayView } from '../src/modules/attempts/attempt-view';
import { checkDraft } from '../src/modules/attempts/drafts';
import { familyOfType, QUESTION_FAMILIES, type QuestionFamily } from '../src/modules/question-families';

/**
 * The question-family registry: every type code of the contract has its family, every family
 * its authored schema, and each family's sample question goes through the whole life of a
 * question (content check, play view, draft, scoring of a right and a wrong answer, review's
 * correct answer, seeded answers) the way the API runs it.
 */

const SEED = 'registry-seed';

/** The sample inside a minimal valid test (10 leaves: the sample and nine MC1 fillers). */
function testOf(family: QuestionFamily): AuthoredUnitTest {
  const filler = QUESTION_FAMILIES.find((candidate) => candidate.types.includes('MC1'))!.sample;
  return {
    id: 990001,
    slug: 'registry-sample',
    name: 'Mẫu',
    nameEn: 'Sample',
    scope: 'SYSTEM',
    unitType: 'PRACTICE',
    unitTestType: 'SKILL',
    testKind: 'NONE_LEVEL',
    isInternationalExam: false,
    subject: 'ENGLISH',
    schoolLevel: null,
    grades: [],
    practiceModeId: 3,
    duration: null,
    accessTier: 'FREE',
    description: { vi: 'Mẫu', en: 'Sample' },
    sections: [
      {
        id: 's1',
        title: { vi: 'Phần 1', en: 'Part 1' },
        questions: [family.sample, ...Array.from({ length: 9 }, (_, index) => ({ ...filler, id: `filler-${index}` }))],
      },
    ],
  };
}

function outcomeOf(family: QuestionFamily, answer: PlayerAnswer | undefined, uploads = new Map<number, string>()) {
  const content = testOf(family);
  const scored = scoreAttempt({
    content,
    seed: SEED,
    answers: answer === undefined ? {} : { [family.sample.id]: answer },
    uploads,
    test: { school_level: null, certificate_id: null, exam_id: null, practice_mode_id: 3 },
  });
  return scored.questions.find((question) => question.questionId === family.sample.id)!;
}

describe('question-family registry', () => {
  it('serves every leaf type code of the contract with exactly one family, and no group code', () => {
    const leafCodes = QUESTION_TYPE_CODES.filter((code) => !(GROUP_TYPE_CODES as readonly string[]).includes(code));
    const served = QUESTION_FAMILIES.flatMap((family) => family.types);
    expect([...served].sort()).toEqual([...leafCodes].sort());
    for (const code of leafCodes) expect(familyOfType(code), code).toBeDefined();
    for (const code of GROUP_TYPE_CODES) expect(familyOfType(code)).toBeUndefined();
  });

  it('files each family under its own name in the contract, the name the player’s components use', () => {
    for (const code of QUESTION_TYPE_CODES) expect(familyOfType(code)?.name, code).toBe(questionFamilyOf(code));
  });

  it('names each authored schema of the contract once, with the type codes the schema accepts', () => {
    expect(QUESTION_FAMILIES.map((family) => family.authored)).toEqual([...LEAF_QUESTION_SCHEMAS]);
    for (const family of QUESTION_FAMILIES) expect(family.types, family.name).toEqual(typeCodesOf(family.authored));
  });
});

describe.each(QUESTION_FAMILIES.map((family) => [family.name, family] as const))('the %s family', (_name, family) => {
  it('has a sample question that meets its authored schema and every content rule', () => {
    expect(new Ajv({ strictTypes: false }).validate(family.authored, family.sample)).toBe(true);
    const checked = checkFile({ file: 'registry-sample.json', data: testOf(family) }, { mediaExists: () => true });
    expect(checked.problems).toEqual<ContentProblem[]>([]);
  });

  it('shows the browser the question without its answer', () => {
    const view = buildPlayView(testOf(family), { seed: SEED, mediaBaseUrl: 'https://api.test/media' });
    const played = view.sections[0]!.questions[0]!;
    expect(played).toMatchObject({ id: family.sample.id, type: family.sample.type });
    const text = JSON.stringify(played);
    for (const secret of ['"answer"', '"accepted"', '"explanation"', '"transcript"', '"sampleAnswer"'])
      expect(text).not.toContain(secret);
  });

  it('takes its answer shape in a draft and refuses another', () => {
    const leaves = new Map([[family.sample.id, family.sample]]);
    const other = family.answerKey === 'choice' ? 'pairs' : 'choice';
    expect(() =>
      checkDraft(leaves, { answers: { [family.sample.id]: { [family.answerKey]: 1 } as unknown as PlayerAnswer } }),
    ).not.toThrow();
    expect(() =>
      checkDraft(leaves, { answers: { [family.sample.id]: { [other]: 1 } as unknown as PlayerAnswer } }),
    ).toThrow();
  });

  it('scores a right and a wrong answer, in the ids the learner saw', () => {
    const { correct } = family.correct(family.sample, SEED);
    const right = seededAnswer(family.sample, SEED, true);
    const wrong = seededAnswer(family.sample, SEED, false);
    if (family.autoScored) {
      // The review's correct answer and the seeded right answer both score full marks.
      expect(right).toEqual(correct);
      const full = outcomeOf(family, correct ?? undefined);
      expect(full.outcome).toBe('CORRECT');
      expect(full.earnedPoints).toBe(full.maxPoints);
      expect(full.maxPoints).toBeGreaterThan(0);
      const slip = outcomeOf(family, wrong);
      expect(['INCORRECT', 'PARTIAL']).toContain(slip.outcome);
      expect(slip.earnedPoints).toBeLessThan(slip.maxPoints);
    } else if (family.answerKey === 'seen') {
      expect(correct).toBeNull();
      expect(outcomeOf(family, { seen: ['c1'] }).outcome).toBe('UNSCORED');
    } else if (family.answerKey === 'uploadId') {
      expect(correct).toBeNull();
      const uploads = new Map([[7, family.sample.id]]);
      expect(outcomeOf(family, { uploadId: 7 }, uploads).outcome).toBe('PENDING_REVIEW');
      // Someone else's recording is no answer.
      expect(outcomeOf(family, { uploadId: 8 }, uploads).outcome).toBe('UNANSWERED');
    } else {
      expect(correct).toBeNull();
      expect(outcomeOf(family, right).outcome).toBe('PENDING_REVIEW');
      expect(outcomeOf(family, { text: ' ' }).outcome).toBe('UNANSWERED');
    }
    expect(outcomeOf(family, undefined).outcome).toBe(family.answerKey === 'seen' ? 'UNSCORED' : 'UNANSWERED');
  });
});
