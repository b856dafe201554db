import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { CERTIFICATES, EXAMS, findCertificate, type UnitTestType } from '@contract/catalogue';
import { GRADES, PRACTICE_MODE, EXAM } from '@contract/constants';
import type {
  AuthoredQuestion,
  AuthoredSection,
  AuthoredUnitTest,
  LeafQuestion,
  ListeningGroup,
  MixedGroup,
} from '@contract/content';
import { AuthoredUnitTestSchema } from '@contract/content-schema';
import { duplicates, familyOf, gapMarkers, list, type Report } from '../modules/question-families';

/**
 * The content checker: every rule a file under backend/content/tests must meet before it is
 * seeded. The TypeBox model (contract/content-schema.ts) covers structure; the functions here and
 * each question family's `check` (modules/question-families) cover meaning (answers among the
 * options, gaps matching the text, media files present, taxonomy ids consistent). Validation is
 * pure (media existence is a callback), so each rule is unit-tested without touching the disk;
 * only `loadContent` reads files.
 */

type ProblemSeverity = 'error' | 'warning';

export interface ContentProblem {
  /** File name relative to the tests directory (e.g. "g6-unit-1.json"). */
  file: string;
  /** Where in the file: "$", "$.sections[0].questions[2].answer"… */
  path: string;
  message: string;
  /** Errors stop seeding; warnings are printed only. */
  severity: ProblemSeverity;
}

export interface ContentFile {
  file: string;
  /** Parsed JSON, or the parse failure. */
  data: unknown;
  parseError?: string;
}

export interface CheckContext {
  /** Whether `relativePath` (as written in the file) names a file under the media directory. */
  mediaExists(relativePath: string): boolean;
  /**
   * The most leaf questions a test may hold; MAX_LEAF_QUESTIONS when omitted. Authored content
   * keeps the default (config CONTENT_MAX_QUESTIONS); only generated content such as the
   * player benchmark's 100-question test raises it.
   */
  maxQuestions?: number;
}

export interface LoadContentOptions {
  /** See CheckContext.maxQuestions. */
  maxQuestions?: number;
}

export interface CheckedFile {
  file: string;
  /** The file's id when it holds a numeric one (even if the file is invalid). */
  id: number | null;
  /** Set when the file passed every error-level rule. */
  test: AuthoredUnitTest | null;
  problems: ContentProblem[];
  /** Leaf questions (group items count one by one); null when the structure is invalid. */
  leafCount: number | null;
}

export const MIN_LEAF_QUESTIONS = 10;
export const MAX_LEAF_QUESTIONS = 40;
const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
const validateStructure = ajv.compile<AuthoredUnitTest>(AuthoredUnitTestSchema);

// ------------------------------------------------------------------------------------------------
// Structure (the TypeBox model, as JSON schema)

function pointerToPath(pointer: string): string {
  if (pointer === '') return '$';
  return `$${pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : `.${segment}`))
    .join('')}`;
}

function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `unknown property "${String(params.additionalProperty)}"`;
    case 'required':
      return `missing required property "${String(params.missingProperty)}"`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'pattern':
      return params.pattern === '\\S' ? 'must not be empty or blank' : `must match ${String(params.pattern)}`;
    default:
      return error.message ?? 'is invalid';
  }
}

/**
 * Ajv reports a failed `if/then` twice (the branch's own error and "must match then") and a failed
 * nullable `anyOf` once per branch; only the errors an author can act on are kept.
 */
function structureProblems(file: string, data: unknown): ContentProblem[] {
  if (validateStructure(data)) return [];
  const errors = validateStructure.errors ?? [];
  const anyOfPaths = new Map<string, string>();
  for (const error of errors) if (error.keyword === 'anyOf') anyOfPaths.set(error.instancePath, error.schemaPath);
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const anyOfSchema = anyOfPaths.get(error.instancePath);
    let message: string;
    if (error.keyword === 'anyOf') {
      const branchMessages = errors
        .filter(
          (e) =>
            e !== error &&
            e.instancePath === error.instancePath &&
            e.schemaPath.startsWith(`${error.schemaPath.replace(/\/anyOf$/, '')}/anyOf/`),
        )
        .map((e) =>
          e.keyword === 'type' && (e.params as { type?: string }).type === 'null' ? 'be null' : describeAjvError(e),
        );
      message = [...new Set(branchMessages)].join(', or ') || 'is invalid';
    } else if (anyOfSchema && error.schemaPath.startsWith(anyOfSchema.replace(/\/anyOf$/, '/anyOf/'))) {
      continue;
    } else {
      message = describeAjvError(error);
    }
    const path = pointerToPath(error.instancePath);
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ file, path, message, severity: 'error' });
  }
  return problems;
}

