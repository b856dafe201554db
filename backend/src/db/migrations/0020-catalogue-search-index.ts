import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Search, facets and paging whose cost does not grow with the catalogue (issue 25, decision 0028).
 * SQLite only: on Postgres the catalogue keeps its plain queries.
 *
 * - `unit_tests_fts`: a trigram FTS5 index of each test's search text (names in both languages,
 *   labels, topic, unit, exam and certificate, folded at write time: no diacritics, đ → d), so a
 *   word is found anywhere in it, as the substring search before it did, without reading every
 *   test. `unit_test_words` counts the tests holding each word of that text: the vocabulary a
 *   misspelt word is compared with.
 * - `grade_mask` / `skill_mask` on unit_tests: the test's grades (bit = grade id) and skills
 *   (bit = position in SKILLS), kept by triggers on the join tables, so a filter or a facet
 *   reads one row per test.
 * - `unit_test_facet_cells`: how many visible SYSTEM tests share each combination of filterable
 *   values. Facet counts and totals read these cells (bounded by the taxonomy, not by the
 *   catalogue) instead of the tests.
 * - `catalogue_state.version`: bumped by every write to a test, its grades or skills; cached
 *   answers are keyed by it.
 * - Indexes that walk each sort order (featured first and no time limit last as generated
 *   columns), so a page is a seek, not a sort.
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

/** The distinct words of a row's folded search text (letters, digits and single spaces only). */
const wordsOf = (row: string) =>
  `(select distinct value from json_each('["' || replace(${row}.search_text, ' ', '","') || '"]'))`;

const addWords = `insert into unit_test_words (word, n) select value, 1 from ${wordsOf('new')} where value != ''
  on conflict (word) do update set n = n + 1;`;

const removeWords = `update unit_test_words set n = n - 1 where word in ${wordsOf('old')};
  delete from unit_test_words where n <= 0 and word in ${wordsOf('old')};`;

const bump = `update catalogue_state set version = version + 1 where id = 1;`;

const SORT_INDEXES: [string, string][] = [
  ['unit_tests_sort_featured_idx', 'featured_rank, id'],
  ['unit_tests_sort_newest_idx', 'created_at, id'],
  ['unit_tests_sort_name_idx', 'name_sort, id'],
  ['unit_tests_sort_duration_idx', 'duration_rank, id'],
  ['unit_tests_sort_questions_idx', 'question_count, id'],
];

export const catalogueSearchIndex: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    const run = (statement: string) => sql.raw(statement).execute(db);

    // Sort keys as columns: a page after a known row is then a seek along (key, id).
    await run('alter table unit_tests add column featured_rank integer generated always as (-featured) virtual');
    await run(
      'alter table unit_tests add column duration_rank integer generated always as (coalesce(duration, 2147483647)) virtual',
    );
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
    await run('insert into unit_tests_fts (rowid, body) select id, search_text from unit_tests');
    await run('create table unit_test_words (word text primary key, n integer not null) without rowid');
    await run(`insert into unit_test_words (word, n)
      select value, count(distinct unit_tests.id) from unit_tests,
        json_each('["' || replace(unit_tests.search_text, ' ', '","') || '"]')
      where value != '' group by value`);

    await run(`create trigger unit_tests_ai after insert on unit_tests begin
      insert into unit_tests_fts (rowid, body) values (new.id, new.search_text);
      ${addWords}
      insert into unit_test_facet_cells (${CELL_COLUMNS}, n) select ${cellValues('new')}, 1 where ${visible('new')}
        on conflict (${CELL_COLUMNS}) do update set n = n + 1;
      ${bump}
    end`);
    await run(`create trigger unit_tests_ad after delete on unit_tests begin
      delete from unit_tests_fts where rowid = old.id;
      ${removeWords}
      update unit_test_facet_cells set n = n - 1 where ${visible('old')} and (${CELL_COLUMNS}) = (${cellValues('old')});
      delete from unit_test_facet_cells where n <= 0 and (${CELL_COLUMNS}) = (${cellValues('old')});
      ${bump}
    end`);
    await run(`create trigger unit_tests_au_search after update of search_text on unit_tests begin
      update unit_tests_fts set body = new.search_text where rowid = new.id;
      ${removeWords}
      ${addWords}
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
    await run('drop table if exists unit_test_words');
    await run('drop table if exists unit_tests_fts');
    await run('drop table if exists unit_test_facet_cells');
    await run('drop table if exists catalogue_state');
    await run('alter table unit_tests drop column skill_mask');
    await run('alter table unit_tests drop column grade_mask');
    await run('alter table unit_tests drop column duration_rank');
    await run('alter table unit_tests drop column featured_rank');
  },
};
