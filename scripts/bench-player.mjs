// `npm run bench:player`: how quickly the test player answers a learner, and how much JavaScript
// it costs. A generated 100-question practice test (mostly single-choice cards, with true/false,
// multiple-response, drop-down and typed gaps) is seeded into a temporary database; a guest takes
// it in headless Chromium with the CPU slowed 4×. Prints the median and p95 time from each
// answer (a click on an option card or checkbox; a drop-down change; a typed gap) to the next
// paint, the same for the Next button, and the player page's first-load JavaScript (gzip) beside
// the bare Next.js page's, plus what Start fetches (the player loads after Start, via
// next/dynamic). Targets: p95 ≤ 100 ms; first-load JS ≤ 1.7× the bare page. A benchmark to read,
// not a test: it exits 0 unless something breaks.
//
//   npm run bench:player               # build the API, the web app and the bare page, then measure
//   npm run bench:player -- --no-build # reuse the last bench build (shared with bench:web)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_PORTS,
  bareUrl,
  buildForBench,
  kb,
  launchBrowser,
  measure,
  scriptSize,
  startApi,
  startWebAndBare,
  sumGzip,
  webUrl,
} from './bench-lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { assertPortsFree, bin, root, run, stopService } from './lib.mjs';

const viPlayer = JSON.parse(readFileSync(path.join(root, 'locales', 'vi', 'player.json'), 'utf8'));
const QUESTION_COUNT = 100;
const CPU_SLOWDOWN = 4;
const TARGET_P95_MS = 100;
const TARGET_JS_RATIO = 1.7;
/** A learner reads before answering: the click lands on a settled question, not mid-navigation. */
const READ_PAUSE_MS = 200;
const PAGE_LOADS = 5;
const SLUG = 'bench-player-100-questions';

// ------------------------------------------------------------------------------------------------
// The generated test

const explanation = (vi, en) => ({ vi, en });

const CHOICE_ITEMS = [
  [
    'My sister ___ to school by bike every morning.',
    ['go', 'goes', 'going', 'gone'],
    'B',
    'Chủ ngữ số ít ở thì hiện tại đơn: động từ thêm -es.',
    'A singular subject in the present simple takes -es.',
  ],
  [
    'We ___ football when it started to rain.',
    ['played', 'are playing', 'were playing', 'have played'],
    'C',
    'Hành động đang diễn ra thì bị xen vào: quá khứ tiếp diễn.',
    'An action in progress when another happened: past continuous.',
  ],
  [
    "There isn't ___ milk left in the fridge.",
    ['some', 'any', 'many', 'a few'],
    'B',
    'Câu phủ định với danh từ không đếm được dùng "any".',
    'Negative sentences with uncountable nouns take "any".',
  ],
  [
    'She is good ___ drawing animals.',
    ['in', 'on', 'at', 'for'],
    'C',
    '"Good at" + V-ing: giỏi về việc gì.',
    '"Good at" + -ing: skilled at something.',
  ],
  [
    'If it ___ tomorrow, we will stay at home.',
    ['rains', 'rained', 'will rain', 'is raining'],
    'A',
    'Câu điều kiện loại 1: mệnh đề if dùng hiện tại đơn.',
    'First conditional: the if-clause takes the present simple.',
  ],
  [
    'This is the ___ film I have ever seen.',
    ['good', 'better', 'best', 'well'],
    'C',
    'So sánh nhất của "good" là "the best".',
    'The superlative of "good" is "the best".',
  ],
  [
    'They have lived in Hue ___ 2015.',
    ['for', 'since', 'from', 'in'],
    'B',
    '"Since" + mốc thời gian với thì hiện tại hoàn thành.',
    '"Since" + a point in time with the present perfect.',
  ],
  [
    'Would you mind ___ the window, please?',
    ['open', 'to open', 'opening', 'opened'],
    'C',
    '"Would you mind" + V-ing.',
    '"Would you mind" is followed by -ing.',
  ],
  [
    'The letter ___ by my grandfather in 1975.',
    ['wrote', 'was written', 'has written', 'is writing'],
    'B',
    'Câu bị động thì quá khứ đơn: was/were + V3.',
    'Past simple passive: was/were + past participle.',
  ],
  [
    'Nam asked me where I ___ the day before.',
    ['go', 'have gone', 'had gone', 'will go'],
    'C',
    'Câu tường thuật lùi thì: quá khứ đơn → quá khứ hoàn thành.',
    'Reported speech moves the past simple back to the past perfect.',
  ],
  [
    'Hoa is the girl ___ won the English speaking contest.',
    ['which', 'who', 'whom', 'whose'],
    'B',
    'Đại từ quan hệ chỉ người làm chủ ngữ: "who".',
    '"Who" is the relative pronoun for a person as subject.',
  ],
  [
    'You ___ wear a helmet when you ride a motorbike.',
    ['must', "mustn't", "needn't", "can't"],
    'A',
    'Bắt buộc theo luật: "must".',
    'A legal obligation: "must".',
  ],
];