// ------------------------------------------------------------------------------------------------
// Meaning

export { gapMarkers };

export interface LeafEntry {
  question: LeafQuestion;
  path: string;
  section: AuthoredSection;
  sectionIndex: number;
  group: ListeningGroup | MixedGroup | null;
}

function isGroup(question: AuthoredQuestion): question is ListeningGroup | MixedGroup {
  return question.type === 'LS' || question.type === 'MIX';
}

/** Every leaf question of a test in authored order, with where it sits. */
export function leafQuestions(test: AuthoredUnitTest): LeafEntry[] {
  const leaves: LeafEntry[] = [];
  test.sections.forEach((section, sectionIndex) => {
    section.questions.forEach((question, questionIndex) => {
      const path = `$.sections[${sectionIndex}].questions[${questionIndex}]`;
      if (isGroup(question)) {
        question.items.forEach((item, itemIndex) => {
          leaves.push({ question: item, path: `${path}.items[${itemIndex}]`, section, sectionIndex, group: question });
        });
      } else {
        leaves.push({ question, path, section, sectionIndex, group: null });
      }
    });
  });
  return leaves;
}

/** What every leaf needs, then its family's own rules. */
function checkLeaf(entry: LeafEntry, report: Report): void {
  const { question: q, path, section, group } = entry;
  if (q.audio !== undefined && q.transcript === undefined) report(path, 'a question with audio needs a transcript');
  familyOf(q).check(q, {
    path,
    report,
    hasAudio: q.audio !== undefined || group?.type === 'LS' || section.audio !== undefined,
    hasImage: q.image !== undefined || group?.image !== undefined || section.image !== undefined,
    hasTranscript: q.transcript !== undefined || group?.type === 'LS' || section.transcript !== undefined,
  });
}

const SCHOOL_EXAM_BY_TYPE: Partial<Record<UnitTestType, number>> = {
  REGULAR_EXAM: EXAM.REGULAR,
  MID_TERM_EXAM: EXAM.MID_TERM,
  END_OF_TERM_EXAM: EXAM.END_OF_TERM,
};
const PRACTICE_MODE_BY_TYPE: Partial<Record<UnitTestType, number>> = {
  UNIT: PRACTICE_MODE.BY_UNIT_TEST,
  TOPIC: PRACTICE_MODE.BY_TOPIC,
  SKILL: PRACTICE_MODE.BY_SKILL,
};

function checkTaxonomy(test: AuthoredUnitTest, report: Report): void {
  const type = test.unitTestType;
  const practiceModeId = test.practiceModeId ?? null;
  const examId = test.examId ?? null;
  const certificateId = test.certificateId ?? null;

  const expectedMode = PRACTICE_MODE_BY_TYPE[type];
  if (expectedMode !== undefined) {
    if (practiceModeId !== expectedMode)
      report('$.practiceModeId', `a ${type} test needs practiceModeId ${expectedMode}`);
  } else if (practiceModeId !== null) {
    report('$.practiceModeId', `only UNIT, TOPIC and SKILL tests have a practiceModeId (this one is ${type})`);
  }
  if (type === 'UNIT' && !test.unit) report('$.unit', 'a UNIT test needs its unit (number and title)');
  if (type === 'TOPIC' && !test.topic) report('$.topic', 'a TOPIC test needs its topic');

  const schoolExam = SCHOOL_EXAM_BY_TYPE[type];
  if (schoolExam !== undefined) {
    if (examId !== schoolExam) report('$.examId', `a ${type} test needs examId ${schoolExam}`);
  } else if (type === 'NATIONAL_EXAM') {
    const exam = EXAMS.find((candidate) => candidate.id === examId);
    if (!exam || exam.group !== 'NATIONAL') {
      report(
        '$.examId',
        `a NATIONAL_EXAM test needs the examId of a national exam (${EXAMS.filter((e) => e.group === 'NATIONAL')
          .map((e) => e.id)
          .join(', ')})`,
      );
    }
  } else if (examId !== null) {
    report('$.examId', `only exam tests have an examId (this one is ${type})`);
  }

  if (type === 'CERTIFICATE' || type === 'PLACEMENT') {
    if (certificateId === null) {
      if (type === 'CERTIFICATE') report('$.certificateId', 'a CERTIFICATE test needs a certificateId');
    } else {
      const certificate = findCertificate(certificateId);
      if (!certificate) {
        report('$.certificateId', `unknown certificateId ${certificateId} (see CERTIFICATES in contract/catalogue.ts)`);
      } else if (type === 'PLACEMENT' && certificate.family !== 'PLACEMENT' && certificate.family !== 'ADAPTIVE') {
        report(
          '$.certificateId',
          `a PLACEMENT test's certificate must be a placement or adaptive one (${CERTIFICATES.filter(
            (c) => c.family === 'PLACEMENT' || c.family === 'ADAPTIVE',
          )
            .map((c) => c.id)
            .join(', ')})`,
        );
      }
    }
  } else if (certificateId !== null) {
    report('$.certificateId', `only CERTIFICATE and PLACEMENT tests have a certificateId (this one is ${type})`);
  }

  if (test.accessTier === 'PAID') {
    if (test.price == null || test.price <= 0) report('$.price', 'a PAID test needs a price above 0 (VND)');
  } else if (test.price != null) {
    report('$.price', `only PAID tests have a price (this one is ${test.accessTier})`);
  }

  if (test.schoolLevel !== null) {
    const mismatched = test.grades.filter(
      (code) => GRADES.find((grade) => grade.code === code)?.schoolLevel !== test.schoolLevel,
    );
    if (mismatched.length > 0)
      report('$.grades', `grades outside schoolLevel ${test.schoolLevel}: ${list(mismatched)}`, 'warning');
  }
}

