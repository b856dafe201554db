import { attemptsEndpoints } from '@contract/attempts';
import { resultsEndpoints } from '@contract/results';
import type { ApiSuccess } from '@contract/api';
import type {
  PairsAnswer,
  PlayerAnswer,
  PlayPayload,
  ResultDetailDto,
  ResultDto,
  ResultListData,
  ReviewLeafQuestion,
  ReviewListeningGroup,
  SubmitResultData,
} from '@contract/player';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BodyOf,
  type QueryOf,
  answerOf,
  injectRaw,
  bearer,
  failureOf,
  insertUser,
  loginOk,
  postJson,
  type TestApp,
  inject,
} from './helpers';
import { createPlayerApp, leafOf, PLAYER_TESTS, resultOf, rightAnswers, started, submitUser } from './player-fixtures';

const ALL = PLAYER_TESTS.allFamilies.id;
const EXAM = PLAYER_TESTS.exam.id;
const MINUTE = 60_000;

let app: TestApp;
beforeAll(async () => {
  app = await createPlayerApp({}, { scope: 'file' });
});

let keys = 0;
const newKey = () => `key-${Date.now()}-${(keys += 1)}`;

function submit(payload: PlayPayload, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return submitUser(
    app,
    { attemptId: payload.attempt.id, attemptSecret: payload.attempt.secret, idempotencyKey: newKey(), ...extra },
    headers,
  );
}

function saveDraft(
  payload: PlayPayload,
  answers: BodyOf<typeof attemptsEndpoints.saveDraftUser>['answers'],
  revision: number,
) {
  return injectRaw(app.api, attemptsEndpoints.saveDraftUser, {
    body: {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      answers,
      currentQuestionId: null,
      flags: [],
      revision,
    },
  });
}

function getResult(id: number, headers: Record<string, string> = {}, query?: QueryOf<typeof resultsEndpoints.detail>) {
  return injectRaw(app.api, resultsEndpoints.detail, { params: { id }, query, headers });
}

function reviewLeaf(detail: ResultDetailDto, id: string): ReviewLeafQuestion {
  for (const section of detail.review ?? []) {
    for (const question of section.questions) {
      const items = question.type === 'LS' || question.type === 'MIX' ? question.items : [question];
      const found = items.find((item) => item.id === id);
      if (found) return found;
    }
  }
  throw new Error(`no review of ${id}`);
}