const TRUE_FALSE_ITEMS = [
  ['Ha Long Bay is in the north of Viet Nam.', 'TRUE'],
  ['Water boils at 50 degrees Celsius at sea level.', 'FALSE'],
  ['A week has seven days.', 'TRUE'],
  ['Penguins live at the North Pole.', 'FALSE'],
  ['The Mekong River flows through several countries.', 'TRUE'],
];

const MULTIPLE_RESPONSE_ITEMS = [
  ['Which TWO words are fruits?', ['carrot', 'mango', 'onion', 'papaya', 'cabbage'], ['B', 'D']],
  ['Which TWO verbs are irregular?', ['walk', 'go', 'play', 'see', 'clean'], ['B', 'D']],
  ['Which TWO words describe weather?', ['sunny', 'hungry', 'windy', 'happy', 'tired'], ['A', 'C']],
];

const SELECT_ITEMS = [
  'Last summer my family [[1]] to Da Nang. We [[2]] in a small hotel near the beach.',
  'My brother [[1]] English for three years. He [[2]] to study in Australia next year.',
];
const SELECT_GAPS = [
  [
    { id: '1', options: ['go', 'went', 'goes'], answer: 'went' },
    { id: '2', options: ['stay', 'stayed', 'staying'], answer: 'stayed' },
  ],
  [
    { id: '1', options: ['learns', 'has learnt', 'learning'], answer: 'has learnt' },
    { id: '2', options: ['hopes', 'hope', 'hoping'], answer: 'hopes' },
  ],
];

const FILL_ITEMS = [
  ["I usually have breakfast [[1]] seven o'clock.", ['at']],
  ['She was born [[1]] 2010.', ['in']],
];

/** Which family sits at position n (1-based): true/false every tenth, a few of the others, the rest single choice. */
function familyAt(n) {
  if (n % 10 === 5) return 'TF';
  if (n % 16 === 8) return 'MR';
  if (n % 25 === 12) return 'SO';
  if (n % 25 === 19) return 'FB1';
  return 'MC1';
}

function question(n) {
  const id = `q${n}`;
  const family = familyAt(n);
  switch (family) {
    case 'TF': {
      const [prompt, answer] = TRUE_FALSE_ITEMS[n % TRUE_FALSE_ITEMS.length];
      return {
        id,
        type: 'TF',
        skill: 'RE',
        prompt,
        answer,
        explanation: explanation('Kiến thức phổ thông.', 'General knowledge.'),
      };
    }
    case 'MR': {
      const [prompt, words, answer] = MULTIPLE_RESPONSE_ITEMS[n % MULTIPLE_RESPONSE_ITEMS.length];
      return {
        id,
        type: 'MR',
        skill: 'VO',
        prompt,
        instruction: { vi: 'Chọn 2 đáp án đúng.', en: 'Choose 2 correct answers.' },
        options: words.map((text, i) => ({ id: 'ABCDE'[i], text })),
        answer,
        explanation: explanation(
          'Hai từ đúng thuộc cùng một nhóm nghĩa.',
          'The two right words belong to the same group.',
        ),
      };
    }
    case 'SO': {
      const k = n % SELECT_ITEMS.length;
      return {
        id,
        type: 'SO',
        skill: 'GR',
        text: SELECT_ITEMS[k],
        gaps: SELECT_GAPS[k],
        explanation: explanation('Chú ý mốc thời gian để chọn thì.', 'The time words decide the tense.'),
      };
    }
    case 'FB1': {
      const [text, accepted] = FILL_ITEMS[n % FILL_ITEMS.length];
      return {
        id,
        type: 'FB1',
        skill: 'GR',
        text,
        gaps: [{ id: '1', accepted }],
        explanation: explanation('Giới từ chỉ thời gian.', 'A preposition of time.'),
      };
    }
    default: {
      const [prompt, texts, answer, vi, en] = CHOICE_ITEMS[n % CHOICE_ITEMS.length];
      return {
        id,
        type: 'MC1',
        skill: 'GR',
        prompt,
        options: texts.map((text, i) => ({ id: 'ABCD'[i], text })),
        answer,
        explanation: explanation(vi, en),
      };
    }
  }
}

