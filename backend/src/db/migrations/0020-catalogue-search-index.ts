import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Search, facets and paging whose cost does not grow with the catalogue (issue 25, decision 0028).
 * SQLite only: on Postgres the catalogue keeps its plain queries.
 *
 * - `unit_tests_fts`: a trigram FTS5 index of each test's search text (names in both languages,
 *   labels, topic, unit, exam and certificate, folded at write time: no diacritics, đ → d), so a
 *   word is found anywhere in it, as the substring search before it did, without reading every
 *   test. `unit_tests_words` indexes the same text by word (contentless); its vocabulary is
 *   what a misspelt word is compared with.
 * - `grade_mask` / `skill_mask` on unit_tests: the test's grades (bit = grade id) and skills
 *   (bit = position in SKILLS), kept by triggers on the join tables, so a filter or a facet
 *   reads one row per test.
 * - `unit_test_facet_cells`: how many visible SYSTEM tests share each combination of filterable
 *   values. Facet counts and totals read these cells (bounded by the taxonomy, not by the
 *   catalogue) instead of the tests.
 * - `catalogue_state.version`: bumped by every write to a test, its grades or skills; cached
 *   answers are keyed by it.
 * - Indexes that walk each sort order, so a page is a seek, not a sort.
 */

const SKILL_BITS = ['LI', 'RE', 'PR', 'GR', 'VO', 'SP', 'WR'];

const skillBit = (column: string) =>
  `(case ${column} ${SKILL_BITS.map((skill, index) => `when '${skill}' then ${1 << index}`).join(' ')} else 0 end)`;

/** The cell of a row (`old` or `new`) as values for unit_test_facet_cells. */
const cellValues = (row: 'old' | 'new') =>
  [
    `coalesce(${row}.school_level, '')`,
    `${row}.subject`,
    `coalesce(${row}.practice_mode_id, 0)`,
    `coalesce(${row}.exam_id, 0)`,
    `coalesce(${row}.certificate_id, 0)`,
    `${row}.access_tier`,
    `${row}.unit_type`,
    `${row}.test_kind`,
    `${row}.featured`,
    `${row}.grade_mask`,
    `${row}.skill_mask`,
  ].join(', ');

const CELL_COLUMNS =
  'school_level, subject, practice_mode_id, exam_id, certificate_id, access_tier, unit_type, test_kind, featured, grade_mask, skill_mask';

const visible = (row: 'old' | 'new') => `${row}.scope = 'SYSTEM' and ${row}.retired_at is null`;

const bump = `update catalogue_state set version = version + 1 where id = 1;`;

const SORT_INDEXES: [string, string][] = [
  ['unit_tests_sort_featured_idx', '(-featured), id'],
  ['unit_tests_sort_newest_idx', 'created_at, id'],
  ['unit_tests_sort_name_idx', 'name_sort, id'],
  ['unit_tests_sort_duration_idx', 'coalesce(duration, 2147483647), id'],
  ['unit_tests_sort_questions_idx', 'question_count, id'],
];

