import type { Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { GradesTable } from '../../db/schema';

export type GradeRow = Selectable<GradesTable>;

export function createGradesRepository(db: Database) {
  return {
    listAll(): Promise<GradeRow[]> {
      return db.selectFrom('grades').selectAll().orderBy('id').execute();
    },
  };
}

export type GradesRepository = ReturnType<typeof createGradesRepository>;
