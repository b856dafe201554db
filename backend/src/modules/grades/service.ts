import type { GradeDto } from '@contract/grades';
import type { GradeRow, GradesRepository } from './repository';

function toGradeDto(row: GradeRow): GradeDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameEn: row.name_en,
    schoolLevel: row.school_level,
    gradeEduhomeId: row.grade_eduhome_id,
  };
}

export function createGradesService(repository: GradesRepository) {
  return {
    async list(): Promise<GradeDto[]> {
      return (await repository.listAll()).map(toGradeDto);
    },
  };
}

export type GradesService = ReturnType<typeof createGradesService>;
