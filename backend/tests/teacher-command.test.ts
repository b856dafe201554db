/**
 * `npm run teacher`: the command signs in through the teacher app, drives the teacher API
 * against real listeners, and signs out again (also after a failure).
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join as joinPath } from 'node:path';
import { promisify } from 'node:util';
import { classesEndpoints } from '@contract/classes';
import { describe, expect, it } from 'vitest';
import { DEMO_CLASS_CODES, join, studentAuth } from './classes-fixtures';
import { createTestApp, inject, TEACHER, answerOf } from './helpers';

const run = promisify(execFile);
const SCRIPT = joinPath(__dirname, '..', '..', 'scripts', 'teacher.mjs');

describe('npm run teacher', () => {
  it('accepts a request, removes a student idempotently, and leaves no session behind', async () => {
    const app = await createTestApp();
    await app.api.listen({ host: '127.0.0.1', port: 0 });
    await app.auth.listen({ host: '127.0.0.1', port: 0 });
    const url = (server: typeof app.api) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const teacher = (...args: string[]) =>
      run(process.execPath, [SCRIPT, '--api', url(app.api), '--auth', url(app.auth), ...args], { timeout: 30_000 });

    const student = await studentAuth(app);
    answerOf(classesEndpoints.joinClass, await join(app, student, DEMO_CLASS_CODES.approval));
    const listed = await teacher('requests', DEMO_CLASS_CODES.approval);
    expect(listed.stdout).toMatch(/PENDING .*Nguyễn Minh Anh/);
    const accepted = await teacher('accept', DEMO_CLASS_CODES.approval, 'Nguyễn Minh Anh');
    expect(accepted.stdout).toMatch(/Nguyễn Minh Anh: ACCEPTED/);
    const { data: classes } = await inject(app.api, classesEndpoints.myClasses, { token: student });
    expect(classes.map((c) => c.slug)).toContain('luyen-thi-vao-10-9c');

    const json = JSON.parse((await teacher('classes', '--json')).stdout) as { joinCode: string; memberCount: number }[];
    expect(json.find((c) => c.joinCode === DEMO_CLASS_CODES.approval)?.memberCount).toBe(9);

    await teacher('remove', DEMO_CLASS_CODES.approval, 'Nguyễn Minh Anh', '--if-present');
    const again = await teacher('remove', DEMO_CLASS_CODES.approval, 'Nguyễn Minh Anh', '--if-present');
    expect(again.stdout).toMatch(/nothing to do/);
    await expect(teacher('remove', DEMO_CLASS_CODES.approval, 'Nguyễn Minh Anh')).rejects.toMatchObject({ code: 1 });
    await expect(teacher('no-such-command')).rejects.toMatchObject({ code: 1 });

    // A local file becomes a class material.
    const file = joinPath(app.config.dataDir, 'on-tap.pdf');
    writeFileSync(file, '%PDF-1.4\n%%EOF\n');
    const uploaded = await teacher('upload', DEMO_CLASS_CODES.member, file, '--title', 'Ôn tập');
    expect(uploaded.stdout).toMatch(/Reference \d+: Ôn tập \(on-tap\.pdf, 15 bytes\)/);

    // Every run signed out: the teacher has no live session left.
    const teacherRow = await app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', TEACHER.phone)
      .executeTakeFirstOrThrow();
    const live = await app.db
      .selectFrom('login_sessions')
      .select('id')
      .where('user_id', '=', teacherRow.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);
  }, 60_000);
});
