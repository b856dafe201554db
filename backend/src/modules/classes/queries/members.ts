import type { Database } from '../../../db/database';

/** The members of a class as a teacher lists them. */
export function createMemberQueries(db: Database) {
  return {
    membersWithUsers(classId: number) {
      return db
        .selectFrom('class_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.full_name', 'u.avatar', 'u.grade_id', 'm.joined_at'])
        .where('m.class_id', '=', classId)
        .orderBy('u.full_name')
        .orderBy('u.id')
        .execute();
    },
  };
}
