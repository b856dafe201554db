import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './helpers';

/**
 * The catalogue (issue 4): unit tests with their sections and authored questions, the tests a
 * user owns, membership packages, sale assets, promotional banners, app settings, countries,
 * and the record of which content version was seeded.
 *
 * Grades and skills of a test are join tables so both filters are plain indexed lookups.
 * Questions keep the authored JSON (answers included; only the scorer reads it) beside the
 * columns the API filters and orders on. Sections and questions have stable row ids keyed by
 * their authored ids, so results stored later keep pointing at the same rows when content is
 * edited and re-seeded.
 */
export const catalogue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('unit_tests')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text')
      .addColumn('name_sort', 'text', (col) => col.notNull())
      .addColumn('labels', 'text')
      .addColumn('test_count', 'integer')
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('owner_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('unit_type', 'text', (col) => col.notNull())
      .addColumn('unit_test_type', 'text', (col) => col.notNull())
      .addColumn('test_kind', 'text', (col) => col.notNull())
      .addColumn('is_international_exam', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('school_level', 'text')
      .addColumn('practice_mode_id', 'integer')
      .addColumn('exam_id', 'integer')
      .addColumn('certificate_id', 'integer')
      .addColumn('topic_vi', 'text')
      .addColumn('topic_en', 'text')
      .addColumn('unit_number', 'integer')
      .addColumn('unit_title_vi', 'text')
      .addColumn('unit_title_en', 'text')
      .addColumn('duration', 'integer')
      .addColumn('question_count', 'integer', (col) => col.notNull())
      .addColumn('access_tier', 'text', (col) => col.notNull())
      .addColumn('price', 'integer')
      .addColumn('featured', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('description_vi', 'text', (col) => col.notNull())
      .addColumn('description_en', 'text', (col) => col.notNull())
      .addColumn('has_listening', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('has_speaking', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('search_text', 'text', (col) => col.notNull())
      .addColumn('content_hash', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      // Set when a test disappears from the content files: hidden, but kept for what refers to it.
      .addColumn('retired_at', 'text')
      .execute();
    await db.schema.createIndex('unit_tests_scope_idx').on('unit_tests').columns(['scope', 'owner_user_id']).execute();
    await db.schema.createIndex('unit_tests_practice_mode_idx').on('unit_tests').column('practice_mode_id').execute();
    await db.schema.createIndex('unit_tests_exam_idx').on('unit_tests').column('exam_id').execute();
    await db.schema.createIndex('unit_tests_certificate_idx').on('unit_tests').column('certificate_id').execute();

    await db.schema
      .createTable('unit_test_grades')
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('grade_id', 'integer', (col) => col.notNull().references('grades.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('unit_test_grades_pk', ['unit_test_id', 'grade_id'])
      .execute();
    await db.schema.createIndex('unit_test_grades_grade_idx').on('unit_test_grades').column('grade_id').execute();

    await db.schema
      .createTable('unit_test_skills')
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('skill', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('unit_test_skills_pk', ['unit_test_id', 'skill'])
      .execute();
    await db.schema.createIndex('unit_test_skills_skill_idx').on('unit_test_skills').column('skill').execute();

    await db.schema
      .createTable('unit_test_sections')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('section_key', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title_vi', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('skill', 'text')
      .addColumn('question_count', 'integer', (col) => col.notNull())
      // The section without its questions: instruction, passage, audio, transcript, image.
      .addColumn('content_json', 'text', (col) => col.notNull())
      .addUniqueConstraint('unit_test_sections_key', ['unit_test_id', 'section_key'])
      .execute();

    await db.schema
      .createTable('unit_test_questions')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('section_id', 'integer', (col) =>
        col.notNull().references('unit_test_sections.id').onDelete('cascade'),
      )
      .addColumn('question_key', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('skill', 'text', (col) => col.notNull())
      .addColumn('leaf_count', 'integer', (col) => col.notNull())
      // The authored question (a group keeps its items), answers included.
      .addColumn('content_json', 'text', (col) => col.notNull())
      .addUniqueConstraint('unit_test_questions_key', ['unit_test_id', 'question_key'])
      .execute();
    await db.schema
      .createIndex('unit_test_questions_section_idx')
      .on('unit_test_questions')
      .column('section_id')
      .execute();

    await db.schema
      .createTable('user_unit_tests')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('acquired_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('user_unit_tests_pair', ['user_id', 'unit_test_id'])
      .execute();

    await db.schema
      .createTable('membership_packages')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('role_code', 'text', (col) => col.notNull())
      .addColumn('name_vi', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('description_vi', 'text', (col) => col.notNull())
      .addColumn('description_en', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull())
      .addColumn('original_price', 'integer')
      .addColumn('duration_days', 'integer', (col) => col.notNull())
      .addColumn('quantities_json', 'text', (col) => col.notNull())
      .addColumn('features_json', 'text', (col) => col.notNull())
      .addColumn('highlighted', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('sale_assets')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('asset_type', 'text', (col) => col.notNull())
      .addColumn('name_vi', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull())
      .addColumn('unit_test_id', 'integer', (col) => col.unique().references('unit_tests.id').onDelete('cascade'))
      .addColumn('membership_id', 'integer', (col) =>
        col.unique().references('membership_packages.id').onDelete('cascade'),
      )
      .execute();

    await db.schema
      .createTable('banners')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('site', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('start_date', 'text', (col) => col.notNull())
      .addColumn('end_date', 'text')
      .addColumn('repeat_time', 'integer', (col) => col.notNull())
      .addColumn('display_place', 'text', (col) => col.notNull())
      .addColumn('url', 'text')
      .addColumn('open_new_tab', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('banners_lookup_idx').on('banners').columns(['type', 'site', 'status']).execute();

    await db.schema
      .createTable('banner_items')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('banner_id', 'integer', (col) => col.notNull().references('banners.id').onDelete('cascade'))
      .addColumn('lang', 'text', (col) => col.notNull())
      // Paths relative to the media directory; the API answers absolute URLs.
      .addColumn('image_desktop', 'text')
      .addColumn('image_mobile', 'text')
      .addUniqueConstraint('banner_items_lang', ['banner_id', 'lang'])
      .execute();

    await db.schema
      .createTable('app_settings')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('value_json', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('countries')
      .addColumn('code', 'text', (col) => col.primaryKey())
      .addColumn('name_vi', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('dial_code', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute();

    // Which version of a seeded data set is in the database (e.g. the hash of the test files).
    await db.schema
      .createTable('seed_state')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('hash', 'text', (col) => col.notNull())
      .addColumn('applied_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'seed_state',
      'countries',
      'app_settings',
      'banner_items',
      'banners',
      'sale_assets',
      'membership_packages',
      'user_unit_tests',
      'unit_test_questions',
      'unit_test_sections',
      'unit_test_skills',
      'unit_test_grades',
      'unit_tests',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
