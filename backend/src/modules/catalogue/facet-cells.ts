/**
 * Disjunctive facet counts from facet cells (decision 0028): a cell is a combination of
 * filterable values with how many tests share it. Each facet is counted with every active
 * filter except its own, so choosing "Miễn phí" still shows how many tests the other tiers
 * hold under the remaining filters; `total` applies every filter.
 */
import { CERTIFICATES, type UnitTestFacetsDto } from '@contract/catalogue';
import { SKILLS } from '@contract/constants';
import type { UnitTestFilters } from './filters';

export interface FacetCell {
  /** '' when the test has no school level. */
  school_level: string;
  subject: string;
  /** 0 when none. */
  practice_mode_id: number;
  exam_id: number;
  certificate_id: number;
  access_tier: string;
  unit_type: string;
  test_kind: string;
  featured: number;
  /** Bit n set: the test is for grade id n. */
  grade_mask: number;
  /** Bit n set: the test trains SKILLS[n]. */
  skill_mask: number;
  n: number;
}

export function skillMaskOf(skills: readonly string[]): number {
  return SKILLS.reduce((mask, skill, index) => (skills.includes(skill) ? mask | (1 << index) : mask), 0);
}

/** The facets a filter narrows; the other filters (unit type, kind, featured) always apply. */
type Dimension = 'level' | 'grade' | 'subject' | 'mode' | 'exam' | 'certificate' | 'skills' | 'access';

function failing(cell: FacetCell, filters: UnitTestFilters, skillMask: number): Dimension[] | null {
  if (filters.unitType && cell.unit_type !== filters.unitType) return null;
  if (filters.testKind && cell.test_kind !== filters.testKind) return null;
  if (filters.featured !== undefined && cell.featured !== (filters.featured ? 1 : 0)) return null;
  const failed: Dimension[] = [];
  if (filters.schoolLevel && cell.school_level !== filters.schoolLevel) failed.push('level');
  if (filters.gradeId !== undefined && (cell.grade_mask & (1 << filters.gradeId)) === 0) failed.push('grade');
  if (filters.subject && cell.subject !== filters.subject) failed.push('subject');
  if (filters.practiceModeId !== undefined && cell.practice_mode_id !== filters.practiceModeId) failed.push('mode');
  if (filters.examIds && !filters.examIds.includes(cell.exam_id)) failed.push('exam');
  if (filters.certificateIds && !filters.certificateIds.includes(cell.certificate_id)) failed.push('certificate');
  if (filters.skills && (cell.skill_mask & skillMask) === 0) failed.push('skills');
  if (filters.accessTier && cell.access_tier !== filters.accessTier) failed.push('access');
  return failed;
}

/** How many tests match every filter (search words aside: cells are already searched). */
export function totalOfCells(cells: readonly FacetCell[], filters: UnitTestFilters): number {
  const skillMask = skillMaskOf(filters.skills ?? []);
  let total = 0;
  for (const cell of cells) if (failing(cell, filters, skillMask)?.length === 0) total += cell.n;
  return total;
}

export function facetsOfCells(cells: readonly FacetCell[], filters: UnitTestFilters): UnitTestFacetsDto {
  const facets: UnitTestFacetsDto = {
    total: 0,
    schoolLevels: {},
    grades: {},
    practiceModes: {},
    exams: {},
    certificates: {},
    certificateFamilies: {},
    skills: {},
    accessTiers: {},
    subjects: {},
  };
  const add = (counts: Record<string, number>, key: string | number, n: number) => {
    counts[String(key)] = (counts[String(key)] ?? 0) + n;
  };
  const skillMask = skillMaskOf(filters.skills ?? []);
  for (const cell of cells) {
    const failed = failing(cell, filters, skillMask);
    if (failed === null || failed.length > 1) continue;
    const only = failed[0];
    const counts = (dimension: Dimension) => only === undefined || only === dimension;
    if (only === undefined) facets.total += cell.n;
    if (counts('level') && cell.school_level !== '') add(facets.schoolLevels, cell.school_level, cell.n);
    if (counts('grade')) {
      for (let id = 1; id < 31; id += 1) if ((cell.grade_mask & (1 << id)) !== 0) add(facets.grades, `G${id}`, cell.n);
    }
    if (counts('subject')) add(facets.subjects, cell.subject, cell.n);
    if (counts('mode') && cell.practice_mode_id !== 0) add(facets.practiceModes, cell.practice_mode_id, cell.n);
    if (counts('exam') && cell.exam_id !== 0) add(facets.exams, cell.exam_id, cell.n);
    if (counts('certificate') && cell.certificate_id !== 0) {
      add(facets.certificates, cell.certificate_id, cell.n);
      const family = CERTIFICATES.find((certificate) => certificate.id === cell.certificate_id)?.family;
      if (family) add(facets.certificateFamilies, family, cell.n);
    }
    if (counts('skills')) {
      SKILLS.forEach((skill, index) => {
        if ((cell.skill_mask & (1 << index)) !== 0) add(facets.skills, skill, cell.n);
      });
    }
    if (counts('access')) add(facets.accessTiers, cell.access_tier, cell.n);
  }
  return facets;
}