function generatedTest() {
  const sections = [];
  for (let part = 0; part < 4; part += 1) {
    const first = part * 25 + 1;
    sections.push({
      id: `s${part + 1}`,
      title: {
        vi: `Phần ${part + 1} (câu ${first}–${first + 24})`,
        en: `Part ${part + 1} (questions ${first}–${first + 24})`,
      },
      instruction: { vi: 'Chọn hoặc viết đáp án đúng.', en: 'Choose or write the correct answer.' },
      questions: Array.from({ length: 25 }, (_, i) => question(first + i)),
    });
  }
  return {
    id: 990001,
    slug: SLUG,
    name: 'Đề luyện tập 100 câu (benchmark)',
    nameEn: '100-question practice test (benchmark)',
    labels: null,
    testCount: null,
    scope: 'SYSTEM',
    unitType: 'PRACTICE',
    unitTestType: 'UNIT',
    testKind: 'LINEAR',
    isInternationalExam: false,
    subject: 'ENGLISH',
    schoolLevel: 'SECONDARY',
    grades: ['G8'],
    practiceModeId: 1,
    examId: null,
    certificateId: null,
    topic: null,
    unit: { number: 1, title: { vi: 'Ôn tập tổng hợp', en: 'General revision' } },
    duration: 120,
    accessTier: 'FREE',
    price: null,
    featured: false,
    description: {
      vi: 'Đề 100 câu sinh tự động để đo tốc độ phản hồi của trình làm bài.',
      en: 'A generated 100-question test for measuring how quickly the player responds.',
    },
    sections,
  };
}

/** A content directory holding only the generated test, with the real media, banners and schema. */
function writeContent(dir) {
  const contentDir = path.join(dir, 'content');
  mkdirSync(path.join(contentDir, 'tests'), { recursive: true });
  for (const name of ['media', 'banners', 'schema']) {
    symlinkSync(path.join(root, 'backend', 'content', name), path.join(contentDir, name), 'dir');
  }
  writeFileSync(path.join(contentDir, 'tests', `${SLUG}.json`), `${JSON.stringify(generatedTest(), null, 2)}\n`);
  return contentDir;
}

// ------------------------------------------------------------------------------------------------
// Measuring in the page

/**
 * Runs in the page before its scripts. An answer (a click inside a question's option group, a
 * drop-down change, typing in a gap) or a click on Next stamps the event's time; a frame later a
 * message posted from requestAnimationFrame runs once that frame has been painted, and the
 * difference is the click-to-paint time. Only the first event of an interaction counts (a click
 * on a label also clicks its input).
 */
function installProbe(nextLabel) {
  const samples = [];
  let armed = false;
  const arm = (kind, family, start) => {
    if (armed) return;
    armed = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        samples.push({ kind, family, ms: performance.now() - start });
        armed = false;
      };
      channel.port2.postMessage(null);
    });
  };
  const familyOf = (target) =>
    target instanceof Element ? (target.closest('[data-family]')?.getAttribute('data-family') ?? null) : null;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const family = familyOf(target);
      if (family && target.closest('fieldset')) arm('answer', family, event.timeStamp);
      else if (target.closest('button')?.textContent?.trim() === nextLabel) arm('next', null, event.timeStamp);
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement && familyOf(event.target))
        arm('answer', familyOf(event.target), event.timeStamp);
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'text' && familyOf(event.target)) {
        arm('answer', familyOf(event.target), event.timeStamp);
      }
    },
    true,
  );
  Object.defineProperty(window, '__benchPlayer', { value: { samples } });
}

