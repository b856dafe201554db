import { resultsEndpoints } from '@contract/results';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { attemptsEndpoints } from '@contract/attempts';
import type { ApiSuccess } from '@contract/api';
import type { IntegrityStateDto, PlayPayload } from '@contract/player';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  type BodyOf,
  injectRaw,
  bearer,
  failureOf,
  loginOk,
  postJson,
  type TestApp,
  inject,
} from './helpers';
import {
  createPlayerApp,
  leafOf,
  leavesOfPayload,
  PLAYER_TESTS,
  rightAnswers,
  start,
  started,
  submitUser,
} from './player-fixtures';

const ALL = PLAYER_TESTS.allFamilies.id;
const EXAM = PLAYER_TESTS.exam.id;
const MEMBERS = PLAYER_TESTS.members.id;
const PAID = PLAYER_TESTS.paid.id;
const MINUTE = 60_000;

// Most checks share one app; each test starts its own attempts, and the few that move the clock
// only ever move it forward and start their attempts after.
let app: TestApp;
let studentToken: string;

beforeAll(async () => {
  app = await createPlayerApp({}, { scope: 'file' });
  studentToken = (await loginOk(app.api)).accessToken;
});

const FORBIDDEN_KEYS = ['answer', 'accepted', 'explanation', 'transcript', 'sampleAnswer'];

function keysDeep(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysDeep(item, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.add(key);
      keysDeep(child, found);
    }
  }
  return found;
}

function saveDraft(body: BodyOf<typeof attemptsEndpoints.saveDraftUser>, headers: Record<string, string> = {}) {
  return injectRaw(app.api, attemptsEndpoints.saveDraftUser, { body, headers });
}

/** A body the contract refuses, sent as is. */
function saveDraftRaw(body: unknown) {
  return postJson(app.api, '/itf/unit-tests-result-temporary/user-submit', body);
}

function play(payload: PlayPayload, audioId: string) {
  return injectRaw(app.api, attemptsEndpoints.audioPlay, {
    params: { id: payload.attempt.id },
    body: { attemptSecret: payload.attempt.secret, audioId },
  });
}

function event(payload: PlayPayload, kind: BodyOf<typeof attemptsEndpoints.integrityEvent>['kind']) {
  return injectRaw(app.api, attemptsEndpoints.integrityEvent, {
    params: { id: payload.attempt.id },
    body: { attemptSecret: payload.attempt.secret, kind },
  });
}

