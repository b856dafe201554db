import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './helpers';

/**
 * Classes (issue 13): classes with a join code and a slug, their members, join requests,
 * assigned unit tests with the results attached to them, and references.
 *
 * Capacity holds under concurrent joins on SQLite and Postgres alike: `classes.member_count` is
 * raised with `UPDATE … SET member_count = member_count + 1 WHERE id = ? AND member_count <
 * capacity` in the same transaction as the member row (Postgres locks the row for the update;
 * SQLite serialises writers), so a 61st join finds no row to update. `class_join_requests.
 * pending_key` ("<classId>:<userId>" while PENDING, else null) is unique: one pending request
 * per student and class.
 */
export const classes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('classes')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('teacher_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('school_level', 'text')
      .addColumn('grade_id', 'integer', (col) => col.references('grades.id').onDelete('set null'))
      .addColumn('join_mode', 'text', (col) => col.notNull())
      .addColumn('capacity', 'integer', (col) => col.notNull())
      .addColumn('member_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('join_code', 'text', (col) => col.notNull().unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('classes_teacher_idx').on('classes').column('teacher_id').execute();

    await db.schema
      .createTable('class_members')
      .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('joined_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'user_id'])
      .execute();
    await db.schema.createIndex('class_members_user_idx').on('class_members').column('user_id').execute();

    await db.schema
      .createTable('class_join_requests')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('pending_key', 'text', (col) => col.unique())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('decided_at', 'text')
      .execute();
    await db.schema
      .createIndex('class_join_requests_user_idx')
      .on('class_join_requests')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('class_join_requests_class_idx')
      .on('class_join_requests')
      .columns(['class_id', 'status'])
      .execute();

    await db.schema
      .createTable('class_assignments')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('note', 'text')
      .addColumn('open_at', 'text', (col) => col.notNull())
      .addColumn('due_at', 'text', (col) => col.notNull())
      .addColumn('share_results', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('class_assignments_class_idx')
      .on('class_assignments')
      .columns(['class_id', 'open_at'])
      .execute();
    await db.schema.createIndex('class_assignments_test_idx').on('class_assignments').column('unit_test_id').execute();

    await db.schema
      .createTable('class_assignment_results')
      .addColumn('assignment_id', 'integer', (col) =>
        col.notNull().references('class_assignments.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('result_id', 'integer', (col) => col.notNull().references('unit_test_results.id').onDelete('cascade'))
      .addColumn('submitted_at', 'text', (col) => col.notNull())
      .addColumn('late', 'integer', (col) => col.notNull())
      .addColumn('attached_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('class_assignment_results_pk', ['assignment_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('class_assignment_results_result_idx')
      .on('class_assignment_results')
      .column('result_id')
      .execute();

    await db.schema
      .createTable('class_references')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('url', 'text', (col) => col.notNull())
      .addColumn('file_name', 'text')
      .addColumn('mime_type', 'text')
      .addColumn('size_bytes', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('class_references_class_idx').on('class_references').column('class_id').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'class_references',
      'class_assignment_results',
      'class_assignments',
      'class_join_requests',
      'class_members',
      'classes',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
