import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Data behind module seams: every table has one owning module, and only its owner's queries name
 * it. Another module that needs the data calls a function of the owner (`grantTest` of the
 * catalogue grants a test; the narrow readers app.ts passes around), except for the reads below.
 */
const ROOT = join(__dirname, '..', '..');
const MODULES = join(ROOT, 'backend', 'src', 'modules');

const OWNER: Record<string, string> = {
  users: 'account',
  password_history: 'account',
  login_sessions: 'auth',
  refresh_tokens: 'auth',
  sequences: 'auth',
  otp_codes: 'otp',
  otp_outbox: 'otp',
  verification_tokens: 'otp',
  mail_outbox: 'mail',
  grades: 'grades',
  unit_tests: 'catalogue',
  unit_test_grades: 'catalogue',
  unit_test_skills: 'catalogue',
  unit_test_sections: 'catalogue',
  unit_test_questions: 'catalogue',
  user_unit_tests: 'catalogue',
  // The search index's words, the disjunctive facet counts and the cache version (decision 0028).
  unit_test_words: 'catalogue',
  unit_test_facet_cells: 'catalogue',
  catalogue_state: 'catalogue',
  // Typed in the module itself (adaptive/tables.ts).
  adaptive_items: 'adaptive',
  adaptive_attempts: 'adaptive',
  adaptive_responses: 'adaptive',
  daily_goals: 'daily-goal',
  // Typed in the module itself (gift/tables.ts).
  gift_claims: 'gift',
  activation_codes: 'activation-codes',
  activation_code_uses: 'activation-codes',
  adaptive_test_rights: 'activation-codes',
  // Typed in the module itself (notifications/tables.ts).
  notifications: 'notifications',
  user_requests: 'notifications',
  // Typed in the module itself (events/tables.ts).
  events: 'events',
  event_tests: 'events',
  event_participants: 'events',
  // Typed in the module itself (messaging/tables.ts).
  messaging_links: 'messaging',
  messaging_link_states: 'messaging',
  // Typed in the module itself (mistakes/tables.ts).
  mistakes: 'mistakes',
  // Typed in the module itself (partners/tables.ts).
  partners: 'partners',
  partner_pages: 'partners',
  partner_page_tests: 'partners',
  partner_users: 'partners',
  partner_assertion_nonces: 'partners',
  partner_callbacks: 'partners',
  sale_assets: 'sale-assets',
  banners: 'site',
  banner_items: 'site',
  app_settings: 'site',
  countries: 'site',
  // Written only by the content seeding (backend/src/content), which is no module.
  seed_state: 'content',
  test_attempts: 'attempts',
  attempt_audio_plays: 'attempts',
  attempt_integrity_events: 'attempts',
  unit_test_results: 'attempts',
  submission_keys: 'attempts',
  share_codes: 'attempts',
  // The speaking module stores recordings through the lifecycle's `recordings` seam.
  speaking_uploads: 'attempts',
  classes: 'classes',
  class_members: 'classes',
  class_join_requests: 'classes',
  class_assignments: 'classes',
  class_assignment_results: 'classes',
  class_references: 'classes',
  cart_items: 'cart',
  exam_packages: 'orders',
  exam_package_tests: 'orders',
  orders: 'orders',
  order_items: 'orders',
  payment_events: 'orders',
  vouchers: 'vouchers',
  voucher_redemptions: 'vouchers',
  voucher_user_slots: 'vouchers',
  gateway_payments: 'payments',
  memberships: 'memberships',
  membership_packages: 'memberships',
  quantity_grants: 'memberships',
  quantity_daily_use: 'memberships',
  quantity_ledger: 'memberships',
};

/**
 * Reads of another module's table still made by a query of their own (never writes), each with
 * its reason: `module reads table`.
 */
