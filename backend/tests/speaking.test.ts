import { speakingEndpoints } from '@contract/speaking';
import { resultsEndpoints } from '@contract/results';
import type { PlayPayload } from '@contract/player';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../src/lib/rate-limit';
import { detectAudioType } from '../src/modules/speaking/audio-type';
import { answerOf, bearer, failureOf, loginOk, multipart, postJson, tinyPng, type TestApp, inject } from './helpers';
import { createPlayerApp, PLAYER_TESTS, resultOf, started, submitUser } from './player-fixtures';

const ALL = PLAYER_TESTS.allFamilies.id;

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** The first bytes of each kind of recording, padded like a real file. */
const SAMPLES = {
  webm: bytes(
    [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84],
    'webm',
    [0x42, 0x87, 0x81, 0x04],
    'x'.repeat(200),
  ),
  ogg: bytes('OggS', [0x00, 0x02], 'x'.repeat(200)),
  mp4: bytes([0x00, 0x00, 0x00, 0x20], 'ftypM4A ', [0x00, 0x00, 0x00, 0x00], 'x'.repeat(200)),
  safariMp4: bytes([0x00, 0x00, 0x00, 0x1c], 'ftypiso5', 'x'.repeat(200)),
  wav: bytes('RIFF', [0x24, 0x08, 0x00, 0x00], 'WAVEfmt ', 'x'.repeat(200)),
  mp3Id3: bytes('ID3', [0x04, 0x00, 0x00], 'x'.repeat(200)),
  mp3Frame: bytes([0xff, 0xfb, 0x90, 0x64], 'x'.repeat(200)),
};