describe('submitting and scoring', () => {
  it('scores a perfect attempt of every family 10/10, with reviewed and unscored questions outside the score', async () => {
    const payload = await started(app, ALL);
    app.clock.advance(7 * MINUTE + 30_000);
    const { result, alreadySubmitted } = resultOf(
      await submit(payload, { answers: { ...rightAnswers(payload), wr: { text: 'My school is big and I love it.' } } }),
    );
    expect(alreadySubmitted).toBe(false);
    expect(result).toMatchObject({
      attemptId: payload.attempt.id,
      status: 'COMPLETED',
      closedBy: 'USER',
      lateAnswersIgnored: false,
      reviewStatus: 'AWAITING_REVIEW',
      score: 10,
      // Not an IELTS test: reported out of 10, with no band.
      band: null,
      percent: 100,
      earnedPoints: 22,
      maxPoints: 22,
      questionCount: 21,
      correctCount: 17,
      partialCount: 0,
      incorrectCount: 0,
      unansweredCount: 2,
      pendingReviewCount: 1,
      unscoredCount: 1,
      timeTakenSeconds: 450,
      timeLimitSeconds: 1200,
      voidReason: null,
    });
    expect(result.unitTest).toMatchObject({ id: ALL, slug: 'player-all-families', isExam: false });
    expect(result.skills.map((skill) => skill.skill)).toEqual(['LI', 'RE', 'GR', 'VO', 'SP', 'WR']);
    expect(result.skills.find((skill) => skill.skill === 'WR')).toMatchObject({
      percent: null,
      pendingReviewCount: 1,
      maxPoints: 0,
    });
    expect(result.questions.find((question) => question.questionId === 'wr')).toMatchObject({
      outcome: 'PENDING_REVIEW',
      earnedPoints: 0,
      maxPoints: 1,
    });
    expect(result.questions.find((question) => question.questionId === 'fc')?.outcome).toBe('UNSCORED');
    expect(result.recommendations).toEqual([
      { kind: 'KEEP_GOING', skill: null, percent: null, explore: { level: 'SECONDARY' } },
    ]);
  });

  it('keeps one unit per figure: correct of the auto-scored questions, unanswered speaking never pending', async () => {
    const payload = await started(app, ALL);
    const { result } = resultOf(
      await submit(payload, {
        answers: { ...rightAnswers(payload), mr: { choices: ['A'] }, wr: { text: 'My school is big.' } },
      }),
    );
    // 21 questions: 16 right and 1 partial are the 17 in the score; 2 speaking unanswered, 1 writing
    // awaiting review and 1 flashcard deck are outside it.
    expect(result).toMatchObject({ questionCount: 21, scoredQuestionCount: 17, correctCount: 16, partialCount: 1 });
    expect(result.questions.filter((question) => question.inScore)).toHaveLength(17);
    expect(result.questions.find((question) => question.questionId === 'sp1')).toMatchObject({
      outcome: 'UNANSWERED',
      inScore: false,
    });
    const bySkill = Object.fromEntries(result.skills.map((skill) => [skill.skill, skill]));
    // The speaking row says "unanswered", not "awaiting review"; writing is the one pending.
    expect(bySkill.SP).toMatchObject({ percent: null, pendingReviewCount: 0, unansweredCount: 2 });
    expect(bySkill.WR).toMatchObject({ percent: null, pendingReviewCount: 1, unansweredCount: 0 });
    expect(bySkill.RE).toMatchObject({ unansweredCount: 0 });

    // The review agrees with the result, question by question.
    const detail = answerOf(
      resultsEndpoints.detail,
      await getResult(result.id, { 'x-attempt-secret': payload.attempt.secret }),
    ).data;
    expect(reviewLeaf(detail, 'sp1').review).toMatchObject({ outcome: 'UNANSWERED', inScore: false });
    expect(reviewLeaf(detail, 'wr').review).toMatchObject({ outcome: 'PENDING_REVIEW', inScore: false });
    expect(reviewLeaf(detail, 'mr').review).toMatchObject({ outcome: 'PARTIAL', inScore: true });
  }, 60_000); // the first review a process serialises compiles its schema

  it('gives partial credit, a skill breakdown and the weakest skills to practise', async () => {
    const payload = await started(app, ALL);
    const answers = {
      ...rightAnswers(payload),
      mr: { choices: ['A'] }, // RE 0.5
      fb: { gaps: { '1': 'drink', '2': 'drinks' } }, // GR 1 of 2
      mc: { choice: 'A' }, // GR 0
      sl: { order: [...leafOf(payload, 'sl', 'SL').items.map((item) => item.id)] }, // GR 0 (shuffled, never right)
      ls1: { choice: 'B' }, // LI 0
      ds: { text: 'I am a reliable player' }, // LI 0.83
    };
    const { result } = resultOf(await submit(payload, { answers }));
    expect(result.earnedPoints).toBe(17.33);
    expect(result.maxPoints).toBe(22);
    expect(result.score).toBe(7.9);
    expect(result.percent).toBe(79);
    expect(result.partialCount).toBe(3);
    const bySkill = Object.fromEntries(result.skills.map((skill) => [skill.skill, skill]));
    expect(bySkill.GR).toMatchObject({ earnedPoints: 1, maxPoints: 4, percent: 25 });
    expect(bySkill.LI).toMatchObject({ earnedPoints: 0.83, maxPoints: 2, percent: 42 });
    expect(result.recommendations).toEqual([
      { kind: 'PRACTISE_SKILL', skill: 'GR', percent: 25, explore: { level: 'SECONDARY', skill: 'GR' } },
      { kind: 'PRACTISE_SKILL', skill: 'LI', percent: 42, explore: { level: 'SECONDARY', skill: 'LI' } },
    ]);
  });

  it('scores the last draft when the submit carries no answers', async () => {
    const payload = await started(app, EXAM);
    answerOf(
      attemptsEndpoints.saveDraftUser,
      await saveDraft(payload, { q1: { choice: 'A' }, q2: { choice: 'A' }, q3: { choice: 'B' } }, 1),
    );
    const { result } = resultOf(await submit(payload));
    expect(result).toMatchObject({ correctCount: 2, incorrectCount: 1, unansweredCount: 7, score: 2, percent: 20 });
    expect(result.unitTest.isExam).toBe(true);
    expect(result.recommendations[0]).toMatchObject({
      kind: 'PRACTISE_SKILL',
      skill: 'VO',
      explore: { level: 'SECONDARY', skill: 'VO' },
    });
  });

  it('rejects answers naming unknown questions or of the wrong shape', async () => {
    const payload = await started(app, EXAM);
    for (const answers of [{ nope: { choice: 'A' } }, { q1: { text: 'A' } }]) {
      const response = await submit(payload, { answers });
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
    // Nothing was closed by the refused submits.
    expect(resultOf(await submit(payload, { answers: { q1: { choice: 'A' } } })).alreadySubmitted).toBe(false);
  });
});

describe('idempotency: one result per attempt', () => {
  it('answers the same result for the same key, and for any later submit', async () => {
    const payload = await started(app, EXAM);
    const body = {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      idempotencyKey: newKey(),
      answers: { q1: { choice: 'A' } },
    };
    const first = resultOf(await submitUser(app, body));
    const again = resultOf(await submitUser(app, body));
    expect(again.result.id).toBe(first.result.id);
    expect(again.alreadySubmitted).toBe(true);
    const otherKey = resultOf(
      await submitUser(app, {
        ...body,
        idempotencyKey: newKey(),
        answers: { q1: { choice: 'B' }, q2: { choice: 'A' } },
      }),
    );
    expect(otherKey).toMatchObject({ alreadySubmitted: true, result: { id: first.result.id, correctCount: 1 } });
  });

  it('makes exactly one result from concurrent submits with different keys', async () => {
    const payload = await started(app, EXAM);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        submit(payload, { answers: { q1: { choice: index % 2 === 0 ? 'A' : 'B' } } }),
      ),
    );
    const results = responses.map(resultOf);
    expect(new Set(results.map((data) => data.result.id)).size).toBe(1);
    expect(results.filter((data) => !data.alreadySubmitted)).toHaveLength(1);
    const rows = await app.db
      .selectFrom('unit_test_results')
      .select('id')
      .where('attempt_id', '=', payload.attempt.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a key already used for another attempt', async () => {
    const key = newKey();
    const first = await started(app, EXAM);
    resultOf(
      await submitUser(app, { attemptId: first.attempt.id, attemptSecret: first.attempt.secret, idempotencyKey: key }),
    );
    const second = await started(app, EXAM);
    const response = await submitUser(app, {
      attemptId: second.attempt.id,
      attemptSecret: second.attempt.secret,
      idempotencyKey: key,
    });
    expect(response.statusCode).toBe(409);
    expect(failureOf(response).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('validates the key, and needs proof of ownership', async () => {
    const payload = await started(app, EXAM);
    for (const idempotencyKey of ['short', 'has space in it', 'x'.repeat(101), 12345678]) {
      const response = await submitUser(app, {
        attemptId: payload.attempt.id,
        attemptSecret: payload.attempt.secret,
        idempotencyKey,
      });
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).details?.[0]?.field).toBe('idempotencyKey');
    }
    expect((await submitUser(app, { attemptId: payload.attempt.id, idempotencyKey: newKey() })).statusCode).toBe(403);
    expect(
      (await submitUser(app, { attemptId: payload.attempt.id, attemptSecret: 'nope', idempotencyKey: newKey() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await submitUser(app, { attemptId: 99_999_999, attemptSecret: 'nope', idempotencyKey: newKey() })).statusCode,
    ).toBe(404);
    const student = await postJson(app.api, '/itf/unit-tests-result/submit', {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      idempotencyKey: newKey(),
    });
    expect(student.statusCode).toBe(401);
  });
});

describe('the deadline', () => {
  it('uses the submit’s answers within the grace period', async () => {
    const payload = await started(app, EXAM);
    app.clock.advance(15 * MINUTE + 8_000);
    const { result } = resultOf(await submit(payload, { answers: { q1: { choice: 'A' } } }));
    expect(result).toMatchObject({
      closedBy: 'USER',
      lateAnswersIgnored: false,
      correctCount: 1,
      timeTakenSeconds: 900,
    });
  });

  it('ignores answers received after the deadline and scores the last draft saved in time', async () => {
    const payload = await started(app, EXAM);
    answerOf(attemptsEndpoints.saveDraftUser, await saveDraft(payload, { q1: { choice: 'A' } }, 1));
    app.clock.advance(15 * MINUTE + 11_000);
    const { result } = resultOf(
      await submit(payload, { answers: { q1: { choice: 'A' }, q2: { choice: 'A' }, q3: { choice: 'A' } } }),
    );
    expect(result).toMatchObject({
      closedBy: 'DEADLINE',
      lateAnswersIgnored: true,
      correctCount: 1,
      timeTakenSeconds: 900,
    });
    const draft = (
      await inject(app.api, attemptsEndpoints.draftOfResult, {
        params: { id: result.id },
        headers: { 'x-attempt-secret': payload.attempt.secret },
      })
    ).data;
    expect(draft.draft.answers).toEqual({ q1: { choice: 'A' } });
    expect(draft.attempt).toMatchObject({ status: 'SUBMITTED', resultId: result.id });
  });

  it('submits an expired attempt from its draft when it is opened again', async () => {
    const payload = await started(app, EXAM);
    answerOf(
      attemptsEndpoints.saveDraftUser,
      await saveDraft(payload, { q1: { choice: 'A' }, q2: { choice: 'A' } }, 1),
    );
    app.clock.advance(16 * MINUTE);
    const detail = (
      await inject(app.api, attemptsEndpoints.draftDetail, {
        params: { id: payload.attempt.id },
        headers: { 'x-attempt-secret': payload.attempt.secret },
      })
    ).data;
    expect(detail.attempt).toMatchObject({ status: 'SUBMITTED', resultId: expect.any(Number) });
    const resumed = await started(app, EXAM, { attemptId: payload.attempt.id, attemptSecret: payload.attempt.secret });
    expect(resumed.attempt).toMatchObject({ status: 'SUBMITTED', resultId: detail.attempt.resultId });
    const result = answerOf(
      resultsEndpoints.detail,
      await getResult(detail.attempt.resultId ?? 0, { 'x-attempt-secret': payload.attempt.secret }),
    ).data.result;
    expect(result).toMatchObject({ closedBy: 'DEADLINE', correctCount: 2, lateAnswersIgnored: false });
  });

  it('closes a signed-in user’s expired attempt when they start the test again, and starts a new one', async () => {
    const other = await createPlayerApp();
    const token = (await loginOk(other.api)).accessToken;
    const first = await started(other, EXAM, {}, bearer(token));
    await inject(other.api, attemptsEndpoints.saveDraft, {
      body: {
        attemptId: first.attempt.id,
        answers: { q1: { choice: 'A' } },
        currentQuestionId: null,
        flags: [],
        revision: 1,
      },
      token,
    });
    other.clock.advance(20 * MINUTE);
    // The access token lives 15 minutes: sign in again, as the web app would refresh.
    const fresh = (await loginOk(other.api)).accessToken;
    const second = await started(other, EXAM, {}, bearer(fresh));
    expect(second.attempt.id).not.toBe(first.attempt.id);
    expect(second.attempt.status).toBe('OPEN');
    expect(second.closedAttempt).toEqual({ attemptId: first.attempt.id, resultId: expect.any(Number) });
    const closed = (
      await inject(other.api, resultsEndpoints.detail, {
        params: { id: second.closedAttempt?.resultId ?? 0 },
        token: fresh,
      })
    ).data;
    expect(closed.result).toMatchObject({ closedBy: 'DEADLINE', correctCount: 1, timeTakenSeconds: 900 });
  });
});

describe('GET /itf/unit-tests-result/{id}: result and review', () => {
  it('gives the owner every question with their answer, the right one, the explanation and transcripts', async () => {
    const payload = await started(app, ALL);
    const answers: Record<string, PlayerAnswer> = {
      ...rightAnswers(payload),
      mc: { choice: 'A' },
      fb: { gaps: { '1': 'like', '2': 'drinks' } },
    };
    const { result } = resultOf(await submit(payload, { answers }));
    const detail = answerOf(
      resultsEndpoints.detail,
      await getResult(result.id, { 'x-attempt-secret': payload.attempt.secret }),
    ).data;
    expect(detail.isOwner).toBe(true);
    expect(detail.result.id).toBe(result.id);

    const mc = reviewLeaf(detail, 'mc').review;
    expect(mc).toMatchObject({
      outcome: 'INCORRECT',
      userAnswer: { choice: 'A' },
      correctAnswer: { choice: 'B' },
      explanation: { vi: 'Vì đó là đáp án đúng.', en: 'Because it is the right answer.' },
    });
    const fb = reviewLeaf(detail, 'fb').review;
    expect(fb).toMatchObject({
      outcome: 'PARTIAL',
      earnedPoints: 1,
      maxPoints: 2,
      parts: { '1': true, '2': false },
      correctAnswer: { gaps: { '1': 'drink', '2': "doesn't drink" } },
      acceptedAnswers: { '1': ['drink', 'like'], '2': ["doesn't drink", 'does not drink'] },
    });
    // Sorted items, tokens and options are reviewed in the ids the learner saw.
    const sl = reviewLeaf(detail, 'sl');
    expect(sl.review.outcome).toBe('CORRECT');
    expect(sl.review.correctAnswer).toEqual(answers.sl);
    const dd = answers.dd as PairsAnswer;
    expect(reviewLeaf(detail, 'dd').review).toMatchObject({
      outcome: 'CORRECT',
      correctAnswer: dd,
      parts: Object.fromEntries(Object.keys(dd.pairs).map((token) => [token, true])),
    });
    expect(reviewLeaf(detail, 'mg').review.correctAnswer).toEqual(answers.mg);
    expect(reviewLeaf(detail, 'ds').review).toMatchObject({
      transcript: 'I am a reliable team player.',
      acceptedAnswers: { text: ['I am a reliable team player.', "I'm a reliable team player."] },
    });
    expect(reviewLeaf(detail, 'wr').review).toMatchObject({
      outcome: 'UNANSWERED',
      sampleAnswer: 'Dear Sam, …',
      correctAnswer: null,
    });
    expect(reviewLeaf(detail, 'fc').review.outcome).toBe('UNSCORED');

    const listening = detail.review?.[1];
    expect(listening?.transcript).toBe('Section transcript: welcome to the listening part.');
    const group = listening?.questions[0] as ReviewListeningGroup;
    expect(group.transcript).toBe('A: Where is Tom? B: In the kitchen.');
  });

  it('shows a share-code visitor the result but never the review', async () => {
    const payload = await started(app, ALL);
    const { result } = resultOf(await submit(payload, { answers: rightAnswers(payload) }));
    expect((await getResult(result.id)).statusCode).toBe(403);
    expect((await getResult(result.id, { 'x-attempt-secret': 'wrong' })).statusCode).toBe(403);

    const noProof = await postJson(app.api, `/itf/unit-tests-result/${result.id}/share`, {});
    expect(noProof.statusCode).toBe(403);
    const share = (
      await inject(app.api, resultsEndpoints.share, {
        params: { id: result.id },
        body: { attemptSecret: payload.attempt.secret },
      })
    ).data;
    expect(share).toMatchObject({ kind: 'RESULT', unitTestId: ALL, resultId: result.id });
    expect(
      (
        await inject(app.api, resultsEndpoints.share, {
          params: { id: result.id },
          body: { attemptSecret: payload.attempt.secret },
        })
      ).data.code,
    ).toBe(share.code);

    const visitor = answerOf(resultsEndpoints.detail, await getResult(result.id, {}, { shareCode: share.code })).data;
    expect(visitor).toMatchObject({ isOwner: false, review: null, result: { id: result.id, score: 10 } });
    expect(JSON.stringify(visitor)).not.toContain('Because it is the right answer');

    // A code of another result opens nothing here.
    const other = await started(app, ALL);
    const otherResult = resultOf(await submit(other, {})).result;
    expect((await getResult(otherResult.id, {}, { shareCode: share.code })).statusCode).toBe(403);
    // A test share code is not a result share code.
    expect((await getResult(result.id, {}, { shareCode: 'nope' })).statusCode).toBe(403);
  });

  it('names the owner on the shared page only while the owner chooses to, and never a guest', async () => {
    const other = await createPlayerApp();
    await insertUser(other.db, { phone: '0987000032', password: 'Student@123', fullName: 'Trần Thị Mai' });
    const token = (await loginOk(other.api, '0987000032', 'Student@123')).accessToken;
    const payload = await started(other, ALL, {}, bearer(token));
    const { result } = resultOf(
      await postJson(
        other.api,
        '/itf/unit-tests-result/submit',
        { attemptId: payload.attempt.id, idempotencyKey: newKey() },
        bearer(token),
      ),
    );
    const share = (showName?: boolean) =>
      injectRaw(other.api, resultsEndpoints.share, {
        params: { id: result.id },
        body: showName === undefined ? {} : { showName },
        token,
      });
    const visit = async (code: string) =>
      (await inject(other.api, resultsEndpoints.detail, { params: { id: result.id }, query: { shareCode: code } })).data
        .sharedBy;

    const hidden = answerOf(resultsEndpoints.share, await share()).data;
    expect(hidden.showName).toBe(false);
    expect(await visit(hidden.code)).toBeNull();
    const shown = answerOf(resultsEndpoints.share, await share(true)).data;
    // One link per result: the choice changes what that link shows.
    expect(shown).toMatchObject({ code: hidden.code, showName: true });
    expect(await visit(hidden.code)).toBe('Trần Thị Mai');
    // Asking for the link again without a choice keeps the last one.
    expect(answerOf(resultsEndpoints.share, await share()).data.showName).toBe(true);
    expect(answerOf(resultsEndpoints.share, await share(false)).data.showName).toBe(false);
    expect(await visit(hidden.code)).toBeNull();

    // A guest's result has no name to show, whatever is asked.
    const guest = await started(other, ALL);
    const guestResult = resultOf(
      await submitUser(other, {
        attemptId: guest.attempt.id,
        attemptSecret: guest.attempt.secret,
        idempotencyKey: newKey(),
      }),
    ).result;
    const guestShare = (
      await inject(other.api, resultsEndpoints.share, {
        params: { id: guestResult.id },
        body: {
          attemptSecret: guest.attempt.secret,
          showName: true,
        },
      })
    ).data;
    expect(guestShare.showName).toBe(false);
  });

  it('answers 404 for an unknown result and 400 for a bad id', async () => {
    expect((await getResult(99_999_999, { 'x-attempt-secret': 'x' })).statusCode).toBe(404);
    expect((await getResult(0)).statusCode).toBe(400);
    expect((await app.api.inject({ method: 'GET', url: '/itf/unit-tests-result/abc' })).statusCode).toBe(400);
    expect((await app.api.inject({ method: 'GET', url: '/itf/unit-tests-result/1?unknown=1' })).statusCode).toBe(400);
  });
});

describe('a student’s results', () => {
  it('lists them newest first, gives the latest per test, and opens them with the token', async () => {
    const other = await createPlayerApp();
    // A new student: the demo student has seeded results (their class's assigned tests and practice).
    await insertUser(other.db, { phone: '0987000031', password: 'Student@123' });
    const token = (await loginOk(other.api, '0987000031', 'Student@123')).accessToken;
    const submitted: ResultDto[] = [];
    for (const test of [EXAM, ALL, EXAM]) {
      const payload = await started(other, test, {}, bearer(token));
      other.clock.advance(MINUTE);
      const response = await postJson(
        other.api,
        '/itf/unit-tests-result/submit',
        { attemptId: payload.attempt.id, idempotencyKey: newKey() },
        bearer(token),
      );
      submitted.push(resultOf(response).result);
      other.clock.advance(MINUTE);
    }
    // A guest's result is nobody's.
    const guest = await started(other, EXAM);
    resultOf(
      await submitUser(other, {
        attemptId: guest.attempt.id,
        attemptSecret: guest.attempt.secret,
        idempotencyKey: newKey(),
      }),
    );

    const page = await other.api.inject({
      method: 'GET',
      url: '/itf/unit-tests-result/mine?pageSize=2',
      headers: bearer(token),
    });
    const body = page.json<ApiSuccess<ResultListData>>();
    expect(body.totalRecords).toBe(3);
    expect(body.data).toMatchObject({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
    expect(body.data.items.map((item) => item.id)).toEqual([submitted[2]?.id, submitted[1]?.id]);
    expect(body.data.items[0]).not.toHaveProperty('questions');
    const second = (await inject(other.api, resultsEndpoints.mine, { query: { pageSize: 2, page: 2 }, token })).data;
    expect(second.items.map((item) => item.id)).toEqual([submitted[0]?.id]);
    const beyond = (await inject(other.api, resultsEndpoints.mine, { query: { page: 9 }, token })).data;
    expect(beyond).toMatchObject({ items: [], total: 3 });
    const oneTest = (await inject(other.api, resultsEndpoints.mine, { query: { unitTestId: EXAM }, token })).data;
    expect(oneTest.total).toBe(2);

    const last = (await inject(other.api, resultsEndpoints.lastSubmitted, { params: { id: EXAM }, token })).data;
    expect(last?.id).toBe(submitted[2]?.id);
    const bySlug = (await inject(other.api, resultsEndpoints.lastSubmitted, { params: { id: 'player-exam' }, token }))
      .data;
    expect(bySlug?.id).toBe(submitted[2]?.id);
    const none = (
      await inject(other.api, resultsEndpoints.lastSubmitted, { params: { id: PLAYER_TESTS.members.id }, token })
    ).data;
    expect(none).toBeNull();

    const detail = (await inject(other.api, resultsEndpoints.detail, { params: { id: submitted[1]?.id ?? 0 }, token }))
      .data;
    expect(detail.isOwner).toBe(true);
    expect(detail.review).not.toBeNull();
  });

  it('needs a token for the list and the latest result, and validates paging', async () => {
    expect((await app.api.inject({ method: 'GET', url: '/itf/unit-tests-result/mine' })).statusCode).toBe(401);
    expect((await app.api.inject({ method: 'GET', url: `/itf/unit-tests/${EXAM}/last-submitted` })).statusCode).toBe(
      401,
    );
    const token = (await loginOk(app.api)).accessToken;
    for (const query of ['pageSize=0', 'pageSize=51', 'page=0', 'page=x', 'unitTestId=0', 'sort=new']) {
      const response = await app.api.inject({
        method: 'GET',
        url: `/itf/unit-tests-result/mine?${query}`,
        headers: bearer(token),
      });
      expect(response.statusCode, query).toBe(400);
    }
    expect(
      (
        await app.api.inject({
          method: 'GET',
          url: '/itf/unit-tests/no-such-test/last-submitted',
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses another user’s result to a signed-in student', async () => {
    const payload = await started(app, EXAM);
    const { result } = resultOf(await submit(payload));
    const token = (await loginOk(app.api)).accessToken;
    expect((await getResult(result.id, bearer(token))).statusCode).toBe(403);
    const draft = await app.api.inject({
      method: 'GET',
      url: `/itf/unit-tests-result-temporary/result/${result.id}`,
      headers: bearer(token),
    });
    expect(draft.statusCode).toBe(403);
  });
});

describe('submitted results and their attempt', () => {
  it('keeps the final answers as the attempt’s draft and refuses later drafts', async () => {
    const payload = await started(app, ALL);
    const answers = { mc: { choice: 'B' } };
    const { result } = resultOf(
      await submit(payload, { answers, currentQuestionId: 'mc', flags: ['mc'], revision: 4 }),
    );
    const draft = (
      await inject(app.api, attemptsEndpoints.draftOfResult, {
        params: { id: result.id },
        headers: { 'x-attempt-secret': payload.attempt.secret },
      })
    ).data;
    expect(draft.draft).toMatchObject({ answers, currentQuestionId: 'mc', flags: ['mc'], revision: 4 });
    const late = await saveDraft(payload, { mc: { choice: 'A' } }, 5);
    expect(late.statusCode).toBe(409);
    expect(failureOf(late).code).toBe('ATTEMPT_CLOSED');
    const data: SubmitResultData = resultOf(await submit(payload, { answers: { mc: { choice: 'A' } } }));
    expect(data).toMatchObject({ alreadySubmitted: true, result: { id: result.id, correctCount: 1 } });
  });
});