/** Every media path a test names, with where: any `image` or `audio` property at any depth. */
function mediaReferences(value: unknown, path = '$'): { path: string; media: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => mediaReferences(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const childPath = `${path}.${key}`;
    if ((key === 'image' || key === 'audio') && typeof child === 'string') return [{ path: childPath, media: child }];
    return mediaReferences(child, childPath);
  });
}

/** The rules a schema cannot express, on a structurally valid test. */
function meaningProblems(file: string, test: AuthoredUnitTest, context: CheckContext): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const report: Report = (path, message, severity = 'error') => problems.push({ file, path, message, severity });

  checkTaxonomy(test, report);
  // /itf/unit-tests/{id} reads an all-digit key as an id, so such a slug could never be reached.
  if (/^\d+$/.test(test.slug)) report('$.slug', 'a slug needs at least one letter');

  const sectionIds = test.sections.map((section) => section.id);
  for (const id of duplicates(sectionIds)) report('$.sections', `section id "${id}" is used more than once`);
  test.sections.forEach((section, index) => {
    if (section.audio !== undefined && section.transcript === undefined)
      report(`$.sections[${index}]`, 'a section with audio needs a transcript');
  });

  const questionIds = test.sections.flatMap((section) =>
    section.questions.flatMap((question) =>
      isGroup(question) ? [question.id, ...question.items.map((item) => item.id)] : [question.id],
    ),
  );
  for (const id of duplicates(questionIds))
    report('$.sections', `question id "${id}" is used more than once in the test`);

  const leaves = leafQuestions(test);
  const maxQuestions = context.maxQuestions ?? MAX_LEAF_QUESTIONS;
  if (leaves.length < MIN_LEAF_QUESTIONS || leaves.length > maxQuestions) {
    report(
      '$.sections',
      `a test has ${MIN_LEAF_QUESTIONS}–${maxQuestions} questions (group items count one by one); this one has ${leaves.length}`,
    );
  }
  for (const leaf of leaves) checkLeaf(leaf, report);

  for (const reference of mediaReferences(test)) {
    if (!context.mediaExists(reference.media))
      report(reference.path, `media file not found: backend/content/media/${reference.media}`);
  }
  if (basename(file, '.json') !== test.slug)
    report('$.slug', `the file name should be the slug ("${test.slug}.json")`, 'warning');
  return problems;
}

function leafCount(test: AuthoredUnitTest): number {
  return leafQuestions(test).length;
}