describe('detectAudioType (magic bytes)', () => {
  it.each([
    ['webm', SAMPLES.webm, 'audio/webm'],
    ['ogg', SAMPLES.ogg, 'audio/ogg'],
    ['mp4/m4a', SAMPLES.mp4, 'audio/mp4'],
    ['Safari mp4', SAMPLES.safariMp4, 'audio/mp4'],
    ['wav', SAMPLES.wav, 'audio/wav'],
    ['mp3 with ID3', SAMPLES.mp3Id3, 'audio/mpeg'],
    ['mp3 frame', SAMPLES.mp3Frame, 'audio/mpeg'],
  ])('recognises %s', (_name, data, mimeType) => {
    expect(detectAudioType(data)?.mimeType).toBe(mimeType);
  });

  it.each([
    ['a PNG image', tinyPng()],
    ['Matroska video', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska', 'x'.repeat(100))],
    ['AAC in ADTS', bytes([0xff, 0xf1, 0x50, 0x80], 'x'.repeat(100))],
    ['RIFF that is not WAVE', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST')],
    ['text', Buffer.from('webm ogg mp3 wav')],
    ['nothing', Buffer.alloc(0)],
    ['two bytes', Buffer.from([0xff, 0xfb])],
  ])('refuses %s', (_name, data) => {
    expect(detectAudioType(data)).toBeNull();
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await createPlayerApp({}, { scope: 'file' });
}, 60_000);

function upload(
  url: string,
  fields: Record<string, string>,
  file: Buffer | null,
  headers: Record<string, string> = {},
) {
  const parts: { name: string; filename?: string; contentType?: string; content: Buffer | string }[] = Object.entries(
    fields,
  ).map(([name, content]) => ({ name, content }));
  if (file !== null) parts.push({ name: 'file', filename: 'recording.webm', contentType: 'audio/webm', content: file });
  const form = multipart(parts);
  return app.api.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headers } });
}

/** GETs a recording by the absolute link the API gave out. */
function fetchRecording(url: string) {
  return app.api.inject({
    method: 'GET',
    url: url.startsWith('http') ? url.slice(app.config.publicApiUrl.length) : url,
  });
}

function fieldsOf(payload: PlayPayload, questionId = 'sp1'): Record<string, string> {
  return { attemptId: String(payload.attempt.id), questionId, attemptSecret: payload.attempt.secret };
}

describe('POST /itf/submit-speaking and /itf/lc-speech/submit', () => {
  it('stores a guest’s recording of every accepted type and serves it back', async () => {
    const payload = await started(app, ALL);
    for (const [name, data] of Object.entries(SAMPLES)) {
      const stored = answerOf(
        speakingEndpoints.submitSpeaking,
        await upload('/itf/submit-speaking', fieldsOf(payload), data),
      ).data;
      expect(stored, name).toMatchObject({ questionId: 'sp1', sizeBytes: data.length, status: 'AWAITING_REVIEW' });
      expect(stored.url).toMatch(
        new RegExp(
          `^${app.config.publicApiUrl}/uploads/speaking/[0-9a-f]{32}\\.(webm|ogg|m4a|wav|mp3)\\?expires=\\d+&signature=[\\w-]{43}$`,
        ),
      );
      const served = await fetchRecording(stored.url);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(data)).toBe(true);
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
    }
  });

  it('serves a recording only through its own unexpired signed link', async () => {
    const payload = await started(app, ALL);
    const first = answerOf(
      speakingEndpoints.submitSpeaking,
      await upload('/itf/submit-speaking', fieldsOf(payload, 'sp1'), SAMPLES.webm),
    ).data;
    const second = answerOf(
      speakingEndpoints.lcSpeechSubmit,
      await upload('/itf/lc-speech/submit', fieldsOf(payload, 'sp2'), SAMPLES.ogg),
    ).data;
    const [firstPath, firstQuery] = first.url.split('?') as [string, string];
    const [, secondQuery] = second.url.split('?') as [string, string];
    const signature = new URLSearchParams(firstQuery).get('signature')!;
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const refused = [
      firstPath,
      `${firstPath}?expires=${new URLSearchParams(firstQuery).get('expires')}`,
      `${firstPath}?${firstQuery.replace(signature, flipped)}`,
      // Another recording's signature, or this one's with a later expiry.
      `${firstPath}?${secondQuery}`,
      `${firstPath}?${firstQuery.replace(/expires=(\d+)/, (_m, value: string) => `expires=${Number(value) + 3600}`)}`,
    ];
    for (const url of refused) expect((await fetchRecording(url)).statusCode, url).toBe(404);
    expect((await fetchRecording(first.url)).statusCode).toBe(200);

    // Links last at least two hours, then stop working.
    app.clock.advance(2 * 3600_000 - 1000);
    expect((await fetchRecording(first.url)).statusCode).toBe(200);
    app.clock.advance(3600_000);
    expect((await fetchRecording(first.url)).statusCode).toBe(404);
  });

  it('keeps only the newest two takes of a question', async () => {
    const payload = await started(app, ALL);
    const takes = [];
    for (const sample of [SAMPLES.webm, SAMPLES.ogg, SAMPLES.wav]) {
      takes.push(
        answerOf(
          speakingEndpoints.submitSpeaking,
          await upload('/itf/submit-speaking', fieldsOf(payload, 'sp1'), sample),
        ).data,
      );
    }
    const other = answerOf(
      speakingEndpoints.lcSpeechSubmit,
      await upload('/itf/lc-speech/submit', fieldsOf(payload, 'sp2'), SAMPLES.mp4),
    ).data;
    const kept = await app.db
      .selectFrom('speaking_uploads')
      .select('id')
      .where('attempt_id', '=', payload.attempt.id)
      .orderBy('id')
      .execute();
    expect(kept.map((row) => row.id)).toEqual([takes[1]!.uploadId, takes[2]!.uploadId, other.uploadId]);
    expect((await fetchRecording(takes[0]!.url)).statusCode).toBe(404);
    expect((await fetchRecording(takes[2]!.url)).statusCode).toBe(200);
  });

  it('takes listen-and-repeat recordings on the lc-speech route, with a student token as proof', async () => {
    const token = (await loginOk(app.api)).accessToken;
    const payload = await started(app, ALL, {}, bearer(token));
    const { attemptSecret: _secret, ...fields } = fieldsOf(payload, 'sp2');
    const stored = answerOf(
      speakingEndpoints.lcSpeechSubmit,
      await upload('/itf/lc-speech/submit', fields, SAMPLES.mp4, bearer(token)),
    ).data;
    expect(stored).toMatchObject({ questionId: 'sp2', mimeType: 'audio/mp4' });
    const row = await app.db
      .selectFrom('speaking_uploads')
      .select(['channel', 'question_key'])
      .where('id', '=', stored.uploadId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ channel: 'LC_SPEECH', question_key: 'sp2' });
  });

  it('refuses files that are not recordings, too big, empty or missing', async () => {
    const payload = await started(app, ALL);
    const png = await upload('/itf/submit-speaking', fieldsOf(payload), tinyPng());
    expect(png.statusCode).toBe(415);
    expect(failureOf(png).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await upload(
      '/itf/submit-speaking',
      fieldsOf(payload),
      Buffer.concat([SAMPLES.webm, Buffer.alloc(8 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(failureOf(big).code).toBe('PAYLOAD_TOO_LARGE');
    const empty = await upload('/itf/submit-speaking', fieldsOf(payload), Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const missing = await upload('/itf/submit-speaking', fieldsOf(payload), null);
    expect(missing.statusCode).toBe(400);
    expect(failureOf(missing).details?.[0]?.field).toBe('file');
    const json = await postJson(app.api, '/itf/submit-speaking', fieldsOf(payload));
    expect(json.statusCode).toBe(415);
  });

  it('checks the fields, the question and the proof of ownership', async () => {
    const payload = await started(app, ALL);
    const cases: [Record<string, string>, number, string][] = [
      [{ ...fieldsOf(payload), questionId: 'mc' }, 400, 'questionId'],
      [{ ...fieldsOf(payload), questionId: 'nope' }, 400, 'questionId'],
      [{ ...fieldsOf(payload), attemptId: 'abc' }, 400, 'attemptId'],
      [{ ...fieldsOf(payload), attemptId: '0' }, 400, 'attemptId'],
      [{ ...fieldsOf(payload), extra: 'x' }, 400, 'extra'],
      [{ questionId: 'sp1', attemptSecret: payload.attempt.secret }, 400, 'attemptId'],
    ];
    for (const [fields, status, field] of cases) {
      const response = await upload('/itf/submit-speaking', fields, SAMPLES.webm);
      expect(response.statusCode, JSON.stringify(fields)).toBe(status);
      expect(failureOf(response).details?.[0]?.field).toBe(field);
    }
    expect(
      (await upload('/itf/submit-speaking', { ...fieldsOf(payload), attemptSecret: 'wrong' }, SAMPLES.webm)).statusCode,
    ).toBe(403);
    expect(
      (await upload('/itf/submit-speaking', { ...fieldsOf(payload), attemptId: '99999999' }, SAMPLES.webm)).statusCode,
    ).toBe(404);
  });

  it('refuses recordings after the deadline', async () => {
    const payload = await started(app, ALL);
    app.clock.advance(21 * 60_000);
    const response = await upload('/itf/submit-speaking', fieldsOf(payload), SAMPLES.webm);
    expect(response.statusCode).toBe(409);
    expect(failureOf(response).code).toBe('ATTEMPT_EXPIRED');
  });
});

describe('speaking answers in the result', () => {
  it('marks a recorded answer as awaiting review, with the recording in the review', async () => {
    const payload = await started(app, ALL);
    const sp1 = answerOf(
      speakingEndpoints.submitSpeaking,
      await upload('/itf/submit-speaking', fieldsOf(payload, 'sp1'), SAMPLES.webm),
    ).data;
    const forSp2 = answerOf(
      speakingEndpoints.lcSpeechSubmit,
      await upload('/itf/lc-speech/submit', fieldsOf(payload, 'sp2'), SAMPLES.ogg),
    ).data;
    const elsewhere = await started(app, ALL);
    const foreign = answerOf(
      speakingEndpoints.submitSpeaking,
      await upload('/itf/submit-speaking', fieldsOf(elsewhere, 'sp1'), SAMPLES.wav),
    ).data;

    const { result } = resultOf(
      await submitUser(app, {
        attemptId: payload.attempt.id,
        attemptSecret: payload.attempt.secret,
        idempotencyKey: 'speaking-result-1',
        // sp2 points at a recording of sp1's attempt… of another attempt: not an answer.
        answers: { sp1: { uploadId: sp1.uploadId }, sp2: { uploadId: foreign.uploadId } },
      }),
    );
    expect(result.questions.find((question) => question.questionId === 'sp1')?.outcome).toBe('PENDING_REVIEW');
    expect(result.questions.find((question) => question.questionId === 'sp2')?.outcome).toBe('UNANSWERED');
    expect(result).toMatchObject({ reviewStatus: 'AWAITING_REVIEW', pendingReviewCount: 1 });
    expect(forSp2.questionId).toBe('sp2');

    const detail = (
      await inject(app.api, resultsEndpoints.detail, {
        params: { id: result.id },
        headers: { 'x-attempt-secret': payload.attempt.secret },
      })
    ).data;
    const speaking = detail.review?.[3]?.questions[0];
    expect(speaking && 'review' in speaking && speaking.review).toMatchObject({
      outcome: 'PENDING_REVIEW',
      recordingUrl: sp1.url,
      sampleAnswer: 'I like apples.',
      userAnswer: { uploadId: sp1.uploadId },
    });
  });

  it('asks the scoring provider, which never makes up a score', async () => {
    const payload = await started(app, ALL);
    const stored = answerOf(
      speakingEndpoints.submitSpeaking,
      await upload('/itf/submit-speaking', fieldsOf(payload), SAMPLES.webm),
    ).data;
    const scored = (
      await inject(app.api, speakingEndpoints.rightEduSubmit, {
        body: {
          uploadId: stored.uploadId,
          attemptSecret: payload.attempt.secret,
        },
      })
    ).data;
    expect(scored).toEqual({
      uploadId: stored.uploadId,
      provider: 'local',
      status: 'AWAITING_REVIEW',
      score: null,
      feedback: null,
    });
    expect((await postJson(app.api, '/itf/right-edu/submit', { uploadId: stored.uploadId })).statusCode).toBe(403);
    expect((await postJson(app.api, '/itf/right-edu/submit', { uploadId: 99_999_999 })).statusCode).toBe(404);
    expect((await postJson(app.api, '/itf/right-edu/submit', { uploadId: 'x' })).statusCode).toBe(400);
  });
});

describe('upload limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createPlayerApp({ RATE_LIMIT_MULTIPLIER: '1' }, { scope: 'file' });
  }, 60_000);

  const send = (payload: PlayPayload, headers: Record<string, string> = {}) => {
    const form = multipart([
      ...Object.entries(fieldsOf(payload)).map(([name, content]) => ({ name, content })),
      { name: 'file', filename: 'take.webm', contentType: 'audio/webm', content: SAMPLES.webm },
    ]);
    return limited.api.inject({
      method: 'POST',
      url: '/itf/submit-speaking',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };

  it('refuses a flood of takes for one attempt, whoever sends them', async () => {
    const payload = await started(limited, ALL);
    for (let take = 0; take < RATE_LIMITS.speakingUploadPerAttempt.limit; take += 1)
      expect((await send(payload)).statusCode).toBe(200);
    const refused = await send(payload);
    expect(refused.statusCode).toBe(429);
    expect(failureOf(refused).code).toBe('TOO_MANY_REQUESTS');
    // Another attempt is not held back by it.
    expect((await send(await started(limited, ALL))).statusCode).toBe(200);
    // A second app's first attempt compiles its checks cold: give the flood room on a busy runner.
  }, 60_000);

  it('limits guests per address across attempts, not signed-in students', async () => {
    const rule = RATE_LIMITS.guestSpeakingUploadPerIp;
    for (let take = 0; take < rule.limit; take += 1) limited.services.limiter.record(rule, '127.0.0.1');
    const guest = await send(await started(limited, ALL));
    expect(guest.statusCode).toBe(429);
    const token = (await loginOk(limited.api)).accessToken;
    const student = await send(await started(limited, ALL, {}, bearer(token)), bearer(token));
    expect(student.statusCode).toBe(200);
  });
});
