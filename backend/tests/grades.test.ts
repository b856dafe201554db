import type { ApiSuccess, GradeDto } from '@contract/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// Read-only checks share one app (on its own fresh database file); tests that change
// configuration or routes build their own.
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp({}, { scope: 'file' });
});

describe('GET /grades', () => {
  it('lists the 13 grades in id order with Vietnamese and English names', async () => {
    const { api } = shared;
    const response = await api.inject({ method: 'GET', url: '/grades' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiSuccess<GradeDto[]>>();
    expect(body.result).toBe(true);
    expect(body.data).toHaveLength(13);
    expect(body.data.map((g) => g.code)).toEqual(Array.from({ length: 13 }, (_, i) => `G${i + 1}`));
    expect(body.data[0]).toEqual({
      id: 1,
      code: 'G1',
      name: 'Lớp 1',
      nameEn: 'Grade 1',
      schoolLevel: 'PRIMARY',
      gradeEduhomeId: 1001,
    });
    expect(body.data[12]).toEqual({
      id: 13,
      code: 'G13',
      name: 'Sinh viên',
      nameEn: 'University student',
      schoolLevel: 'UNIVERSITY',
      gradeEduhomeId: 1013,
    });
  });

  it('maps grades to school levels (G1–5 primary, 6–9 secondary, 10–12 high)', async () => {
    const { api } = shared;
    const { data } = (await api.inject({ method: 'GET', url: '/grades' })).json<ApiSuccess<GradeDto[]>>();
    const levels = Object.fromEntries(data.map((g) => [g.code, g.schoolLevel]));
    expect(levels).toMatchObject({ G5: 'PRIMARY', G6: 'SECONDARY', G9: 'SECONDARY', G10: 'HIGH', G12: 'HIGH' });
  });

  it('ignores a body on GET instead of failing', async () => {
    const { api } = shared;
    const response = await api.inject({
      method: 'GET',
      url: '/grades',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(200);
  });
});
