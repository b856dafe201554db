import { createHash } from 'node:crypto';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DatabaseSchema, UnitTestsTable } from '../db/schema';
import { loadBanners } from './banners';
import { formatProblem, loadContent } from './check';
import { DERIVATION_VERSION, deriveTest, type DerivedTest } from './derive';
import { APP_SETTINGS, COUNTRIES, MEMBERSHIP_PACKAGES } from './fixed-data';

/** Thrown when the content files do not pass the checker: the server refuses to start. */
export class ContentInvalidError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 40);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(
      `The catalogue content is invalid (${problems.length} problem(s)); fix it, then run \`npm run content:check\`:\n  ${shown.join('\n  ')}${more}`,
    );
    this.name = 'ContentInvalidError';
  }
}

export const CONTENT_SEED_STATE = 'content-tests';

export interface CatalogueSeedResult {
  /** False when the test files were seeded before, unchanged: nothing was rewritten. */
  testsReseeded: boolean;
  /** Tests whose rows were (re)written. */
  testsWritten: number;
  testCount: number;
}

type Executor = Database | Transaction<DatabaseSchema>;

function unitTestRow(derived: DerivedTest, nowIso: string): Omit<Insertable<UnitTestsTable>, 'id' | 'created_at'> {
  const { test } = derived;
  return {
    slug: test.slug,
    name: test.name,
    name_en: test.nameEn,
    name_sort: derived.nameSort,
    labels: test.labels ?? null,
    test_count: test.testCount ?? null,
    scope: 'SYSTEM',
    owner_user_id: null,
    unit_type: test.unitType,
    unit_test_type: test.unitTestType,
    test_kind: test.testKind,
    is_international_exam: test.isInternationalExam ? 1 : 0,
    subject: test.subject,
    school_level: test.schoolLevel,
    practice_mode_id: test.practiceModeId ?? null,
    exam_id: test.examId ?? null,
    certificate_id: test.certificateId ?? null,
    topic_vi: test.topic?.vi ?? null,
    topic_en: test.topic?.en ?? null,
    unit_number: test.unit?.number ?? null,
    unit_title_vi: test.unit?.title.vi ?? null,
    unit_title_en: test.unit?.title.en ?? null,
    duration: test.duration,
    question_count: derived.questionCount,
    access_tier: test.accessTier,
    price: test.accessTier === 'PAID' ? (test.price ?? null) : null,
    featured: test.featured ? 1 : 0,
    description_vi: test.description.vi,
    description_en: test.description.en,
    has_listening: derived.hasListening ? 1 : 0,
    has_speaking: derived.hasSpeaking ? 1 : 0,
    search_text: derived.searchText,
    content_hash: derived.hash,
    updated_at: nowIso,
    retired_at: null,
  };
}