const sampleCount = (page) => page.evaluate(() => window.__benchPlayer.samples.length);
const waitForSamples = (page, count) =>
  page.waitForFunction((n) => window.__benchPlayer.samples.length >= n, count, { polling: 50, timeout: 30_000 });

/** Answers the question on screen the way a learner would; returns how many answer events that made. */
async function answer(page, n) {
  const question = page.locator('[data-family]');
  const family = await question.getAttribute('data-family');
  switch (family) {
    case 'choice':
    case 'true-false': {
      const options = question.locator('label').filter({ has: page.locator('input[type="radio"]') });
      await options.nth(n % (await options.count())).click();
      return 1;
    }
    case 'multiple-response': {
      const options = question.locator('label').filter({ has: page.locator('input[type="checkbox"]') });
      const before = await sampleCount(page);
      await options.nth(1).click();
      await waitForSamples(page, before + 1);
      await options.nth(3).click();
      return 2;
    }
    case 'select-option': {
      const selects = question.locator('select');
      const count = await selects.count();
      for (let i = 0; i < count; i += 1) {
        const before = await sampleCount(page);
        const values = await selects
          .nth(i)
          .locator('option')
          .evaluateAll((options) => options.map((o) => o.value).filter(Boolean));
        await selects.nth(i).selectOption(values[n % values.length]);
        if (i < count - 1) await waitForSamples(page, before + 1);
      }
      return count;
    }
    case 'fill-blank': {
      await question.locator('input[type="text"]').first().fill('at');
      return 1;
    }
    default:
      throw new Error(`question ${n}: no answer strategy for family "${family}"`);
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/**
 * Takes the test as a guest with the CPU slowed: the page, Start (the player's code arrives),
 * the check phase's Start, then every question answered and left with Next. Scripts are
 * recorded by phase: before the load event, at idle, from Start to the first question being
 * interactive, and while answering.
 */
async function takeTest(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'vi-VN' });
  await context.addInitScript(installProbe, viPlayer.play.next);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  let phase = 'beforeLoad';
  const scripts = [];
  page.on('load', () => {
    if (phase === 'beforeLoad') phase = 'idle';
  });
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const when = phase;
    scripts.push(scriptSize(request).then((size) => (size ? { ...size, phase: when } : null)));
  });

  await page.goto(`${webUrl}/practice-test/${SLUG}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);

  phase = 'start';
  const startedAt = Date.now();
  await page.getByRole('button', { name: viPlayer.start, exact: true }).click();
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
  const progress = page.getByText(/^Câu \d+\/\d+$/);
  await progress.filter({ hasText: `Câu 1/${QUESTION_COUNT}` }).waitFor();
  await page.locator('[data-family] input, [data-family] select').first().waitFor();
  const startMs = Date.now() - startedAt;
  phase = 'answering';

  let expected = await sampleCount(page);
  for (let n = 1; n <= QUESTION_COUNT; n += 1) {
    await page.waitForTimeout(READ_PAUSE_MS);
    expected += await answer(page, n);
    await waitForSamples(page, expected);
    if (n < QUESTION_COUNT) {
      await page.getByRole('button', { name: viPlayer.play.next, exact: true }).click();
      expected += 1;
      await waitForSamples(page, expected);
      await progress.filter({ hasText: `Câu ${n + 1}/${QUESTION_COUNT}` }).waitFor();
    }
  }
  const answeredSummary = await page.getByText(/^Đã làm \d+\/\d+ câu$/).textContent();
  const samples = await page.evaluate(() => window.__benchPlayer.samples);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const all = (await Promise.all(scripts)).filter(Boolean);
  const byPhase = (name) => all.filter((s) => s.phase === name);
  const phaseTotal = (name) => ({ files: byPhase(name).length, gzip: sumGzip(byPhase(name)) });
  return {
    samples,
    answeredSummary,
    startMs,
    beforeLoad: phaseTotal('beforeLoad'),
    idle: phaseTotal('idle'),
    start: phaseTotal('start'),
    answering: phaseTotal('answering'),
  };
}

// ------------------------------------------------------------------------------------------------

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-player-'));
const services = [];
let exitCode = 0;
try {
  const executablePath = ensureChromium();
  await assertPortsFree(BENCH_PORTS);
  const contentDir = writeContent(dataDir);
  const contentEnv = { CONTENT_DIR: contentDir, CONTENT_MAX_QUESTIONS: String(QUESTION_COUNT) };
  // The generated test must pass the same checker the seed runs; its report says why if not.
  await run(bin('tsx'), ['backend/src/content/check-cli.ts'], {
    name: 'content check of the generated test',
    env: contentEnv,
    quiet: true,
  });
  await buildForBench();
  await startApi(services, path.join(dataDir, 'bench.db'), contentEnv);
  await startWebAndBare(services);

  const browser = await launchBrowser(executablePath);
  const baseline = await measure(browser, `${bareUrl}/`);
  // The page's refresh of the test on mount imports axios, sometimes before the load event and
  // sometimes just after it: the median of a few loads is the typical first visit.
  const pageLoads = [];
  for (let i = 0; i < PAGE_LOADS; i += 1) pageLoads.push(await measure(browser, `${webUrl}/practice-test/${SLUG}`));
  const pageJs = pageLoads.sort((a, b) => a.gzip - b.gzip)[Math.floor(PAGE_LOADS / 2)];
  const loadBefore = os.loadavg()[0];
  const taken = await takeTest(browser);
  const loadAfter = os.loadavg()[0];
  await browser.close();

  const answers = taken.samples.filter((s) => s.kind === 'answer');
  const nexts = taken.samples.filter((s) => s.kind === 'next');
  const answerStats = stats(answers.map((s) => s.ms));
  const nextStats = stats(nexts.map((s) => s.ms));
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
  const line = (name, s, target) => {
    const verdict = target == null ? '' : `  (target p95 ≤ ${target} ms) ${s.p95 <= target ? 'OK' : 'OVER'}`;
    return `  ${name.padEnd(28)} median ${ms(s.median)}  p95 ${ms(s.p95)}  max ${ms(s.max)}  n=${s.count}${verdict}`;
  };

  console.log(
    `\nPlayer response, input to next paint, CPU slowed ${CPU_SLOWDOWN}× (${QUESTION_COUNT} questions; ${taken.answeredSummary}):`,
  );
  console.log(line(`answer (${answers.length} inputs)`, answerStats, TARGET_P95_MS));
  const families = [...new Set(answers.map((s) => s.family))];
  for (const family of families)
    console.log(line(`  ${family}`, stats(answers.filter((s) => s.family === family).map((s) => s.ms))));
  console.log(line('next question (Next button)', nextStats));
  // Timings are wall-clock: other processes competing for the CPU show up in the tail.
  console.log(
    `  machine: ${os.cpus().length} CPUs, 1-minute load average ${loadBefore.toFixed(1)} before the run, ${loadAfter.toFixed(1)} after`,
  );

  const ratio = pageJs.gzip / baseline.gzip;
  // Everything fetched until the first question can be answered, in the run that took the test.
  const toFirstQuestion = taken.beforeLoad.gzip + taken.idle.gzip + taken.start.gzip;
  const row = (name, result) =>
    `  ${name.padEnd(34)} ${kb(result.gzip).padStart(10)}  ${String(result.files).padStart(3)} files`;
  console.log('\nJavaScript (gzip):');
  console.log(row('bare Next.js page', baseline));
  console.log(
    `${row('player page, before load', pageJs)}  ${ratio.toFixed(2)}× (target ≤ ${TARGET_JS_RATIO}×) ${ratio <= TARGET_JS_RATIO ? 'OK' : 'OVER'}` +
      `  (later ${kb(pageJs.later)} in ${pageJs.laterFiles} files; median of ${PAGE_LOADS} loads, ` +
      `${kb(pageLoads[0].gzip)}–${kb(pageLoads[PAGE_LOADS - 1].gzip)})`,
  );
  console.log(row('after load, before Start (idle)', taken.idle));
  console.log(
    `${row('Start → first question', taken.start)}  (${(taken.startMs / 1000).toFixed(1)} s with the CPU slowed)`,
  );
  console.log(
    `  ${'through the first question'.padEnd(34)} ${kb(toFirstQuestion).padStart(10)}  ${(toFirstQuestion / baseline.gzip).toFixed(2)}× bare` +
      ' (before load + idle + Start)',
  );
  console.log(row('while answering (lazy families)', taken.answering));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  services.forEach(stopService);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
