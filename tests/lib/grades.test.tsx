import type { GradeDto } from '@contract/api';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { getGrades, useGrades } from '@/lib/catalogue/api/grades';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { server } from '../msw/server';
import { gradesEndpoints } from '@contract/grades';
import { handle } from '../msw/handlers';

const grades: GradeDto[] = [
  { id: 6, code: 'G6', name: 'Lớp 6', nameEn: 'Grade 6', schoolLevel: 'SECONDARY', gradeEduhomeId: 1006 },
  { id: 13, code: 'G13', name: 'Đại học', nameEn: '', schoolLevel: 'UNIVERSITY', gradeEduhomeId: 1013 },
];

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

describe('grades', () => {
  it('getGrades returns the unwrapped list', async () => {
    server.use(handle(gradesEndpoints.list, () => HttpResponse.json({ result: true, data: grades })));
    await expect(getGrades()).resolves.toEqual(grades);
    expect(catalogueKeys.grades()).toBe('/grades');
  });

  it('useGrades loads the list once (guest request)', async () => {
    const headers: (string | null)[] = [];
    server.use(
      handle(gradesEndpoints.list, ({ request }) => {
        headers.push(request.headers.get('x-client-app-id'));
        return HttpResponse.json({ result: true, data: grades });
      }),
    );
    const { result } = renderHook(() => useGrades(), { wrapper });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(grades));
    expect(headers).toEqual(['web-student']);
  });

  it('shows the English name in English when there is one', () => {
    const [g6, g13] = grades as [GradeDto, GradeDto];
    expect(gradeDisplayName(g6, 'en')).toBe('Grade 6');
    expect(gradeDisplayName(g6, 'vi')).toBe('Lớp 6');
    expect(gradeDisplayName(g13, 'en')).toBe('Đại học');
  });

  it('names the grades by the school year on the international edition, past school by the grade', () => {
    const [g6, g13] = grades as [GradeDto, GradeDto];
    expect(gradeDisplayName(g6, 'vi', 'international')).toBe('Year 7');
    expect(gradeDisplayName(g6, 'en', 'international')).toBe('Year 7');
    expect(gradeDisplayName(g13, 'vi', 'international')).toBe('Đại học');
    expect(gradeDisplayName(g6, 'vi', 'standard')).toBe('Lớp 6');
  });
});