async function writeTest(trx: Executor, derived: DerivedTest, nowIso: string): Promise<void> {
  const { test } = derived;
  const row = unitTestRow(derived, nowIso);
  await trx
    .insertInto('unit_tests')
    .values({ id: test.id, created_at: nowIso, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();

  await trx.deleteFrom('unit_test_grades').where('unit_test_id', '=', test.id).execute();
  if (derived.gradeIds.length > 0) {
    await trx
      .insertInto('unit_test_grades')
      .values(derived.gradeIds.map((gradeId) => ({ unit_test_id: test.id, grade_id: gradeId })))
      .execute();
  }
  await trx.deleteFrom('unit_test_skills').where('unit_test_id', '=', test.id).execute();
  if (derived.skills.length > 0) {
    await trx
      .insertInto('unit_test_skills')
      .values(derived.skills.map((skill) => ({ unit_test_id: test.id, skill })))
      .execute();
  }

  // Upserts keyed by the authored ids keep row ids stable across edits (results will point at them).
  await trx
    .insertInto('unit_test_sections')
    .values(
      derived.sections.map((section) => ({
        unit_test_id: test.id,
        section_key: section.key,
        position: section.position,
        title_vi: section.title.vi,
        title_en: section.title.en,
        skill: section.skill,
        question_count: section.questionCount,
        content_json: JSON.stringify(section.content),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['unit_test_id', 'section_key']).doUpdateSet((eb) => ({
        position: eb.ref('excluded.position'),
        title_vi: eb.ref('excluded.title_vi'),
        title_en: eb.ref('excluded.title_en'),
        skill: eb.ref('excluded.skill'),
        question_count: eb.ref('excluded.question_count'),
        content_json: eb.ref('excluded.content_json'),
      })),
    )
    .execute();
  const sectionRows = await trx
    .selectFrom('unit_test_sections')
    .select(['id', 'section_key'])
    .where('unit_test_id', '=', test.id)
    .execute();
  const sectionIds = new Map(sectionRows.map((section) => [section.section_key, section.id]));

  await trx
    .insertInto('unit_test_questions')
    .values(
      derived.questions.map((question) => ({
        unit_test_id: test.id,
        section_id: sectionIds.get(question.sectionKey) ?? 0,
        question_key: question.key,
        position: question.position,
        type: question.type,
        skill: question.skill,
        leaf_count: question.leafCount,
        content_json: JSON.stringify(question.content),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['unit_test_id', 'question_key']).doUpdateSet((eb) => ({
        section_id: eb.ref('excluded.section_id'),
        position: eb.ref('excluded.position'),
        type: eb.ref('excluded.type'),
        skill: eb.ref('excluded.skill'),
        leaf_count: eb.ref('excluded.leaf_count'),
        content_json: eb.ref('excluded.content_json'),
      })),
    )
    .execute();
  await trx
    .deleteFrom('unit_test_questions')
    .where('unit_test_id', '=', test.id)
    .where(
      'question_key',
      'not in',
      derived.questions.map((question) => question.key),
    )
    .execute();
  await trx
    .deleteFrom('unit_test_sections')
    .where('unit_test_id', '=', test.id)
    .where(
      'section_key',
      'not in',
      derived.sections.map((section) => section.key),
    )
    .execute();
}

async function seedTests(db: Database, derived: DerivedTest[], contentHash: string, nowIso: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('unit_tests')
      .select(['id', 'slug', 'content_hash', 'retired_at'])
      .where('scope', '=', 'SYSTEM')
      .execute();
    const byId = new Map(existing.map((row) => [row.id, row]));
    const changed = derived.filter((entry) => {
      const row = byId.get(entry.test.id);
      return !row || row.content_hash !== entry.hash || row.retired_at !== null;
    });

    // A slug may move from one test to another in one edit: park the old slugs first so the
    // unique index never sees two tests with the same slug mid-way.
    const moving = changed.filter((entry) => {
      const row = byId.get(entry.test.id);
      return row !== undefined && row.slug !== entry.test.slug;
    });
    for (const entry of moving) {
      await trx
        .updateTable('unit_tests')
        .set({ slug: `~reseed-${entry.test.id}` })
        .where('id', '=', entry.test.id)
        .execute();
    }

    const keep = new Set(derived.map((entry) => entry.test.id));
    const gone = existing.filter((row) => !keep.has(row.id) && row.retired_at === null).map((row) => row.id);
    // Kept, not deleted: owned copies and (later) results still refer to them. The slug is freed
    // for whichever test takes it next.
    for (const id of gone) {
      await trx
        .updateTable('unit_tests')
        .set({ retired_at: nowIso, slug: `~retired-${id}` })
        .where('id', '=', id)
        .execute();
    }

    for (const entry of changed) await writeTest(trx, entry, nowIso);

    await trx
      .insertInto('seed_state')
      .values({ name: CONTENT_SEED_STATE, hash: contentHash, applied_at: nowIso })
      .onConflict((oc) => oc.column('name').doUpdateSet({ hash: contentHash, applied_at: nowIso }))
      .execute();
    return changed.length;
  });
}

async function seedCommerceAndSettings(db: Database, contentDir: string, nowIso: string): Promise<void> {
  const { banners, problems } = loadBanners(contentDir);
  if (problems.length > 0) throw new ContentInvalidError(problems);

  await db.transaction().execute(async (trx) => {
    for (const plan of MEMBERSHIP_PACKAGES) {
      const row = {
        code: plan.code,
        role_code: plan.roleCode,
        name_vi: plan.name.vi,
        name_en: plan.name.en,
        description_vi: plan.description.vi,
        description_en: plan.description.en,
        price: plan.price,
        original_price: plan.originalPrice,
        duration_days: plan.durationDays,
        quantities_json: JSON.stringify(plan.quantities),
        features_json: JSON.stringify(plan.features),
        highlighted: plan.highlighted ? 1 : 0,
        position: plan.position,
      };
      await trx
        .insertInto('membership_packages')
        .values({ id: plan.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
      const asset = {
        asset_type: 'MEMBERSHIP' as const,
        name_vi: plan.name.vi,
        name_en: plan.name.en,
        price: plan.price,
        unit_test_id: null,
      };
      await trx
        .insertInto('sale_assets')
        .values({ ...asset, membership_id: plan.id })
        .onConflict((oc) => oc.column('membership_id').doUpdateSet(asset))
        .execute();
    }
    const planIds = MEMBERSHIP_PACKAGES.map((plan) => plan.id);
    await trx.deleteFrom('membership_packages').where('id', 'not in', planIds).execute();

    // Every PAID test that is still in the catalogue is for sale on its own.
    const paid = await trx
      .selectFrom('unit_tests')
      .select(['id', 'name', 'name_en', 'price'])
      .where('scope', '=', 'SYSTEM')
      .where('access_tier', '=', 'PAID')
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute();
    for (const test of paid) {
      const asset = {
        asset_type: 'UNIT_TEST' as const,
        name_vi: test.name,
        name_en: test.name_en ?? test.name,
        price: test.price ?? 0,
        membership_id: null,
      };
      await trx
        .insertInto('sale_assets')
        .values({ ...asset, unit_test_id: test.id })
        .onConflict((oc) => oc.column('unit_test_id').doUpdateSet(asset))
        .execute();
    }
    let stale = trx.deleteFrom('sale_assets').where('unit_test_id', 'is not', null);
    if (paid.length > 0)
      stale = stale.where(
        'unit_test_id',
        'not in',
        paid.map((test) => test.id),
      );
    await stale.execute();

    for (const banner of banners) {
      const row = {
        type: banner.type,
        site: banner.site,
        status: banner.status,
        start_date: banner.startDate,
        end_date: banner.endDate,
        repeat_time: banner.repeatTime,
        display_place: banner.displayPlace,
        url: banner.url,
        open_new_tab: banner.openNewTab ? 1 : 0,
      };
      await trx
        .insertInto('banners')
        .values({ id: banner.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
      await trx.deleteFrom('banner_items').where('banner_id', '=', banner.id).execute();
      await trx
        .insertInto('banner_items')
        .values(
          banner.items.map((item) => ({
            banner_id: banner.id,
            lang: item.lang,
            image_desktop: item.imageDesktop,
            image_mobile: item.imageMobile,
          })),
        )
        .execute();
    }
    let oldBanners = trx.deleteFrom('banners');
    if (banners.length > 0)
      oldBanners = oldBanners.where(
        'id',
        'not in',
        banners.map((banner) => banner.id),
      );
    await oldBanners.execute();

    for (const setting of APP_SETTINGS) {
      const row = { value_json: JSON.stringify(setting.value), updated_at: nowIso };
      await trx
        .insertInto('app_settings')
        .values({ id: setting.id, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
    }

    for (const [position, country] of COUNTRIES.entries()) {
      const row = { name_vi: country.name.vi, name_en: country.name.en, dial_code: country.dialCode, position };
      await trx
        .insertInto('countries')
        .values({ code: country.code, ...row })
        .onConflict((oc) => oc.column('code').doUpdateSet(row))
        .execute();
    }
  });
}

export interface SeedCatalogueOptions {
  contentDir: string;
  now: Date;
  /** The most leaf questions a test may hold (config CONTENT_MAX_QUESTIONS); 40 when omitted. */
  maxQuestions?: number;
}

/**
 * Seeds the catalogue from `<contentDir>`: the test files (checked first; any error refuses the
 * whole seed), then plans, sale assets, banners, settings and countries. Tests are rewritten only
 * when the files changed since the last seed (hash kept in `seed_state`), and then only the
 * tests whose own content changed; tests removed from the files are retired, not deleted.
 */
export async function seedCatalogue(
  db: Database,
  { contentDir, now, maxQuestions }: SeedCatalogueOptions,
): Promise<CatalogueSeedResult> {
  const nowIso = now.toISOString();
  const content = loadContent(contentDir, { maxQuestions });
  if (content.errorCount > 0) {
    throw new ContentInvalidError(
      content.problems.filter((problem) => problem.severity === 'error').map(formatProblem),
    );
  }
  const contentHash = createHash('sha256')
    .update(DERIVATION_VERSION)
    .update('\u0000')
    .update(content.hash)
    .digest('hex');
  const state = await db
    .selectFrom('seed_state')
    .select('hash')
    .where('name', '=', CONTENT_SEED_STATE)
    .executeTakeFirst();

  let testsWritten = 0;
  const testsReseeded = state?.hash !== contentHash;
  if (testsReseeded) testsWritten = await seedTests(db, content.tests.map(deriveTest), contentHash, nowIso);
  await seedCommerceAndSettings(db, contentDir, nowIso);
  return { testsReseeded, testsWritten, testCount: content.tests.length };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo student's library: one free test, one opened with the membership and one gift,
 * preferring tests of the student's grade. Each source is seeded once; a source the student
 * already has a test from is left alone, so a re-seed never piles up more.
 */
export async function seedDemoLibrary(
  db: Database,
  { userId, gradeId, now }: { userId: number; gradeId: number | null; now: Date },
): Promise<void> {
  const owned = await db
    .selectFrom('user_unit_tests')
    .select(['unit_test_id', 'source'])
    .where('user_id', '=', userId)
    .execute();
  const taken = new Set(owned.map((row) => row.unit_test_id));
  const sources = new Set(owned.map((row) => row.source));

  const pick = async (tiers: ('FREE' | 'MEMBERSHIP' | 'PAID')[]): Promise<number | null> => {
    for (const tier of tiers) {
      const candidates = await db
        .selectFrom('unit_tests')
        .leftJoin('unit_test_grades', (join) =>
          join
            .onRef('unit_test_grades.unit_test_id', '=', 'unit_tests.id')
            .on('unit_test_grades.grade_id', '=', gradeId ?? -1),
        )
        .select(['unit_tests.id', 'unit_test_grades.grade_id'])
        .where('unit_tests.scope', '=', 'SYSTEM')
        .where('unit_tests.retired_at', 'is', null)
        .where('unit_tests.access_tier', '=', tier)
        .orderBy('unit_tests.id')
        .execute();
      const sorted = [
        ...candidates.filter((c) => c.grade_id !== null),
        ...candidates.filter((c) => c.grade_id === null),
      ];
      const choice = sorted.find((candidate) => !taken.has(candidate.id));
      if (choice) return choice.id;
    }
    return null;
  };

  const plan: { source: 'FREE' | 'MEMBERSHIP' | 'GIFT'; tiers: ('FREE' | 'MEMBERSHIP' | 'PAID')[]; daysAgo: number }[] =
    [
      { source: 'FREE', tiers: ['FREE'], daysAgo: 1 },
      { source: 'MEMBERSHIP', tiers: ['MEMBERSHIP'], daysAgo: 5 },
      { source: 'GIFT', tiers: ['PAID', 'MEMBERSHIP'], daysAgo: 10 },
    ];
  for (const entry of plan) {
    if (sources.has(entry.source)) continue;
    const unitTestId = await pick(entry.tiers);
    if (unitTestId === null) continue;
    taken.add(unitTestId);
    await db
      .insertInto('user_unit_tests')
      .values({
        user_id: userId,
        unit_test_id: unitTestId,
        source: entry.source,
        acquired_at: new Date(now.getTime() - entry.daysAgo * DAY_MS).toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'unit_test_id']).doNothing())
      .execute();
  }
}
