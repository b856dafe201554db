import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiSuccess } from '@contract/api';
import type { AuthoredQuestion, AuthoredUnitTest, ChoiceQuestion } from '@contract/content';
import type { PlayerAnswer, PlayLeafQuestion, PlayPayload, PlayQuestion, SubmitResultData } from '@contract/player';
import { afterAll } from 'vitest';
import { defaultContentDir } from '../src/content/paths';
import { seedCatalogue } from '../src/content/seed-catalogue';
import { createTestApp, postJson, type TestApp } from './helpers';

/**
 * Tests of known content for the player: one test holding every question family, an exam, a
 * members' test without a duration. Written to a temporary content directory (typed here, so
 * the fixtures follow contract/content.ts) and seeded over the real catalogue of a test app.
 */

const explanation = { vi: 'Vì đó là đáp án đúng.', en: 'Because it is the right answer.' };
const AUDIO = 'audio/fixture-dialogue.mp3';
const IMAGE = 'images/fixture-apple.svg';

function mcs(count: number, prefix: string): ChoiceQuestion[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${index + 1}`,
    type: 'MC1' as const,
    skill: 'VO' as const,
    prompt: `Question ${index + 1}: which word means "quick"?`,
    options: [
      { id: 'A', text: 'fast' },
      { id: 'B', text: 'slow' },
      { id: 'C', text: 'late' },
      { id: 'D', text: 'heavy' },
    ],
    answer: 'A',
    explanation,
  }));
}

const ALL_FAMILIES_QUESTIONS: AuthoredQuestion[] = [
  {
    id: 'mc',
    type: 'MC1',
    skill: 'GR',
    prompt: 'She ___ to school every day.',
    options: [
      { id: 'A', text: 'go' },
      { id: 'B', text: 'goes' },
      { id: 'C', text: 'going' },
    ],
    answer: 'B',
    explanation,
  },
  {
    id: 'mc2',
    type: 'MC2',
    skill: 'VO',
    prompt: 'Which one is an apple?',
    instruction: { vi: 'Chọn tranh.', en: 'Choose the picture.' },
    options: [
      { id: 'A', image: IMAGE },
      { id: 'B', image: 'images/fixture-banana.svg', colour: 'yellow', shape: 'circle' },
    ],
    answer: 'A',
    explanation,
  },
  {
    id: 'mr',
    type: 'MR',
    skill: 'RE',
    prompt: 'Which TWO are fruit?',
    options: [
      { id: 'A', text: 'apple' },
      { id: 'B', text: 'chair' },
      { id: 'C', text: 'pear' },
      { id: 'D', text: 'desk' },
    ],
    answer: ['A', 'C'],
    explanation,
  },
  { id: 'tf', type: 'TF', skill: 'RE', prompt: 'Apples are blue.', answer: 'FALSE', explanation },
  {
    id: 'tfng',
    type: 'TF',
    skill: 'RE',
    prompt: 'The writer likes pears.',
    notGiven: true,
    answer: 'NOT_GIVEN',
    explanation,
  },
  {
    id: 'fb',
    type: 'FB1',
    skill: 'GR',
    text: 'I [[1]] tea and she [[2]] coffee.',
    gaps: [
      { id: '1', accepted: ['drink', 'like'] },
      { id: '2', accepted: ["doesn't drink", 'does not drink'] },
    ],
    explanation,
  },
  {
    id: 'fb2',
    type: 'FB2',
    skill: 'VO',
    text: 'A [[1]] is red. A [[2]] is yellow.',
    gaps: [
      { id: '1', accepted: ['strawberry'] },
      { id: '2', accepted: ['banana'] },
    ],
    bank: ['strawberry', 'banana', 'carrot', 'grape'],
    explanation,
  },
  {
    id: 'fb4',
    type: 'FB4',
    skill: 'VO',
    image: IMAGE,
    text: '[[1]]',
    gaps: [{ id: '1', accepted: ['apple'], hint: 'a _ _ l e' }],
    explanation,
  },
  {
    id: 'so',
    type: 'SO',
    skill: 'VO',
    text: 'It [[1]] a premium on [[2]].',
    gaps: [
      { id: '1', options: ['places', 'sets'], answer: 'places' },
      { id: '2', options: ['work', 'rest'], answer: 'work' },
    ],
    explanation,
  },
  {
    id: 'sa',
    type: 'SA',
    skill: 'RE',
    prompt: 'Where do you borrow books?',
    accepted: ['the library', 'library'],
    explanation,
  },
  {
    id: 'sl',
    type: 'SL',
    skill: 'GR',
    prompt: 'Put the words in order.',
    joiner: ' ',
    items: [
      { id: 'i1', text: 'My sister' },
      { id: 'i2', text: 'is' },
      { id: 'i3', text: 'taller' },
      { id: 'i4', text: 'than me.' },
    ],
    explanation,
  },
  {
    id: 'dd',
    type: 'DD',
    skill: 'RE',
    mode: 'gaps',
    text: 'First [[1]], then [[2]].',
    targets: [{ id: '1' }, { id: '2' }],
    tokens: [
      { id: 't1', text: 'wake up' },
      { id: 't2', text: 'get dressed' },
      { id: 't3', text: 'fly' },
    ],
    answer: { t1: '1', t2: '2' },
    explanation,
  },
  {
    id: 'mg',
    type: 'MG',
    skill: 'VO',
    prompt: 'Match the words.',
    left: [
      { id: 'l1', text: 'cat' },
      { id: 'l2', text: 'dog' },
    ],
    right: [
      { id: 'r1', text: 'meow' },
      { id: 'r2', text: 'woof' },
      { id: 'r3', text: 'moo' },
    ],
    answer: { l1: 'r1', l2: 'r2' },
    explanation,
  },
  {
    id: 'fc',
    type: 'FC',
    skill: 'VO',
    prompt: 'Fruit cards',
    cards: [{ id: 'c1', front: 'apple', back: { vi: 'quả táo', en: 'a round fruit' }, image: IMAGE, audio: AUDIO }],
    explanation,
  },
  {
    id: 'wr',
    type: 'WR1',
    skill: 'WR',
    prompt: 'Write to your friend about your school.',
    minWords: 20,
    maxWords: 60,
    sampleAnswer: 'Dear Sam, …',
    explanation,
  },
];

const PLAYER_ALL_FAMILIES: AuthoredUnitTest = {
  id: 990001,
  slug: 'player-all-families',
  name: 'Bài luyện mọi dạng câu hỏi',
  nameEn: 'Every question family',
  scope: 'SYSTEM',
  unitType: 'PRACTICE',
  unitTestType: 'UNIT',
  testKind: 'LINEAR',
  isInternationalExam: false,
  subject: 'ENGLISH',
  schoolLevel: 'SECONDARY',
  grades: ['G6'],
  practiceModeId: 1,
  unit: { number: 1, title: { vi: 'Trường mới', en: 'My new school' } },
  duration: 20,
  accessTier: 'FREE',
  description: { vi: 'Mọi dạng câu hỏi.', en: 'Every question family.' },
  sections: [
    { id: 's1', title: { vi: 'Đọc và ngữ pháp', en: 'Reading and grammar' }, questions: ALL_FAMILIES_QUESTIONS },
    {
      id: 's2',
      title: { vi: 'Nghe', en: 'Listening' },
      audio: AUDIO,
      transcript: 'Section transcript: welcome to the listening part.',
      playLimit: 3,
      questions: [
        {
          id: 'ls',
          type: 'LS',
          skill: 'LI',
          audio: AUDIO,
          transcript: 'A: Where is Tom? B: In the kitchen.',
          playLimit: 2,
          items: [
            {
              id: 'ls1',
              type: 'MC3',
              skill: 'LI',
              prompt: 'Where is Tom?',
              options: [
                { id: 'A', text: 'kitchen' },
                { id: 'B', text: 'garden' },
              ],
              answer: 'A',
              explanation,
            },
            {
              id: 'ds',
              type: 'DS',
              skill: 'LI',
              audio: AUDIO,
              transcript: 'I am a reliable team player.',
              playLimit: 1,
              accepted: ['I am a reliable team player.', "I'm a reliable team player."],
              explanation,
            },
          ],
        },
      ],
    },
    {
      id: 's3',
      title: { vi: 'Đọc hiểu', en: 'Reading' },
      questions: [
        {
          id: 'mix',
          type: 'MIX',
          skill: 'RE',
          title: 'Tom’s day',
          passage: 'Tom gets up at six. He walks to school.',
          items: [
            { id: 'mix1', type: 'TF', skill: 'RE', prompt: 'Tom gets up at six.', answer: 'TRUE', explanation },
            {
              id: 'mix2',
              type: 'SA',
              skill: 'RE',
              prompt: 'How does Tom go to school?',
              accepted: ['on foot', 'he walks', 'walks'],
              explanation,
            },
          ],
        },
      ],
    },
    {
      id: 's4',
      title: { vi: 'Nói', en: 'Speaking' },
      questions: [
        {
          id: 'sp1',
          type: 'SP1',
          skill: 'SP',
          prompt: 'Read aloud.',
          text: 'I like apples.',
          maxSeconds: 30,
          sampleAnswer: 'I like apples.',
          explanation,
        },
        {
          id: 'sp2',
          type: 'SP2',
          skill: 'SP',
          prompt: 'Listen and repeat.',
          audio: AUDIO,
          transcript: 'I like pears.',
          maxSeconds: 30,
          sampleAnswer: 'I like pears.',
          explanation,
        },
      ],
    },
  ],
};

const PLAYER_EXAM: AuthoredUnitTest = {
  id: 990002,
  slug: 'player-exam',
  name: 'Đề kiểm tra giữa kỳ (thử)',
  nameEn: 'Mid-term exam (fixture)',
  scope: 'SYSTEM',
  unitType: 'TEST',
  unitTestType: 'MID_TERM_EXAM',
  testKind: 'LINEAR',
  isInternationalExam: false,
  subject: 'ENGLISH',
  schoolLevel: 'SECONDARY',
  grades: ['G7'],
  examId: 6,
  duration: 15,
  accessTier: 'FREE',
  description: { vi: 'Đề thi giữa kỳ.', en: 'A mid-term exam.' },
  sections: [{ id: 's1', title: { vi: 'Từ vựng', en: 'Vocabulary' }, questions: mcs(10, 'q') }],
};

const PLAYER_MEMBERS: AuthoredUnitTest = {
  ...PLAYER_EXAM,
  id: 990003,
  slug: 'player-members',
  name: 'Bài luyện dành cho hội viên',
  nameEn: 'Members’ practice',
  unitType: 'PRACTICE',
  unitTestType: 'TOPIC',
  examId: null,
  practiceModeId: 2,
  topic: { vi: 'Từ vựng', en: 'Vocabulary' },
  duration: null,
  accessTier: 'MEMBERSHIP',
  description: { vi: 'Cho hội viên.', en: 'For members.' },
};

const PLAYER_PAID: AuthoredUnitTest = {
  ...PLAYER_MEMBERS,
  id: 990004,
  slug: 'player-paid',
  accessTier: 'PAID',
  price: 50_000,
};

export const PLAYER_TESTS = {
  allFamilies: PLAYER_ALL_FAMILIES,
  exam: PLAYER_EXAM,
  members: PLAYER_MEMBERS,
  paid: PLAYER_PAID,
} as const;

let contentDir: string | null = null;

/** The fixture content directory (written once per test file). */
function playerContentDir(): string {
  if (contentDir !== null) return contentDir;
  const dir = mkdtempSync(join(tmpdir(), 'player-content-'));
  mkdirSync(join(dir, 'tests'));
  cpSync(join(__dirname, 'fixtures', 'content', 'media'), join(dir, 'media'), { recursive: true });
  // The adaptive item bank as seeded, with its listening audio.
  const seeded = defaultContentDir();
  cpSync(join(seeded, 'adaptive'), join(dir, 'adaptive'), { recursive: true });
  cpSync(join(seeded, 'media', 'audio'), join(dir, 'media', 'audio'), {
    recursive: true,
    filter: (source) => !source.endsWith('.mp3') || /adaptive-/.test(source),
  });
  for (const test of Object.values(PLAYER_TESTS))
    writeFileSync(join(dir, 'tests', `${test.slug}.json`), JSON.stringify(test, null, 2));
  contentDir = dir;
  return dir;
}

afterAll(() => {
  if (contentDir !== null) rmSync(contentDir, { recursive: true, force: true });
  contentDir = null;
});

/** A test app whose catalogue is the player fixtures. */
export async function createPlayerApp(
  env: Record<string, string> = {},
  options: { scope?: 'test' | 'file' } = {},
): Promise<TestApp> {
  const dir = playerContentDir();
  const app = await createTestApp({ CONTENT_DIR: dir, RATE_LIMIT_MULTIPLIER: '100', ...env }, options);
  await seedCatalogue(app.db, { contentDir: dir, now: new Date('2025-01-01T00:00:00.000Z') });
  return app;
}

export async function start(
  app: TestApp,
  testId: number | string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return postJson(app.api, `/itf/unit-tests/${testId}/attempts`, body, headers);
}

export async function started(
  app: TestApp,
  testId: number | string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<PlayPayload> {
  const response = await start(app, testId, body, headers);
  if (response.statusCode !== 200) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
  return response.json<ApiSuccess<PlayPayload>>().data;
}

export function leavesOfPayload(payload: Pick<PlayPayload, 'sections'>): PlayLeafQuestion[] {
  const leaves: PlayLeafQuestion[] = [];
  const visit = (question: PlayQuestion) => {
    if (question.type === 'LS' || question.type === 'MIX') leaves.push(...question.items);
    else leaves.push(question);
  };
  for (const section of payload.sections) section.questions.forEach(visit);
  return leaves;
}

/** The play question whose type union includes T (e.g. 'FB1' → PlayFillBlankQuestion). */
type LeafOfType<T extends string> = PlayLeafQuestion extends infer Q
  ? Q extends { type: infer U }
    ? T extends U
      ? Q
      : never
    : never
  : never;

export function leafOf<T extends PlayLeafQuestion['type']>(
  payload: Pick<PlayPayload, 'sections'>,
  id: string,
  _type?: T,
): LeafOfType<T> {
  const leaf = leavesOfPayload(payload).find((question) => question.id === id);
  if (!leaf) throw new Error(`no question ${id}`);
  return leaf as LeafOfType<T>;
}

/**
 * Right answers to every auto-scored question of the all-families test, in the ids of this
 * attempt (SL, DD and MG ids are made per attempt, so they are found by their text).
 */
export function rightAnswers(payload: PlayPayload): Record<string, PlayerAnswer> {
  const sl = leafOf(payload, 'sl', 'SL');
  const byText = (text: string) => sl.items.find((item) => item.text === text)?.id ?? '';
  const dd = leafOf(payload, 'dd', 'DD');
  const token = (text: string) => dd.tokens.find((item) => item.text === text)?.id ?? '';
  const mg = leafOf(payload, 'mg', 'MG');
  const right = (text: string) => mg.right.find((item) => item.text === text)?.id ?? '';
  return {
    mc: { choice: 'B' },
    mc2: { choice: 'A' },
    mr: { choices: ['A', 'C'] },
    tf: { choice: 'FALSE' },
    tfng: { choice: 'NOT_GIVEN' },
    fb: { gaps: { '1': 'Drink', '2': 'doesn’t drink.' } },
    fb2: { gaps: { '1': 'strawberry', '2': 'banana' } },
    fb4: { gaps: { '1': 'apple' } },
    so: { gaps: { '1': 'places', '2': 'work' } },
    sa: { text: 'The library' },
    sl: { order: ['My sister', 'is', 'taller', 'than me.'].map(byText) },
    dd: { pairs: { [token('wake up')]: '1', [token('get dressed')]: '2' } },
    mg: { pairs: { l1: right('meow'), l2: right('woof') } },
    ls1: { choice: 'A' },
    ds: { text: "I'm a reliable team player" },
    mix1: { choice: 'TRUE' },
    mix2: { text: 'on foot' },
  };
}

export function submitUser(app: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return postJson(app.api, '/itf/unit-tests-result/user-submit', body, headers);
}

export function resultOf(response: { statusCode: number; body: string; json<T>(): T }): SubmitResultData {
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
  return response.json<ApiSuccess<SubmitResultData>>().data;
}