export const catalogueSearchIndex: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    const run = (statement: string) => sql.raw(statement).execute(db);

    await run('alter table unit_tests add column grade_mask integer not null default 0');
    await run('alter table unit_tests add column skill_mask integer not null default 0');
    await run(`update unit_tests set
      grade_mask = coalesce((select sum(1 << grade_id) from unit_test_grades g where g.unit_test_id = unit_tests.id), 0),
      skill_mask = coalesce((select sum(${skillBit('s.skill')}) from unit_test_skills s where s.unit_test_id = unit_tests.id), 0)`);

    await run('create table catalogue_state (id integer primary key, version integer not null)');
    await run('insert into catalogue_state (id, version) values (1, 1)');

    await run(`create table unit_test_facet_cells (
      school_level text not null, subject text not null, practice_mode_id integer not null,
      exam_id integer not null, certificate_id integer not null, access_tier text not null,
      unit_type text not null, test_kind text not null, featured integer not null,
      grade_mask integer not null, skill_mask integer not null, n integer not null,
      primary key (${CELL_COLUMNS})) without rowid`);
    await run(`insert into unit_test_facet_cells (${CELL_COLUMNS}, n)
      select ${cellValues('new').replaceAll('new.', '')}, count(*) from unit_tests
      where scope = 'SYSTEM' and retired_at is null group by ${CELL_COLUMNS}`);

    await run(`create virtual table unit_tests_fts using fts5(body, tokenize = 'trigram')`);
    await run(`create virtual table unit_tests_words using fts5(body, content = '', tokenize = 'unicode61')`);
    await run('create virtual table unit_tests_words_vocab using fts5vocab(unit_tests_words, row)');
    await run('insert into unit_tests_fts (rowid, body) select id, search_text from unit_tests');
    await run('insert into unit_tests_words (rowid, body) select id, search_text from unit_tests');

    await run(`create trigger unit_tests_ai after insert on unit_tests begin
      insert into unit_tests_fts (rowid, body) values (new.id, new.search_text);
      insert into unit_tests_words (rowid, body) values (new.id, new.search_text);
      insert into unit_test_facet_cells (${CELL_COLUMNS}, n) select ${cellValues('new')}, 1 where ${visible('new')}
        on conflict (${CELL_COLUMNS}) do update set n = n + 1;
      ${bump}
    end`);
    await run(`create trigger unit_tests_ad after delete on unit_tests begin
      delete from unit_tests_fts where rowid = old.id;
      insert into unit_tests_words (unit_tests_words, rowid, body) values ('delete', old.id, old.search_text);
      update unit_test_facet_cells set n = n - 1 where ${visible('old')} and (${CELL_COLUMNS}) = (${cellValues('old')});
      delete from unit_test_facet_cells where n <= 0 and (${CELL_COLUMNS}) = (${cellValues('old')});
      ${bump}
    end`);
    await run(`create trigger unit_tests_au_search after update of search_text on unit_tests begin
      update unit_tests_fts set body = new.search_text where rowid = new.id;
      insert into unit_tests_words (unit_tests_words, rowid, body) values ('delete', old.id, old.search_text);
      insert into unit_tests_words (rowid, body) values (new.id, new.search_text);
    end`);
    await run(`create trigger unit_tests_au after update on unit_tests begin
      update unit_test_facet_cells set n = n - 1 where ${visible('old')} and (${CELL_COLUMNS}) = (${cellValues('old')});
      delete from unit_test_facet_cells where n <= 0 and (${CELL_COLUMNS}) = (${cellValues('old')});
      insert into unit_test_facet_cells (${CELL_COLUMNS}, n) select ${cellValues('new')}, 1 where ${visible('new')}
        on conflict (${CELL_COLUMNS}) do update set n = n + 1;
      ${bump}
    end`);
    for (const [table, mask, bit] of [
      ['unit_test_grades', 'grade_mask', '(1 << %.grade_id)'],
      ['unit_test_skills', 'skill_mask', skillBit('%.skill')],
    ] as const) {
      await run(`create trigger ${table}_ai after insert on ${table} begin
        update unit_tests set ${mask} = ${mask} | ${bit.replaceAll('%', 'new')} where id = new.unit_test_id;
      end`);
      await run(`create trigger ${table}_ad after delete on ${table} begin
        update unit_tests set ${mask} = ${mask} & ~${bit.replaceAll('%', 'old')} where id = old.unit_test_id;
      end`);
    }
    for (const [name, columns] of SORT_INDEXES) {
      await run(`create index ${name} on unit_tests (${columns}) where retired_at is null`);
    }
    await run('create index unit_tests_name_en_idx on unit_tests (lower(name_en))');
  },

  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run('drop index if exists unit_tests_name_en_idx');
    for (const [name] of SORT_INDEXES) await run(`drop index if exists ${name}`);
    for (const trigger of [
      'unit_tests_ai',
      'unit_tests_ad',
      'unit_tests_au',
      'unit_tests_au_search',
      'unit_test_grades_ai',
      'unit_test_grades_ad',
      'unit_test_skills_ai',
      'unit_test_skills_ad',
    ]) {
      await run(`drop trigger if exists ${trigger}`);
    }
    await run('drop table if exists unit_tests_words_vocab');
    await run('drop table if exists unit_tests_words');
    await run('drop table if exists unit_tests_fts');
    await run('drop table if exists unit_test_facet_cells');
    await run('drop table if exists catalogue_state');
    await run('alter table unit_tests drop column skill_mask');
    await run('alter table unit_tests drop column grade_mask');
  },
};
