import { accountEndpoints } from '@contract/account';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  answerOf,
  failureOf,
  insertUser,
  phoneJpeg,
  loginOk,
  multipart,
  putJson,
  STUDENT,
  tinyPng,
  type TestApp,
  inject,
} from './helpers';

const TWO_MIB = 2 * 1024 * 1024;

describe('PUT /account/update-profile', () => {
  const update = (server: FastifyInstance, accessToken: string, body: unknown) =>
    putJson(server, '/account/update-profile', body, bearer(accessToken));

  it('changes name, e-mail (stored lower-cased) and grade, and answers the updated user', async () => {
    const { api } = await createTestApp();
    const { accessToken, user } = await loginOk(api);
    const response = await update(api, accessToken, {
      fullName: 'Nguyễn Minh Châu',
      email: 'Chau.Nguyen@Example.com',
      gradeId: 10,
    });
    expect(response.statusCode).toBe(200);
    const updated = answerOf(accountEndpoints.updateProfile, response).data;
    expect(updated).toEqual({
      ...user,
      fullName: 'Nguyễn Minh Châu',
      email: 'chau.nguyen@example.com',
      grade: { id: 10, code: 'G10', name: 'Lớp 10', nameEn: 'Grade 10', schoolLevel: 'HIGH', gradeEduhomeId: 1010 },
    });
    const profile = await api.inject({ method: 'GET', url: '/account/profile', headers: bearer(accessToken) });
    expect(answerOf(accountEndpoints.profile, profile).data).toEqual(updated);
  });

  it('leaves e-mail and grade alone when left out, and clears them with null', async () => {
    const { api, auth } = await createTestApp();
    const { accessToken } = await loginOk(api);
    const kept = answerOf(
      accountEndpoints.updateProfile,
      await update(auth, accessToken, { fullName: 'Minh Anh' }),
    ).data;
    expect(kept).toMatchObject({ fullName: 'Minh Anh', email: 'student@example.com', grade: { code: 'G6' } });
    const cleared = answerOf(
      accountEndpoints.updateProfile,
      await update(auth, accessToken, { fullName: 'Minh Anh', email: null, gradeId: null }),
    ).data;
    expect(cleared).toMatchObject({ email: null, grade: null, phone: STUDENT.phone });
  });

  it('answers 409 ALREADY_REGISTERED for an e-mail another account has (any case)', async () => {
    const { api, db } = await createTestApp();
    await insertUser(db, { email: 'taken@example.com', password: 'Taken@1234' });
    const { accessToken } = await loginOk(api);
    const response = await update(api, accessToken, { fullName: 'Minh Anh', email: 'TAKEN@example.com' });
    expect(response.statusCode).toBe(409);
    expect(failureOf(response).code).toBe('ALREADY_REGISTERED');
    // The own e-mail is not "taken".
    expect((await update(api, accessToken, { fullName: 'Minh Anh', email: 'Student@Example.com' })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 VALIDATION_ERROR for an unknown grade or removing the only contact', async () => {
    const { api, db } = await createTestApp();
    await insertUser(db, { email: 'only.mail@example.com', password: 'OnlyMail@1' });
    const emailOnly = await loginOk(api, 'only.mail@example.com', 'OnlyMail@1');
    const noContact = await update(api, emailOnly.accessToken, { fullName: 'Ai Đó', email: null });
    expect(noContact.statusCode).toBe(400);
    expect(failureOf(noContact).details).toEqual([
      { field: 'email', message: 'cannot be removed from an account that has no phone number' },
    ]);

    const { accessToken } = await loginOk(api);
    const grade = await update(api, accessToken, { fullName: 'Minh Anh', gradeId: 13.5 });
    expect(grade.statusCode).toBe(400);
    expect(failureOf(grade).details?.[0]?.field).toBe('gradeId');
  });

  it('enforces the name and e-mail rules', async () => {
    const { api } = await createTestApp();
    const { accessToken } = await loginOk(api);
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '' }, 'fullName'],
      [{ fullName: ' Anh' }, 'fullName'],
      [{ fullName: 'x'.repeat(31) }, 'fullName'],
      [{ fullName: 'Anh', email: 'not-an-email' }, 'email'],
      [{ fullName: 'Anh', email: `${'a'.repeat(60)}@example.com` }, 'email'],
      [{ fullName: 'Anh', email: 5 }, 'email'],
    ];
    for (const [body, field] of cases) {
      const response = await update(api, accessToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(response).details?.[0]?.field).toBe(field);
    }
  });

  it('answers 401 without a token', async () => {
    const { api } = await createTestApp();
    expect((await putJson(api, '/account/update-profile', { fullName: 'Anh' })).statusCode).toBe(401);
  });
});