describe('POST /itf/unit-tests/{id}/attempts: the play payload', () => {
  it('starts a guest attempt with the server clock, the deadline and a secret', async () => {
    const payload = await started(app, ALL);
    expect(payload.attempt).toMatchObject({
      unitTestId: ALL,
      status: 'OPEN',
      durationMinutes: 20,
      defaultDuration: false,
      resultId: null,
      audioPlays: {},
    });
    expect(payload.attempt.secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const now = app.clock.now().toISOString();
    expect(payload.attempt.now).toBe(now);
    expect(payload.attempt.startedAt).toBe(now);
    expect(Date.parse(payload.attempt.deadline) - Date.parse(payload.attempt.startedAt)).toBe(20 * MINUTE);
    expect(payload.draft).toBeNull();
    expect(payload.closedAttempt).toBeNull();
    expect(payload.test).toMatchObject({
      id: ALL,
      slug: 'player-all-families',
      isExam: false,
      // 21 leaves, one of them the flashcard deck, which takes no answer.
      questionCount: 20,
      hasListening: true,
      hasSpeaking: true,
    });
    expect(payload.test.skills).toEqual(['LI', 'RE', 'GR', 'VO', 'SP', 'WR']);
    expect(payload.integrity).toMatchObject({ isExam: false, remaining: null, voided: false });
  });

  it('never carries answers, accepted lists, explanations, transcripts or sample answers', async () => {
    const payload = await started(app, ALL);
    const keys = keysDeep(payload);
    for (const key of FORBIDDEN_KEYS) expect(keys.has(key), key).toBe(false);
    const text = JSON.stringify(payload);
    expect(text).not.toContain('Because it is the right answer');
    expect(text).not.toContain('Where is Tom? B: In the kitchen');
    expect(text).not.toContain('Section transcript');
    expect(text).not.toContain("doesn't drink");
  });

  it('numbers every leaf question and lists them in play order', async () => {
    const payload = await started(app, ALL);
    const leaves = leavesOfPayload(payload);
    expect(leaves.map((leaf) => leaf.number)).toEqual(leaves.map((_, index) => index + 1));
    expect(payload.questionOrder).toEqual(leaves.map((leaf) => leaf.id));
    expect(payload.sections.map((section) => section.questionCount)).toEqual([14, 2, 2, 2]);
    expect(leafOf(payload, 'fb', 'FB1').maxPoints).toBe(2);
    expect(leafOf(payload, 'mr', 'MR').selectCount).toBe(2);
    expect(leafOf(payload, 'tfng', 'TF').choices).toEqual(['TRUE', 'FALSE', 'NOT_GIVEN']);
    expect(leafOf(payload, 'tf', 'TF').choices).toEqual(['TRUE', 'FALSE']);
    expect(leafOf(payload, 'fb4', 'FB4').gaps).toEqual([{ id: '1', hint: 'a _ _ l e' }]);
    expect(leafOf(payload, 'sp1', 'SP1')).toMatchObject({
      text: 'I like apples.',
      maxSeconds: 30,
      uploadPath: '/itf/submit-speaking',
    });
    expect(leafOf(payload, 'sp2', 'SP2').uploadPath).toBe('/itf/lc-speech/submit');
    expect(leafOf(payload, 'wr', 'WR1')).toMatchObject({ minWords: 20, maxWords: 60 });
    expect(leafOf(payload, 'sa', 'SA').maxLength).toBe(100);
  });

  it('serves media as absolute URLs and lists every audio with its play limit', async () => {
    const payload = await started(app, ALL);
    const media = `${app.config.publicApiUrl}/media/`;
    const section = payload.sections[1];
    expect(section?.audio).toEqual({ id: 'section:s2', url: `${media}audio/fixture-dialogue.mp3`, playLimit: 3 });
    const group = section?.questions[0];
    expect(group?.type === 'LS' && group.audio).toEqual({
      id: 'question:ls',
      url: `${media}audio/fixture-dialogue.mp3`,
      playLimit: 2,
    });
    expect(leafOf(payload, 'ds', 'DS').audio).toMatchObject({ id: 'question:ds', playLimit: 1 });
    expect(leafOf(payload, 'sp2', 'SP2').audio).toMatchObject({ id: 'question:sp2', playLimit: null });
    expect(leafOf(payload, 'fc', 'FC').cards[0]).toMatchObject({
      image: `${media}images/fixture-apple.svg`,
      audio: { id: 'card:fc:c1', playLimit: null },
    });
    expect(leafOf(payload, 'mc2', 'MC2').options[0]?.image).toBe(`${media}images/fixture-apple.svg`);
  });

  it('shuffles sort items, drag tokens, matching options and the word bank, with ids made for the attempt', async () => {
    const payload = await started(app, ALL);
    const sl = leafOf(payload, 'sl', 'SL');
    expect(sl.items.map((item) => item.text).sort()).toEqual(['My sister', 'is', 'taller', 'than me.'].sort());
    expect(sl.items.map((item) => item.text)).not.toEqual(['My sister', 'is', 'taller', 'than me.']);
    for (const item of sl.items) expect(item.id).not.toMatch(/^i[1-4]$/);
    const dd = leafOf(payload, 'dd', 'DD');
    expect(dd.tokens.map((token) => token.text).sort()).toEqual(['fly', 'get dressed', 'wake up']);
    for (const token of dd.tokens) expect(token.id).not.toMatch(/^t[1-3]$/);
    expect(dd.targets).toEqual([{ id: '1' }, { id: '2' }]);
    const mg = leafOf(payload, 'mg', 'MG');
    expect(mg.left.map((item) => item.id)).toEqual(['l1', 'l2']);
    for (const item of mg.right) expect(item.id).not.toMatch(/^r[1-3]$/);
    expect(leafOf(payload, 'fb2', 'FB2').bank?.slice().sort()).toEqual(['banana', 'carrot', 'grape', 'strawberry']);

    // Another attempt gets other ids; the same attempt always the same ones.
    const other = await started(app, ALL);
    expect(
      leafOf(other, 'sl', 'SL')
        .items.map((item) => item.id)
        .sort(),
    ).not.toEqual(sl.items.map((item) => item.id).sort());
    const again = await started(app, ALL, { attemptId: payload.attempt.id, attemptSecret: payload.attempt.secret });
    expect(leafOf(again, 'sl', 'SL').items).toEqual(sl.items);
    expect(leafOf(again, 'dd', 'DD').tokens).toEqual(dd.tokens);
    expect(leafOf(again, 'mg', 'MG').right).toEqual(mg.right);
  });

  it('starts by slug, and without a body at all', async () => {
    expect((await started(app, 'player-all-families')).test.id).toBe(ALL);
    const response = await app.api.inject({ method: 'POST', url: `/itf/unit-tests/${ALL}/attempts` });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('answers 404 for an unknown test', async () => {
    for (const id of ['123456789', 'no-such-test']) {
      const response = await start(app, id);
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).code).toBe('NOT_FOUND');
    }
  });

  it('gives 90 minutes when the test sets no duration', async () => {
    await app.db
      .insertInto('user_unit_tests')
      .values({ user_id: 1, unit_test_id: MEMBERS, source: 'MEMBERSHIP', acquired_at: '2025-01-01T00:00:00.000Z' })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const payload = await started(app, MEMBERS, {}, bearer(studentToken));
    expect(payload.attempt).toMatchObject({ durationMinutes: 90, defaultDuration: true });
    expect(Date.parse(payload.attempt.deadline) - Date.parse(payload.attempt.startedAt)).toBe(90 * MINUTE);
  });
});

describe('access', () => {
  it('refuses members’ and paid tests to guests and to students who do not own them', async () => {
    const other = await createPlayerApp();
    const token = (await loginOk(other.api)).accessToken;
    for (const headers of [{}, bearer(token)]) {
      const members = await start(other, MEMBERS, {}, headers);
      expect(members.statusCode).toBe(403);
      expect(failureOf(members).code).toBe('MEMBERSHIP_REQUIRED');
      const paid = await start(other, PAID, {}, headers);
      expect(paid.statusCode).toBe(403);
      expect(failureOf(paid).code).toBe('PURCHASE_REQUIRED');
    }
  });

  it('lets owners take them, and anyone with a TEST share code of the test', async () => {
    const other = await createPlayerApp();
    const token = (await loginOk(other.api)).accessToken;
    await other.db
      .insertInto('user_unit_tests')
      .values({ user_id: 1, unit_test_id: PAID, source: 'PURCHASE', acquired_at: '2025-01-01T00:00:00.000Z' })
      .execute();
    expect((await started(other, PAID, {}, bearer(token))).test.id).toBe(PAID);

    const share = (await inject(other.api, attemptsEndpoints.shareTest, { params: { id: PAID }, token })).data;
    expect(share).toMatchObject({ kind: 'TEST', unitTestId: PAID, resultId: null });
    expect(share.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // One code per user and test.
    expect((await inject(other.api, attemptsEndpoints.shareTest, { params: { id: PAID }, token })).data.code).toBe(
      share.code,
    );

    expect((await started(other, PAID, { shareCode: share.code })).test.id).toBe(PAID);
    // The code is for that test only, and a made-up one grants nothing.
    expect(failureOf(await start(other, MEMBERS, { shareCode: share.code })).code).toBe('MEMBERSHIP_REQUIRED');
    expect(failureOf(await start(other, PAID, { shareCode: 'x'.repeat(22) })).code).toBe('PURCHASE_REQUIRED');
  });

  it('refuses a share code to someone who cannot take the test, and to guests', async () => {
    const token = (await loginOk(app.api)).accessToken;
    const refused = await app.api.inject({
      method: 'POST',
      url: `/itf/unit-tests/${PAID}/share`,
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused).code).toBe('PURCHASE_REQUIRED');
    const guest = await app.api.inject({ method: 'POST', url: `/itf/unit-tests/${ALL}/share` });
    expect(guest.statusCode).toBe(401);
  });

  it('adds a free test to a signed-in student’s library when started', async () => {
    const other = await createPlayerApp();
    const token = (await loginOk(other.api)).accessToken;
    await started(other, ALL, {}, bearer(token));
    const owned = (await inject(other.api, unitTestsEndpoints.owned, { token })).data;
    expect(owned.find((entry) => entry.unitTest.id === ALL)?.source).toBe('FREE');
  });
});

describe('resuming', () => {
  it('resumes a signed-in user’s open attempt instead of starting another, even from two tabs at once', async () => {
    const other = await createPlayerApp();
    const token = (await loginOk(other.api)).accessToken;
    const [a, b] = await Promise.all([started(other, ALL, {}, bearer(token)), started(other, ALL, {}, bearer(token))]);
    expect(a.attempt.id).toBe(b.attempt.id);
    const c = await started(other, ALL, {}, bearer(token));
    expect(c.attempt.id).toBe(a.attempt.id);
    expect(c.attempt.secret).toBe(a.attempt.secret);
    const rows = await other.db.selectFrom('test_attempts').select('id').where('unit_test_id', '=', ALL).execute();
    expect(rows).toHaveLength(1);
  });

  it('gives a guest a new attempt each time unless the attempt id and secret are sent', async () => {
    const first = await started(app, ALL);
    const second = await started(app, ALL);
    expect(second.attempt.id).not.toBe(first.attempt.id);
    const resumed = await started(app, ALL, { attemptId: first.attempt.id, attemptSecret: first.attempt.secret });
    expect(resumed.attempt.id).toBe(first.attempt.id);
  });

  it('refuses to resume someone else’s attempt, or an attempt of another test', async () => {
    const first = await started(app, ALL);
    for (const body of [
      { attemptId: first.attempt.id },
      { attemptId: first.attempt.id, attemptSecret: 'wrong-secret' },
    ]) {
      const response = await start(app, ALL, body);
      expect(response.statusCode).toBe(403);
      expect(failureOf(response).code).toBe('FORBIDDEN');
    }
    const wrongTest = await start(app, EXAM, { attemptId: first.attempt.id, attemptSecret: first.attempt.secret });
    expect(wrongTest.statusCode).toBe(400);
    expect(failureOf(wrongTest).details?.[0]?.field).toBe('attemptId');
    expect((await start(app, ALL, { attemptId: 99_999_999, attemptSecret: 'x' })).statusCode).toBe(404);
  });

  it('restores answers, the current question, flags, the deadline and plays after a reload', async () => {
    const payload = await started(app, ALL);
    const answers = { mc: { choice: 'A' }, fb: { gaps: { '1': 'drink' } }, wr: { text: 'Hello' } };
    answerOf(
      attemptsEndpoints.saveDraftUser,
      await saveDraft({
        attemptId: payload.attempt.id,
        attemptSecret: payload.attempt.secret,
        answers,
        currentQuestionId: 'fb',
        flags: ['mc'],
        revision: 1,
      }),
    );
    answerOf(attemptsEndpoints.audioPlay, await play(payload, 'question:ls'));
    app.clock.advance(3 * MINUTE);
    const resumed = await started(app, ALL, { attemptId: payload.attempt.id, attemptSecret: payload.attempt.secret });
    expect(resumed.attempt.deadline).toBe(payload.attempt.deadline);
    expect(resumed.attempt.now).toBe(app.clock.now().toISOString());
    expect(resumed.attempt.audioPlays).toEqual({ 'question:ls': 1 });
    expect(resumed.draft).toMatchObject({ answers, currentQuestionId: 'fb', flags: ['mc'], revision: 1 });
    // A practice test only records the reload.
    expect(resumed.attempt.status).toBe('OPEN');
    expect(resumed.integrity.counts.RELOAD).toBe(1);
  });
});

describe('drafts', () => {
  it('saves the newest revision only, so a late request never overwrites a newer one', async () => {
    const payload = await started(app, ALL);
    const base = {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      currentQuestionId: null,
      flags: [],
    };
    const saved = answerOf(
      attemptsEndpoints.saveDraftUser,
      await saveDraft({ ...base, answers: { mc: { choice: 'B' } }, revision: 2 }),
    ).data;
    expect(saved).toMatchObject({
      attemptId: payload.attempt.id,
      revision: 2,
      stored: true,
      deadline: payload.attempt.deadline,
    });
    const stale = answerOf(
      attemptsEndpoints.saveDraftUser,
      await saveDraft({ ...base, answers: { mc: { choice: 'C' } }, revision: 1 }),
    ).data;
    expect(stale).toMatchObject({ revision: 2, stored: false });
    const detail = (
      await inject(app.api, attemptsEndpoints.draftDetail, {
        params: { id: payload.attempt.id },
        headers: { 'x-attempt-secret': payload.attempt.secret },
      })
    ).data;
    expect(detail.draft.answers).toEqual({ mc: { choice: 'B' } });
    expect(detail.attempt).toMatchObject({ id: payload.attempt.id, status: 'OPEN', resultId: null });
  });

  it('checks every answer against the test’s questions and their families', async () => {
    const payload = await started(app, ALL);
    const base = {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      currentQuestionId: null,
      flags: [],
      revision: 1,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, answers: { nope: { choice: 'A' } } }, 'answers.nope'],
      [{ ...base, answers: { mc: { text: 'A' } } }, 'answers.mc'],
      [{ ...base, answers: { sl: { choice: 'A' } } }, 'answers.sl'],
      [{ ...base, answers: { sp1: { text: 'hello' } } }, 'answers.sp1'],
      [{ ...base, answers: {}, currentQuestionId: 'nope' }, 'currentQuestionId'],
      [{ ...base, answers: {}, flags: ['nope'] }, 'flags'],
    ];
    for (const [body, field] of cases) {
      const response = await saveDraftRaw(body);
      expect(response.statusCode, field).toBe(400);
      expect(failureOf(response).details?.[0]?.field).toBe(field);
    }
  });

  it('rejects malformed bodies with 400 before anything is saved', async () => {
    const payload = await started(app, ALL);
    const base = {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      answers: {},
      currentQuestionId: null,
      flags: [],
      revision: 1,
    };
    const bad: Record<string, unknown>[] = [
      { ...base, revision: 0 },
      { ...base, revision: -1 },
      { ...base, revision: '1' },
      { ...base, attemptId: 0 },
      { ...base, answers: { mc: { choice: 'A', text: 'B' } } },
      { ...base, answers: { mc: {} } },
      { ...base, answers: { mc: 'A' } },
      { ...base, answers: { mc: { choice: 'x'.repeat(101) } } },
      { ...base, answers: { wr: { text: 'x'.repeat(10_001) } } },
      { ...base, answers: { mc: { uploadId: 'x' } } },
      { ...base, flags: 'mc' },
      { ...base, extra: true },
    ];
    for (const body of bad) {
      const response = await saveDraftRaw(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
    const { attemptId: _attemptId, ...withoutId } = base;
    expect((await saveDraftRaw(withoutId)).statusCode).toBe(400);
  });

  it('needs the owner’s token or the secret', async () => {
    const payload = await started(app, ALL);
    const body = { attemptId: payload.attempt.id, answers: {}, currentQuestionId: null, flags: [], revision: 1 };
    expect((await saveDraft(body)).statusCode).toBe(403);
    expect((await saveDraft({ ...body, attemptSecret: 'nope' })).statusCode).toBe(403);
    expect((await saveDraft(body, bearer(studentToken))).statusCode).toBe(403);
    const detail = await app.api.inject({
      method: 'GET',
      url: `/itf/unit-tests-result-temporary/get-detail/${payload.attempt.id}`,
    });
    expect(detail.statusCode).toBe(403);
    const missing = await app.api.inject({
      method: 'GET',
      url: '/itf/unit-tests-result-temporary/get-detail/99999999',
      headers: { 'x-attempt-secret': 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes the student route only from a signed-in student, with the token as proof (guests get 401)', async () => {
    const mine = await started(app, EXAM, {}, bearer(studentToken));
    const body = {
      attemptId: mine.attempt.id,
      answers: { q1: { choice: 'A' } },
      currentQuestionId: 'q1',
      flags: [],
      revision: 1,
    };
    const url = '/itf/unit-tests-result-temporary/submit';
    expect((await inject(app.api, attemptsEndpoints.saveDraft, { body, token: studentToken })).data.stored).toBe(true);
    const guest = await postJson(app.api, url, { ...body, attemptSecret: mine.attempt.secret });
    expect(guest.statusCode).toBe(401);
    expect(failureOf(guest).code).toBe('UNAUTHORIZED');
  });

  it('enforces the deadline with a grace of a few seconds', async () => {
    const payload = await started(app, ALL);
    const body = {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      answers: { mc: { choice: 'B' } },
      currentQuestionId: null,
      flags: [],
    };
    app.clock.advance(20 * MINUTE + 9_000);
    expect(answerOf(attemptsEndpoints.saveDraftUser, await saveDraft({ ...body, revision: 1 })).data.stored).toBe(true);
    app.clock.advance(2_000);
    const late = await saveDraft({ ...body, revision: 2 });
    expect(late.statusCode).toBe(409);
    expect(failureOf(late).code).toBe('ATTEMPT_EXPIRED');
    const latePlay = await play(payload, 'question:ls');
    expect(failureOf(latePlay).code).toBe('ATTEMPT_EXPIRED');
  });
});

describe('audio play limits', () => {
  it('counts plays on the server and refuses beyond the limit, across reloads', async () => {
    const payload = await started(app, ALL);
    expect(answerOf(attemptsEndpoints.audioPlay, await play(payload, 'question:ds')).data).toEqual({
      audioId: 'question:ds',
      playsUsed: 1,
      playLimit: 1,
      remaining: 0,
    });
    const refused = await play(payload, 'question:ds');
    expect(refused.statusCode).toBe(409);
    expect(failureOf(refused).code).toBe('PLAY_LIMIT_REACHED');

    const reloaded = await started(app, ALL, { attemptId: payload.attempt.id, attemptSecret: payload.attempt.secret });
    expect(reloaded.attempt.audioPlays).toEqual({ 'question:ds': 1 });
    expect(failureOf(await play(reloaded, 'question:ds')).code).toBe('PLAY_LIMIT_REACHED');
    // Another attempt has its own count.
    expect((await play(await started(app, ALL), 'question:ds')).statusCode).toBe(200);
  });

  it('never lets two tabs share out more plays than the limit', async () => {
    const payload = await started(app, ALL);
    const responses = await Promise.all([1, 2, 3, 4].map(() => play(payload, 'question:ls')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 409, 409]);
  });

  it('plays unlimited audio freely and refuses audio the test does not have', async () => {
    const payload = await started(app, ALL);
    for (let index = 1; index <= 4; index += 1) {
      expect(answerOf(attemptsEndpoints.audioPlay, await play(payload, 'card:fc:c1')).data).toEqual({
        audioId: 'card:fc:c1',
        playsUsed: index,
        playLimit: null,
        remaining: null,
      });
    }
    expect(answerOf(attemptsEndpoints.audioPlay, await play(payload, 'section:s2')).data.remaining).toBe(2);
    const unknown = await play(payload, 'question:nope');
    expect(unknown.statusCode).toBe(400);
    expect(failureOf(unknown).details?.[0]?.field).toBe('audioId');
    const noSecret = await postJson(app.api, `/itf/unit-test-attempts/${payload.attempt.id}/audio-plays`, {
      audioId: 'question:ls',
    });
    expect(noSecret.statusCode).toBe(403);
  });
});

describe('integrity events', () => {
  it('only records events on practice tests', async () => {
    const payload = await started(app, ALL);
    let state: IntegrityStateDto | undefined;
    for (let index = 0; index < 5; index += 1)
      state = answerOf(attemptsEndpoints.integrityEvent, await event(payload, 'TAB_SWITCH')).data;
    expect(state).toMatchObject({ isExam: false, voided: false, remaining: null, resultId: null });
    expect(state?.counts.TAB_SWITCH).toBe(5);
    answerOf(attemptsEndpoints.integrityEvent, await event(payload, 'SECOND_DEVICE'));
    const detail = (
      await inject(app.api, attemptsEndpoints.draftDetail, {
        params: { id: payload.attempt.id },
        headers: { 'x-attempt-secret': payload.attempt.secret },
      })
    ).data;
    expect(detail.attempt.status).toBe('OPEN');
  });

  it('voids an exam on the third tab switch, keeping the answers', async () => {
    const payload = await started(app, EXAM);
    expect(payload.integrity).toMatchObject({
      isExam: true,
      remaining: { SECOND_DEVICE: 1, RELOAD: 1, LEAVE: 1, TAB_SWITCH: 3 },
    });
    answerOf(
      attemptsEndpoints.saveDraftUser,
      await saveDraft({
        attemptId: payload.attempt.id,
        attemptSecret: payload.attempt.secret,
        answers: { q1: { choice: 'A' } },
        currentQuestionId: 'q1',
        flags: [],
        revision: 1,
      }),
    );
    expect(answerOf(attemptsEndpoints.integrityEvent, await event(payload, 'TAB_SWITCH')).data).toMatchObject({
      voided: false,
      remaining: { TAB_SWITCH: 2 },
    });
    expect(answerOf(attemptsEndpoints.integrityEvent, await event(payload, 'TAB_SWITCH')).data).toMatchObject({
      voided: false,
      remaining: { TAB_SWITCH: 1 },
    });
    const voided = answerOf(attemptsEndpoints.integrityEvent, await event(payload, 'TAB_SWITCH')).data;
    expect(voided).toMatchObject({ voided: true, voidReason: 'TAB_SWITCH', remaining: { TAB_SWITCH: 0 } });
    expect(voided.resultId).toEqual(expect.any(Number));

    const after = await saveDraft({
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      answers: {},
      currentQuestionId: null,
      flags: [],
      revision: 2,
    });
    expect(after.statusCode).toBe(409);
    expect(failureOf(after).code).toBe('ATTEMPT_CLOSED');
    expect(failureOf(await event(payload, 'TAB_SWITCH')).code).toBe('ATTEMPT_CLOSED');

    const submitted = await submitUser(app, {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      idempotencyKey: 'void-test-1',
      answers: {},
    });
    const data = answerOf(resultsEndpoints.userSubmit, submitted).data;
    expect(data.alreadySubmitted).toBe(true);
    expect(data.result).toMatchObject({
      id: voided.resultId,
      status: 'VOIDED',
      voidReason: 'TAB_SWITCH',
      closedBy: 'INTEGRITY',
      correctCount: 1,
    });
  });

  it('counts an exam page the phone reloaded by itself as time away, not as a reload', async () => {
    const first = await started(app, EXAM, { deviceId: 'device-cccccccc' });
    answerOf(
      attemptsEndpoints.saveDraftUser,
      await saveDraft({
        attemptId: first.attempt.id,
        attemptSecret: first.attempt.secret,
        answers: { q2: { choice: 'A' } },
        currentQuestionId: 'q2',
        flags: [],
        revision: 1,
      }),
    );
    const restored = await started(app, EXAM, {
      attemptId: first.attempt.id,
      attemptSecret: first.attempt.secret,
      deviceId: 'device-cccccccc',
      restoredByBrowser: true,
    });
    expect(restored.attempt.status).toBe('OPEN');
    expect(restored.integrity).toMatchObject({
      voided: false,
      counts: { RELOAD: 0, TAB_SWITCH: 1 },
      remaining: { TAB_SWITCH: 2 },
    });
    expect(restored.draft?.answers).toEqual({ q2: { choice: 'A' } });
  });

  it('voids an exam reopened after answers were saved (reload), and from a second device', async () => {
    const reload = await started(app, EXAM, { deviceId: 'device-aaaaaaaa' });
    // Retrying the start before anything was saved is not a reload.
    const retried = await started(app, EXAM, {
      attemptId: reload.attempt.id,
      attemptSecret: reload.attempt.secret,
      deviceId: 'device-aaaaaaaa',
    });
    expect(retried.attempt.status).toBe('OPEN');
    answerOf(
      attemptsEndpoints.saveDraftUser,
      await saveDraft({
        attemptId: reload.attempt.id,
        attemptSecret: reload.attempt.secret,
        answers: { q2: { choice: 'A' } },
        currentQuestionId: 'q2',
        flags: [],
        revision: 1,
      }),
    );
    const reopened = await started(app, EXAM, {
      attemptId: reload.attempt.id,
      attemptSecret: reload.attempt.secret,
      deviceId: 'device-aaaaaaaa',
    });
    expect(reopened.attempt).toMatchObject({ status: 'VOIDED', voidReason: 'RELOAD', resultId: expect.any(Number) });
    expect(reopened.draft?.answers).toEqual({ q2: { choice: 'A' } });
    expect(reopened.integrity).toMatchObject({ voided: true, voidReason: 'RELOAD' });

    const device = await started(app, EXAM, { deviceId: 'device-aaaaaaaa' });
    const second = await started(app, EXAM, {
      attemptId: device.attempt.id,
      attemptSecret: device.attempt.secret,
      deviceId: 'device-bbbbbbbb',
    });
    expect(second.attempt).toMatchObject({ status: 'VOIDED', voidReason: 'SECOND_DEVICE' });
  });

  it('refuses unknown kinds', async () => {
    const payload = await started(app, EXAM);
    const response = await postJson(app.api, `/itf/unit-test-attempts/${payload.attempt.id}/integrity-events`, {
      attemptSecret: payload.attempt.secret,
      kind: 'COFFEE_BREAK',
    });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).details?.[0]?.field).toBe('kind');
  });
});

describe('a whole attempt over the student routes', () => {
  it('plays, saves and submits with the token alone', async () => {
    const other = await createPlayerApp();
    const token = (await loginOk(other.api)).accessToken;
    const payload = await started(other, ALL, {}, bearer(token));
    const answers = rightAnswers(payload);
    await inject(other.api, attemptsEndpoints.saveDraft, {
      body: { attemptId: payload.attempt.id, answers, currentQuestionId: 'mix2', flags: [], revision: 1 },
      token,
    });
    const response = await postJson(
      other.api,
      '/itf/unit-tests-result/submit',
      { attemptId: payload.attempt.id, idempotencyKey: 'student-submit-1' },
      bearer(token),
    );
    const data = response.json<ApiSuccess<{ result: { score: number; correctCount: number } }>>().data;
    expect(data.result).toMatchObject({ score: 10, correctCount: 17 });
  });
});