const TEST_REFERENCE = "the catalogue's published tests are reference data: titles, prices and tiers to join to";
const GRADE_NAMES = 'grades are fixed reference data (the grade name of a user or a test)';
const CLASS_RESULTS = "assignment results and class statistics join the lifecycle's results (decision 0017)";
const READS_ALLOWED: Record<string, string> = {
  'attempts reads unit_tests': TEST_REFERENCE,
  'cart reads unit_tests': TEST_REFERENCE,
  'classes reads unit_tests': TEST_REFERENCE,
  'memberships reads unit_tests': TEST_REFERENCE,
  'orders reads unit_tests': TEST_REFERENCE,
  'attempts reads unit_test_sections':
    'the player reads the authored content of the test it plays (cached per content hash)',
  'attempts reads unit_test_questions':
    'the player reads the authored content of the test it plays (cached per content hash)',
  'classes reads unit_test_skills': 'statistics break results down by the skills of their tests',
  'attempts reads user_unit_tests': 'who owns a test decides who may take it; granting goes through grantTest',
  'cart reads user_unit_tests': 'a test already owned is not sold again; granting goes through grantTest',
  'account reads grades': GRADE_NAMES,
  'catalogue reads grades': GRADE_NAMES,
  'classes reads users': "a teacher's lists show members' and requesters' names",
  'classes reads unit_test_results': CLASS_RESULTS,
  'classes reads test_attempts': CLASS_RESULTS,
  'daily-goal reads unit_test_results': "a day's answered questions are counted from the lifecycle's submitted results",
  'memberships reads orders': 'the quantity ledger names the order a change came from',
  'activation-codes reads unit_tests': 'the code command finds the test a batch grants by its id or slug',
  'events reads unit_tests': TEST_REFERENCE,
  'events reads unit_test_results':
    "an ended event ranks its participants' results submitted inside its window (decision 0047)",
  'events reads users': "an event's ranking shows its participants' names (never their contacts)",
  'partners reads unit_tests': 'the partner command and the demo seed find the tests a page maps by id or slug',
  'vouchers reads orders': 'a voucher slot held by an unpaid order names that order',
  'orders reads membership_packages': 'an order prices the plan it sells',
  'sale-assets reads membership_packages': 'the plans are listed for sale',
  'payments reads orders': "the local gateway's page refuses to take money for an order the merchant closed",
  'payments reads unit_tests':
    'a payment for a closed order is granted only while its tests are still sold (decision 0032)',
  'payments reads user_unit_tests':
    'a payment for a closed order is refunded when the payer got the test another way since (decision 0032)',
};

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*'([a-z_]+)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** Every table a module's queries name: `module reads|writes table` → the files that do. */
function accesses(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(MODULES)) {
    const folder = relative(MODULES, file).split(sep)[0]!;
    for (const [, method, table] of readFileSync(file, 'utf8').matchAll(QUERY)) {
      const key = `${folder} ${WRITES.has(method!) ? 'writes' : 'reads'} ${table}`;
      const files = found.get(key) ?? [];
      if (!files.includes(relative(ROOT, file))) files.push(relative(ROOT, file));
      found.set(key, files);
    }
  }
  return found;
}

/**
 * The tables of the database schema (backend/src/db/schema.ts, interface DatabaseSchema), and
 * those a module types itself in its `tables.ts` (top-level keys of its table map).
 */
function schemaTables(): string[] {
  const schema = readFileSync(join(ROOT, 'backend', 'src', 'db', 'schema.ts'), 'utf8');
  const body = /export interface DatabaseSchema \{([^}]*)\}/.exec(schema)?.[1] ?? '';
  const shared = [...body.matchAll(/^\s*([a-z_]+):/gm)].map((match) => match[1]!);
  const own = sourceFiles(MODULES)
    .filter((file) => file.endsWith(`${sep}tables.ts`))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^ {2}([a-z_]+): \{/gm)].map((match) => match[1]!));
  return [...shared, ...own];
}

describe('table ownership', () => {
  it('maps every table of the schema to one owning module', () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.filter((table) => !(table in OWNER))).toEqual([]);
    expect(Object.keys(OWNER).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('finds the queries it polices', () => {
    const found = accesses();
    expect(found.get('catalogue writes user_unit_tests')).toEqual(['backend/src/modules/catalogue/ownership.ts']);
    expect(found.get('classes writes class_members')?.length).toBeGreaterThan(0);
  });

  it("lets no module write another module's table, and read one only where listed", () => {
    const crossings = [...accesses()]
      .filter(([key]) => {
        const [folder, , table] = key.split(' ');
        return OWNER[table!] !== folder;
      })
      .map(([key, files]) => `${key} (${files.join(', ')})`);
    const unexpected = crossings.filter((crossing) => {
      const key = crossing.split(' (')[0]!;
      return key.includes(' writes ') || !(key in READS_ALLOWED);
    });
    expect(unexpected).toEqual([]);
  });

  it('keeps the allow-list to reads still made', () => {
    const found = accesses();
    expect(Object.keys(READS_ALLOWED).filter((key) => !found.has(key))).toEqual([]);
  });
});
