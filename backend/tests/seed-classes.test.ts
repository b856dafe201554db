/**
 * The demo classes' seeded results (issue 13): answered and scored like a submit, so the review of
 * a class result shows the answers its outcomes come from; and the demo student's practice over
 * twelve weeks, so the accuracy per skill has real lines and an essay awaits review.
 */
import { classesEndpoints } from '@contract/classes';
import type { ReviewLeafQuestion, ReviewSectionDto } from '@contract/player';
import { resultsEndpoints } from '@contract/results';
import { statisticsEndpoints } from '@contract/statistics';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentAuth } from './classes-fixtures';
import { createTestApp, inject, type TestApp } from './helpers';

const MEMBER_CLASS = 'tieng-anh-6a2';
const CHOICE = /^(MC\d+|TF)$/;

function leaves(sections: ReviewSectionDto[]): ReviewLeafQuestion[] {
  return sections.flatMap((section) =>
    section.questions.flatMap((question) =>
      question.type === 'LS' || question.type === 'MIX' ? question.items : [question as ReviewLeafQuestion],
    ),
  );
}

async function reviewOf(app: TestApp, headers: Record<string, string>, resultId: number) {
  const { data: detail } = await inject(app.api, resultsEndpoints.detail, { params: { id: resultId }, token: headers });
  expect(detail.isOwner).toBe(true);
  return leaves(detail.review ?? []);
}

/** Every scored question answered, and its outcome the one that answer earns. */
function expectAnswersAgreeWithOutcomes(questions: ReviewLeafQuestion[]) {
  const scored = questions.filter((q) => q.review.inScore);
  expect(scored.length).toBeGreaterThan(0);
  for (const q of scored) {
    expect(q.review.userAnswer, `${q.id} has an answer`).not.toBeNull();
    expect(q.review.outcome).not.toBe('UNANSWERED');
    if (CHOICE.test(q.type)) {
      const right = JSON.stringify(q.review.userAnswer) === JSON.stringify(q.review.correctAnswer);
      expect(q.review.outcome, q.id).toBe(right ? 'CORRECT' : 'INCORRECT');
    }
  }
  // A seeded learner gets some right and some wrong.
  expect(new Set(scored.map((q) => q.review.outcome)).size).toBeGreaterThan(1);
}

describe('seeded class results', () => {
  // The first app of a file migrates and seeds the template database: not part of any test's time.
  beforeAll(() => createTestApp({}, { scope: 'file' }), 60_000);

  it('have answers that agree with their outcomes: the demo student’s and a classmate’s', async () => {
    const app = await createTestApp();
    for (const phone of ['0900000001', '0910000001']) {
      const headers = await studentAuth(app, phone);
      const { data: assigned } = await inject(app.api, classesEndpoints.classAssigned, {
        params: { id: MEMBER_CLASS },
        token: headers,
      });
      const done = assigned.find((a) => a.myResult !== null);
      expect(done, `${phone} has a result in the class`).toBeDefined();
      expectAnswersAgreeWithOutcomes(await reviewOf(app, headers, done!.myResult!.resultId));
    }
    // An app's first result review compiles its response check cold: room for a busy runner.
  }, 60_000);

  it('give the demo student twelve weeks of accuracy across five skills, and an essay awaiting review', async () => {
    const app = await createTestApp();
    const headers = await studentAuth(app);
    const today = app.clock.now();
    const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const { data: skills } = await inject(app.api, statisticsEndpoints.skills, {
      body: { from: day(-83), to: day(0) },
      token: headers,
    });
    const bySkill = new Map(skills.skills.map((s) => [s.skill, s]));
    for (const skill of ['LI', 'RE', 'PR', 'GR', 'VO'] as const) {
      const weeks = bySkill.get(skill)?.series.filter((point) => point.percent !== null).length ?? 0;
      expect(weeks, `${skill}: weeks with scored answers`).toBeGreaterThanOrEqual(4);
    }
    expect(bySkill.get('WR')).toMatchObject({ status: 'NONE', total: 0 });
    expect(bySkill.get('WR')?.pending).toBeGreaterThanOrEqual(1);
  });
});