describe('POST /account/update-avatar', () => {
  const upload = (server: FastifyInstance, accessToken: string | null, form: ReturnType<typeof multipart>) =>
    server.inject({
      method: 'POST',
      url: '/account/update-avatar',
      headers: { ...form.headers, ...(accessToken === null ? {} : bearer(accessToken)) },
      payload: form.payload,
    });
  const fileForm = (content: Buffer, name = 'file', filename = 'me.png', contentType = 'image/png') =>
    multipart([{ name, filename, contentType, content }]);
  const avatarFiles = (app: TestApp) => readdirSync(join(app.config.uploadsDir, 'avatars'));

  it('stores a PNG under a random name and answers its absolute URL, which serves the image', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const png = tinyPng();
    const response = await upload(app.api, accessToken, fileForm(png, 'file', '../../etc/passwd.png'));
    expect(response.statusCode).toBe(200);
    const { avatar } = answerOf(accountEndpoints.updateAvatar, response).data;
    expect(avatar).toMatch(/^http:\/\/localhost:4000\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(avatarFiles(app)).toEqual([avatar.split('/').at(-1)]);

    const profile = (await inject(app.api, accountEndpoints.profile, { token: accessToken })).data;
    expect(profile.avatar).toBe(avatar);

    const served = await app.api.inject({ method: 'GET', url: new URL(avatar).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('accepts a JPEG (recognised by its first bytes, whatever its name and declared type), upright and without its EXIF', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const photo = await phoneJpeg();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const response = await upload(
      app.api,
      accessToken,
      fileForm(photo, 'file', 'photo.gif', 'application/octet-stream'),
    );
    expect(response.statusCode).toBe(200);
    const { avatar } = answerOf(accountEndpoints.updateAvatar, response).data;
    expect(avatar).toMatch(/\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    const served = await app.api.inject({ method: 'GET', url: new URL(avatar).pathname });
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(served.rawPayload).metadata();
    // No GPS position, no camera: only the pixels, turned as the phone meant them (4×2 → 2×4).
    expect(stored.exif).toBeUndefined();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2, height: 4 });
    expect(stored.orientation ?? 1).toBe(1);
  });

  it('refuses a file that only starts like an image with 400 on "file" and stores nothing', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo')]);
    const response = await upload(app.api, accessToken, fileForm(fake, 'file', 'me.jpg', 'image/jpeg'));
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).details?.[0]?.field).toBe('file');
    expect(avatarFiles(app)).toEqual([]);
  });

  it('works on the sign-in service too, with the URL on the main API; a new upload replaces the old file', async () => {
    const app = await createTestApp({ API_PUBLIC_URL: 'https://api.example.vn' });
    const { accessToken } = await loginOk(app.api);
    const first = answerOf(accountEndpoints.updateAvatar, await upload(app.auth, accessToken, fileForm(tinyPng()))).data
      .avatar;
    expect(first).toMatch(/^https:\/\/api\.example\.vn\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const second = answerOf(
      accountEndpoints.updateAvatar,
      await upload(app.auth, accessToken, fileForm(await phoneJpeg())),
    ).data.avatar;
    expect(second).not.toBe(first);
    expect(avatarFiles(app)).toEqual([second.split('/').at(-1)]);
    expect((await app.api.inject({ method: 'GET', url: new URL(first).pathname })).statusCode).toBe(404);
  });

  it('refuses a GIF with 415 UNSUPPORTED_MEDIA_TYPE and stores nothing', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const response = await upload(app.api, accessToken, fileForm(gif, 'file', 'me.png', 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(failureOf(response)).toEqual({
      result: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only JPG and PNG images are accepted.',
    });
    expect(avatarFiles(app)).toEqual([]);
  });

  it('accepts exactly 2 MiB and refuses 2 MiB + 1 byte with 413 PAYLOAD_TOO_LARGE', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const big = Buffer.alloc(TWO_MIB + 1, 0x42);
    tinyPng().copy(big);
    const tooBig = await upload(app.api, accessToken, fileForm(big));
    expect(tooBig.statusCode).toBe(413);
    expect(failureOf(tooBig).code).toBe('PAYLOAD_TOO_LARGE');
    expect(avatarFiles(app)).toEqual([]);

    const fits = await upload(app.api, accessToken, fileForm(big.subarray(0, TWO_MIB)));
    expect(fits.statusCode).toBe(200);
  });

  it('answers a form without a file with 400 VALIDATION_ERROR on "file"', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const onlyText = await upload(app.api, accessToken, multipart([{ name: 'note', content: 'hello' }]));
    expect(onlyText.statusCode).toBe(400);
    expect(failureOf(onlyText)).toEqual({
      result: false,
      code: 'VALIDATION_ERROR',
      message: 'Invalid request: file is required.',
      details: [{ field: 'file', message: 'is required' }],
    });
    const empty = await upload(app.api, accessToken, multipart([]));
    expect(empty.statusCode).toBe(400);
    expect(failureOf(empty).details).toEqual([{ field: 'file', message: 'is required' }]);
  });

  it('answers a file in another field with 400 naming it', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const response = await upload(app.api, accessToken, fileForm(tinyPng(), 'avatar'));
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).details).toEqual([
      { field: 'file', message: 'is required (the file was sent as "avatar")' },
    ]);
  });

  it('answers two files, an empty file, and a truncated upload with 400', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const two = multipart([
      { name: 'file', filename: 'a.png', contentType: 'image/png', content: tinyPng() },
      { name: 'file', filename: 'b.png', contentType: 'image/png', content: tinyPng() },
    ]);
    const twoFiles = await upload(app.api, accessToken, two);
    expect(twoFiles.statusCode).toBe(400);
    expect(failureOf(twoFiles).details).toEqual([{ field: 'file', message: 'must be a single file' }]);

    const empty = await upload(app.api, accessToken, fileForm(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(400);
    expect(failureOf(empty).details).toEqual([{ field: 'file', message: 'is empty' }]);

    const whole = fileForm(tinyPng());
    const truncated = await upload(app.api, accessToken, {
      ...whole,
      payload: whole.payload.subarray(0, whole.payload.length - 30),
    });
    expect(truncated.statusCode).toBe(400);
    expect(failureOf(truncated).code).toBe('VALIDATION_ERROR');
    expect(avatarFiles(app)).toEqual([]);
  });

  it('answers malformed multipart bodies with 400, never 5xx', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const bodies: [string, string][] = [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=x', 'garbage without any boundary'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      ],
      ['multipart/form-data; boundary=x', '--x\r\nbroken header line\r\n\r\ndata\r\n--x--\r\n'],
      ['multipart/form-data; boundary=x', ''],
    ];
    for (const [contentType, payload] of bodies) {
      const response = await app.api.inject({
        method: 'POST',
        url: '/account/update-avatar',
        headers: { 'content-type': contentType, ...bearer(accessToken) },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
      expect(failureOf(response).result).toBe(false);
    }
  });

  it('answers non-multipart bodies with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const variants: [string | undefined, string][] = [
      ['application/json', '{"file":"x"}'],
      ['text/plain', 'x'],
      ['image/png', tinyPng().toString('binary')],
      [undefined, ''],
    ];
    for (const [contentType, payload] of variants) {
      const response = await app.api.inject({
        method: 'POST',
        url: '/account/update-avatar',
        headers: { ...(contentType === undefined ? {} : { 'content-type': contentType }), ...bearer(accessToken) },
        payload,
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(failureOf(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('answers 401 without a token, before reading the file', async () => {
    const app = await createTestApp();
    const response = await upload(app.api, null, fileForm(tinyPng()));
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('UNAUTHORIZED');
    expect(avatarFiles(app)).toEqual([]);
  });
});

describe('GET /uploads/…', () => {
  it('answers missing files, directories and path tricks with the JSON 404', async () => {
    const app = await createTestApp();
    for (const url of [
      '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
      '/uploads/avatars/',
      '/uploads/',
      '/uploads/avatars/..%2f..%2ftest.db',
      '/uploads/../test.db',
      '/uploads/.hidden',
    ]) {
      const response = await app.api.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(failureOf(response).result).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect(existsSync(app.config.uploadsDir)).toBe(true);
  });

  it('is served by the main API only', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const form = multipart([{ name: 'file', filename: 'a.png', contentType: 'image/png', content: tinyPng() }]);
    const { avatar } = answerOf(
      accountEndpoints.updateAvatar,
      await app.api.inject({
        method: 'POST',
        url: '/account/update-avatar',
        headers: { ...form.headers, ...bearer(accessToken) },
        payload: form.payload,
      }),
    ).data;
    expect((await app.auth.inject({ method: 'GET', url: new URL(avatar).pathname })).statusCode).toBe(404);
  });
});
