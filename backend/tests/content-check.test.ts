import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuthoredUnitTest } from '@contract/content';
import {
  checkCatalogue,
  checkFile,
  gapMarkers,
  leafQuestions,
  loadContent,
  mediaIndex,
  type CheckContext,
  type ContentProblem,
} from '../src/content/check';
import { defaultContentDir } from '../src/content/paths';

const FIXTURES = join(__dirname, 'fixtures', 'content');
const media = mediaIndex(join(FIXTURES, 'media'));
const context: CheckContext = { mediaExists: (path) => media.has(path) };

const UNIT = 'fixture-g6-unit-1-my-new-school.json';
const VSTEP = 'fixture-vstep-b1-reading-1.json';
const MID_TERM = 'fixture-g7-mid-term-1.json';

/** A fresh, mutable copy of a fixture file (the objects are edited per test). */
function fixture(name: string): AuthoredUnitTest & Record<string, unknown> {
  return JSON.parse(readFileSync(join(FIXTURES, 'tests', name), 'utf8')) as AuthoredUnitTest & Record<string, unknown>;
}

/** Loose access to a question for mutation, whatever its type. */
function question(test: AuthoredUnitTest, section: number, index: number): Record<string, unknown> {
  const found = test.sections[section]?.questions[index];
  if (!found) throw new Error(`no question ${section}/${index}`);
  return found as unknown as Record<string, unknown>;
}

function problemsOf(test: unknown, file = UNIT): ContentProblem[] {
  return checkFile({ file, data: test }, context).problems;
}