/** One file on its own: structure first, meaning only when the structure holds. */
export function checkFile(input: ContentFile, context: CheckContext): CheckedFile {
  const rawId = input.data !== null && typeof input.data === 'object' ? (input.data as { id?: unknown }).id : undefined;
  const id = typeof rawId === 'number' ? rawId : null;
  if (input.parseError !== undefined) {
    return {
      file: input.file,
      id,
      test: null,
      leafCount: null,
      problems: [{ file: input.file, path: '$', message: `not valid JSON: ${input.parseError}`, severity: 'error' }],
    };
  }
  const structure = structureProblems(input.file, input.data);
  if (structure.length > 0) return { file: input.file, id, test: null, leafCount: null, problems: structure };
  const test = input.data as AuthoredUnitTest;
  const problems = meaningProblems(input.file, test, context);
  const ok = !problems.some((problem) => problem.severity === 'error');
  return { file: input.file, id, test: ok ? test : null, leafCount: leafCount(test), problems };
}

export interface CatalogueCheck {
  files: CheckedFile[];
  /** Tests of files without errors, sorted by id. Only complete when `errorCount` is 0. */
  tests: AuthoredUnitTest[];
  problems: ContentProblem[];
  errorCount: number;
  warningCount: number;
}

/** All files together: each on its own, then ids and slugs unique across files. */
export function checkCatalogue(inputs: ContentFile[], context: CheckContext): CatalogueCheck {
  const files = inputs.map((input) => checkFile(input, context));
  const crossFile: ContentProblem[] = [];
  const byId = new Map<number, string>();
  const bySlug = new Map<string, string>();
  for (const input of inputs) {
    if (input.data === null || typeof input.data !== 'object') continue;
    const { id, slug } = input.data as { id?: unknown; slug?: unknown };
    if (typeof id === 'number') {
      const other = byId.get(id);
      if (other !== undefined)
        crossFile.push({
          file: input.file,
          path: '$.id',
          message: `id ${id} is already used by ${other}`,
          severity: 'error',
        });
      else byId.set(id, input.file);
    }
    if (typeof slug === 'string') {
      const other = bySlug.get(slug);
      if (other !== undefined)
        crossFile.push({
          file: input.file,
          path: '$.slug',
          message: `slug "${slug}" is already used by ${other}`,
          severity: 'error',
        });
      else bySlug.set(slug, input.file);
    }
  }
  const withCross = files.map((checked) => {
    const extra = crossFile.filter((problem) => problem.file === checked.file);
    if (extra.length === 0) return checked;
    return { ...checked, test: null, problems: [...checked.problems, ...extra] };
  });
  const problems = withCross.flatMap((checked) => checked.problems);
  const tests = withCross.flatMap((checked) => (checked.test ? [checked.test] : [])).sort((a, b) => a.id - b.id);
  return {
    files: withCross,
    tests,
    problems,
    errorCount: problems.filter((problem) => problem.severity === 'error').length,
    warningCount: problems.filter((problem) => problem.severity === 'warning').length,
  };
}

// ------------------------------------------------------------------------------------------------
// Disk

export interface LoadedContent extends CatalogueCheck {
  /** sha256 of every test file's name and bytes (sorted by name): changes when any file changes. */
  hash: string;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.isFile() ? [full] : [];
  });
}

/** The media files present, as the relative paths test files use ("images/cat.svg"). */
export function mediaIndex(mediaDir: string): Set<string> {
  return new Set(listFiles(mediaDir).map((file) => relative(mediaDir, file).split(sep).join('/')));
}

/** Reads `<contentDir>/tests/*.json` and checks it all against `<contentDir>/media`. */
export function loadContent(contentDir: string, options: LoadContentOptions = {}): LoadedContent {
  const testsDir = join(contentDir, 'tests');
  const names = existsSync(testsDir)
    ? readdirSync(testsDir)
        .filter((name) => name.endsWith('.json') && statSync(join(testsDir, name)).isFile())
        .sort()
    : [];
  const hash = createHash('sha256');
  const inputs: ContentFile[] = [];
  for (const name of names) {
    const bytes = readFileSync(join(testsDir, name));
    hash.update(name).update('\u0000').update(bytes).update('\u0000');
    try {
      inputs.push({ file: name, data: JSON.parse(bytes.toString('utf8')) as unknown });
    } catch (error) {
      inputs.push({ file: name, data: null, parseError: error instanceof Error ? error.message : String(error) });
    }
  }
  const media = mediaIndex(join(contentDir, 'media'));
  const result = checkCatalogue(inputs, { mediaExists: (path) => media.has(path), maxQuestions: options.maxQuestions });
  return { ...result, hash: hash.digest('hex') };
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.severity === 'error' ? 'ERROR' : 'warn '} ${problem.file} ${problem.path}: ${problem.message}`;
}