function errorsOf(test: unknown, file = UNIT): string[] {
  return problemsOf(test, file)
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.path}: ${problem.message}`);
}

describe('content checker: the fixtures', () => {
  it('accepts every fixture file, with no warning', () => {
    const result = loadContent(FIXTURES);
    expect(result.problems).toEqual([]);
    expect(result.tests.map((test) => test.id)).toEqual([900001, 900002, 900003]);
    expect(result.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts group items one by one', () => {
    const test = fixture(UNIT);
    const leaves = leafQuestions(test);
    expect(leaves).toHaveLength(15);
    expect(leaves.filter((leaf) => leaf.group?.id === 'g1').map((leaf) => leaf.question.id)).toEqual(['q12', 'q13']);
    expect(leaves.find((leaf) => leaf.question.id === 'q13')?.path).toBe('$.sections[2].questions[0].items[1]');
    expect(checkFile({ file: UNIT, data: test }, context).leafCount).toBe(15);
  });

  it('reads the [[id]] gaps of a text in order', () => {
    expect(gapMarkers('I [[1]] to school and [[b-2]] home. [[1]]')).toEqual(['1', 'b-2', '1']);
    expect(gapMarkers('No gaps [here].')).toEqual([]);
  });
});

describe('content checker: structure (JSON schema)', () => {
  it('names the property, the path and the allowed values', () => {
    const test = fixture(UNIT);
    question(test, 0, 0).colour = 'red';
    question(test, 1, 0).type = 'MC12';
    (test as unknown as Record<string, unknown>).grades = ['G14'];
    const errors = errorsOf(test);
    expect(errors).toContain('$.sections[0].questions[0]: unknown property "colour"');
    expect(errors.some((e) => e.startsWith('$.sections[1].questions[0].type: must be one of "MC1"'))).toBe(true);
    expect(errors.some((e) => e.startsWith('$.grades[0]: must match'))).toBe(true);
  });

  it('requires an explanation in both languages on every leaf', () => {
    const missing = fixture(UNIT);
    delete question(missing, 0, 0).explanation;
    expect(errorsOf(missing)).toContain('$.sections[0].questions[0]: missing required property "explanation"');

    const blank = fixture(UNIT);
    const item = (blank.sections[2]?.questions[0] as unknown as { items: Record<string, unknown>[] }).items[0];
    if (item) item.explanation = { vi: 'Có.', en: '   ' };
    expect(errorsOf(blank)).toContain('$.sections[2].questions[0].items[0].explanation.en: must not be empty or blank');
  });

  it('checks each question type for its own fields', () => {
    const test = fixture(UNIT);
    delete question(test, 0, 0).options; // MC1
    delete question(test, 1, 3).targets; // DD
    question(test, 2, 1).maxSeconds = 'thirty'; // SP1
    const errors = errorsOf(test);
    expect(errors).toContain('$.sections[0].questions[0]: missing required property "options"');
    expect(errors).toContain('$.sections[1].questions[3]: missing required property "targets"');
    expect(errors).toContain('$.sections[2].questions[1].maxSeconds: must be integer');
  });

  it('rejects a bad slug, scope or nullable field', () => {
    const test = fixture(UNIT);
    (test as unknown as Record<string, unknown>).slug = 'Bad Slug';
    (test as unknown as Record<string, unknown>).scope = 'USER';
    (test as unknown as Record<string, unknown>).labels = '';
    const errors = errorsOf(test);
    expect(errors).toContain('$.slug: must match ^[a-z0-9]+(-[a-z0-9]+)*$');
    expect(errors).toContain('$.scope: must be "SYSTEM"');
    expect(errors).toContain('$.labels: must not be empty or blank, or be null');
  });

  it('allows a top-level $schema and reports invalid JSON with the file', () => {
    expect(fixture(UNIT).$schema).toBeDefined();
    const result = checkFile(
      { file: 'broken.json', data: null, parseError: 'Unexpected token } in JSON at position 10' },
      context,
    );
    expect(result.test).toBeNull();
    expect(result.problems).toEqual([
      {
        file: 'broken.json',
        path: '$',
        message: 'not valid JSON: Unexpected token } in JSON at position 10',
        severity: 'error',
      },
    ]);
  });

  it('only checks meaning once the structure holds (no crash on half-written files)', () => {
    expect(errorsOf({ id: 1, slug: 'x', sections: [{}] }).length).toBeGreaterThan(0);
    expect(errorsOf('not an object')).toEqual(['$: must be object']);
  });
});

describe('content checker: meaning', () => {
  it('keeps test ids and slugs unique across files', () => {
    const a = fixture(UNIT);
    const b = fixture(MID_TERM);
    (b as unknown as Record<string, unknown>).id = a.id;
    const c = fixture(VSTEP);
    (c as unknown as Record<string, unknown>).slug = a.slug;
    const result = checkCatalogue(
      [
        { file: UNIT, data: a },
        { file: MID_TERM, data: b },
        { file: VSTEP, data: c },
      ],
      context,
    );
    const messages = result.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(messages).toContain(`${MID_TERM} $.id: id 900001 is already used by ${UNIT}`);
    expect(messages).toContain(`${VSTEP} $.slug: slug "fixture-g6-unit-1-my-new-school" is already used by ${UNIT}`);
    expect(result.tests.map((test) => test.id)).toEqual([900001]);
  });

  it('keeps question ids unique within a test, group items included', () => {
    const test = fixture(UNIT);
    question(test, 1, 0).id = 'q12';
    expect(errorsOf(test)).toContain('$.sections: question id "q12" is used more than once in the test');
  });

  it('needs 10 to 40 questions', () => {
    const few = fixture(VSTEP);
    few.sections[0]?.questions.pop();
    expect(errorsOf(few, VSTEP)).toContain(
      '$.sections: a test has 10–40 questions (group items count one by one); this one has 9',
    );

    const many = fixture(VSTEP);
    const first = many.sections[0]?.questions[0];
    if (!first) throw new Error('fixture changed');
    for (let i = 11; i <= 41; i += 1) many.sections[0]?.questions.push({ ...first, id: `q${i}` } as typeof first);
    expect(errorsOf(many, VSTEP)).toContain(
      '$.sections: a test has 10–40 questions (group items count one by one); this one has 41',
    );
  });

  it('needs a multiple-choice answer among unique option ids', () => {
    const test = fixture(UNIT);
    question(test, 0, 0).answer = 'D';
    (question(test, 0, 1).options as { id: string }[])[1] = { id: 'A', image: 'images/fixture-banana.svg' } as never;
    const errors = errorsOf(test);
    expect(errors).toContain('$.sections[0].questions[0].answer: answer "D" is not an option id ("A", "B", "C")');
    expect(errors).toContain('$.sections[0].questions[1].options: option id "A" is used more than once');
  });

  it('needs options with something to show, and pictures for MC2', () => {
    const test = fixture(UNIT);
    (question(test, 0, 0).options as Record<string, unknown>[])[2] = { id: 'C' };
    (question(test, 0, 1).options as Record<string, unknown>[])[1] = { id: 'B', text: 'banana' };
    const errors = errorsOf(test);
    expect(errors).toContain(
      '$.sections[0].questions[0].options[2]: an option needs text, image, audio, colour or shape',
    );
    expect(errors).toContain('$.sections[0].questions[1].options: MC2 (picture options): every option needs an image');
  });

  it('needs a multiple-response answer of at least two, but not all, options', () => {
    const single = fixture(UNIT);
    question(single, 0, 2).answer = ['A'];
    expect(errorsOf(single)).toContain('$.sections[0].questions[2].answer: must NOT have fewer than 2 items');

    const all = fixture(UNIT);
    question(all, 0, 2).answer = ['A', 'B', 'C'];
    expect(errorsOf(all)).toContain('$.sections[0].questions[2].answer: MR: not every option may be correct');

    const unknown = fixture(UNIT);
    question(unknown, 0, 2).answer = ['A', 'Z'];
    expect(errorsOf(unknown)).toContain('$.sections[0].questions[2].answer: not option ids: "Z"');
  });

  it('matches every [[id]] of a fill-in text with exactly one gap, and back', () => {
    const test = fixture(UNIT);
    question(test, 0, 3).text = 'I [[1]] my homework and [[3]] football [[1]].';
    const errors = errorsOf(test);
    expect(errors).toContain('$.sections[0].questions[3].text: [[1]] appears more than once in the text');
    expect(errors).toContain('$.sections[0].questions[3].text: [[…]] without a matching gap: "3"');
    expect(errors).toContain('$.sections[0].questions[3].gaps: not written as [[id]] in the text: "2"');

    const twice = fixture(UNIT);
    (question(twice, 0, 3).gaps as Record<string, unknown>[])[1] = { id: '1', accepted: ['play'] };
    expect(errorsOf(twice)).toContain('$.sections[0].questions[3].gaps: gaps id "1" is defined more than once');
  });

  it('needs a word bank holding the answers of FB2', () => {
    const test = fixture(UNIT);
    question(test, 0, 3).bank = ['do', 'have'];
    expect(errorsOf(test)).toContain(
      '$.sections[0].questions[3].gaps[1]: no accepted answer of this gap is in the bank',
    );
  });

  it('needs each drop-down answer among its options', () => {
    const test = fixture(UNIT);
    (question(test, 1, 1).gaps as Record<string, unknown>[])[0] = { id: '1', options: ['have', 'has'], answer: 'had' };
    expect(errorsOf(test)).toContain(
      '$.sections[1].questions[1].gaps[0].answer: answer "had" is not one of the options',
    );
  });

  it('maps drag-and-drop tokens to targets, and gaps to targets', () => {
    const test = fixture(UNIT);
    question(test, 1, 3).answer = { k1: 't1', k9: 't2', k2: 't3' };
    question(test, 1, 3).text = 'They [[t1]] in Class 6A. We [[t2]] friends [[t4]].';
    const errors = errorsOf(test);
    expect(errors).toContain('$.sections[1].questions[3].answer: "k9" is not a token id');
    expect(errors).toContain('$.sections[1].questions[3].answer.k2: "t3" is not a target id');
    expect(errors).toContain('$.sections[1].questions[3].text: [[…]] without a matching target: "t4"');
  });

  it('needs every left item of a matching question matched to a right item', () => {
    const test = fixture(UNIT);
    question(test, 0, 4).answer = { 1: 'z', 3: 'a' };
    const errors = errorsOf(test);
    expect(errors).toContain('$.sections[0].questions[4].answer: not left ids: "3"');
    expect(errors).toContain('$.sections[0].questions[4].answer: every left item needs a match; missing "2"');
    expect(errors).toContain('$.sections[0].questions[4].answer.1: "z" is not a right id');
  });

  it('needs at least three items to sort', () => {
    const test = fixture(UNIT);
    (question(test, 1, 2).items as unknown[]).pop();
    expect(errorsOf(test)).toContain('$.sections[1].questions[2].items: must NOT have fewer than 3 items');
  });

  it('needs true/false/not-given enabled before NOT_GIVEN is the answer', () => {
    const test = fixture(UNIT);
    question(test, 1, 0).answer = 'NOT_GIVEN';
    expect(errorsOf(test)).toContain('$.sections[1].questions[0].answer: answer NOT_GIVEN needs "notGiven": true');
  });

  it('finds every media file on disk, at any depth', () => {
    const test = fixture(UNIT);
    (question(test, 0, 1).options as Record<string, unknown>[])[0] = { id: 'A', image: 'images/missing.svg' };
    const group = question(test, 2, 0) as { items: Record<string, unknown>[] };
    if (group.items[1]) group.items[1].audio = 'audio/missing.mp3';
    const errors = errorsOf(test);
    expect(errors).toContain(
      '$.sections[0].questions[1].options[0].image: media file not found: backend/content/media/images/missing.svg',
    );
    expect(errors).toContain(
      '$.sections[2].questions[0].items[1].audio: media file not found: backend/content/media/audio/missing.mp3',
    );
  });

  it('needs a transcript wherever there is audio', () => {
    const test = fixture(UNIT);
    question(test, 1, 4).audio = 'audio/fixture-dialogue.mp3';
    const section = test.sections[0] as unknown as Record<string, unknown>;
    section.audio = 'audio/fixture-dialogue.mp3';
    const errors = errorsOf(test);
    expect(errors).toContain('$.sections[1].questions[4]: a question with audio needs a transcript');
    expect(errors).toContain('$.sections[0]: a section with audio needs a transcript');
  });

  it('needs the audio or picture a listening or picture item is about', () => {
    const test = fixture(UNIT);
    const moved = question(test, 2, 0) as { items: Record<string, unknown>[] };
    const listening = moved.items[0];
    if (!listening) throw new Error('fixture changed');
    test.sections[1]?.questions.push({ ...listening, id: 'q99' } as never);
    const errors = errorsOf(test);
    expect(errors).toContain(
      '$.sections[1].questions[5]: MC3 (listen and choose) needs audio on the question, its LS group or its section',
    );
  });

  it('keeps the taxonomy consistent: practice modes', () => {
    const unit = fixture(UNIT);
    (unit as unknown as Record<string, unknown>).practiceModeId = 2;
    expect(errorsOf(unit)).toContain('$.practiceModeId: a UNIT test needs practiceModeId 1');

    const noUnit = fixture(UNIT);
    (noUnit as unknown as Record<string, unknown>).unit = null;
    expect(errorsOf(noUnit)).toContain('$.unit: a UNIT test needs its unit (number and title)');

    const exam = fixture(MID_TERM);
    (exam as unknown as Record<string, unknown>).practiceModeId = 1;
    expect(errorsOf(exam, MID_TERM)).toContain(
      '$.practiceModeId: only UNIT, TOPIC and SKILL tests have a practiceModeId (this one is MID_TERM_EXAM)',
    );
  });

  it('keeps the taxonomy consistent: exams', () => {
    const wrongExam = fixture(MID_TERM);
    (wrongExam as unknown as Record<string, unknown>).examId = 7;
    expect(errorsOf(wrongExam, MID_TERM)).toContain('$.examId: a MID_TERM_EXAM test needs examId 6');

    const national = fixture(MID_TERM);
    (national as unknown as Record<string, unknown>).unitTestType = 'NATIONAL_EXAM';
    expect(
      errorsOf(national, MID_TERM).some((e) =>
        e.startsWith('$.examId: a NATIONAL_EXAM test needs the examId of a national exam'),
      ),
    ).toBe(true);

    const stray = fixture(UNIT);
    (stray as unknown as Record<string, unknown>).examId = 6;
    expect(errorsOf(stray)).toContain('$.examId: only exam tests have an examId (this one is UNIT)');
  });

  it('keeps the taxonomy consistent: certificates', () => {
    const unknown = fixture(VSTEP);
    (unknown as unknown as Record<string, unknown>).certificateId = 999;
    expect(errorsOf(unknown, VSTEP)).toContain(
      '$.certificateId: unknown certificateId 999 (see CERTIFICATES in contract/catalogue.ts)',
    );

    const missing = fixture(VSTEP);
    (missing as unknown as Record<string, unknown>).certificateId = null;
    expect(errorsOf(missing, VSTEP)).toContain('$.certificateId: a CERTIFICATE test needs a certificateId');

    const stray = fixture(UNIT);
    (stray as unknown as Record<string, unknown>).certificateId = 30;
    expect(errorsOf(stray)).toContain(
      '$.certificateId: only CERTIFICATE and PLACEMENT tests have a certificateId (this one is UNIT)',
    );
  });

  it('prices PAID tests, and only them', () => {
    const free = fixture(VSTEP);
    (free as unknown as Record<string, unknown>).price = 0;
    expect(errorsOf(free, VSTEP)).toContain('$.price: a PAID test needs a price above 0 (VND)');

    const priced = fixture(UNIT);
    (priced as unknown as Record<string, unknown>).price = 10_000;
    expect(errorsOf(priced)).toContain('$.price: only PAID tests have a price (this one is FREE)');
  });

  it('needs a letter in a slug, since an all-digit key is read as an id', () => {
    const test = fixture(UNIT);
    (test as unknown as Record<string, unknown>).slug = '2024';
    expect(errorsOf(test)).toContain('$.slug: a slug needs at least one letter');
  });

  it('warns without failing: file name and slug, grades outside the school level', () => {
    const test = fixture(UNIT);
    (test as unknown as Record<string, unknown>).grades = ['G6', 'G10'];
    const result = checkFile({ file: 'renamed.json', data: test }, context);
    expect(result.test).not.toBeNull();
    expect(result.problems.map((p) => `${p.severity} ${p.path}: ${p.message}`)).toEqual([
      'warning $.grades: grades outside schoolLevel SECONDARY: "G10"',
      'warning $.slug: the file name should be the slug ("fixture-g6-unit-1-my-new-school.json")',
    ]);
  });
});

describe('content checker: backend/content', () => {
  it('finds the content directory from the code', () => {
    const dir = defaultContentDir();
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['tests', 'media', 'schema']));
  });

  it('the real test files pass (what the seed requires)', () => {
    const result = loadContent(defaultContentDir());
    const errors = result.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.file} ${p.path}: ${p.message}`);
    expect(errors).toEqual([]);
  });
});
