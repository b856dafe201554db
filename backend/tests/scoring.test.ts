import type {
  ChoiceQuestion,
  DictationQuestion,
  DragDropQuestion,
  FillBlankQuestion,
  FlashcardQuestion,
  LeafQuestion,
  MatchingQuestion,
  MultipleResponseQuestion,
  SelectOptionQuestion,
  ShortAnswerQuestion,
  SortQuestion,
  SpeakingQuestion,
  TrueFalseQuestion,
  WritingQuestion,
} from '@contract/content';
import { describe, expect, it } from 'vitest';
import { answerWords, commonWordCount, normalizeAnswer } from '../src/modules/question-families/shared/normalize';
import { maxPointsOf, scoreLeaf, summarize } from '../src/modules/scoring/score';

const explanation = { vi: 'Giải thích.', en: 'Explanation.' };

const mc: ChoiceQuestion = {
  id: 'mc',
  type: 'MC1',
  skill: 'GR',
  prompt: 'She ___ to school.',
  explanation,
  options: [
    { id: 'A', text: 'go' },
    { id: 'B', text: 'goes' },
    { id: 'C', text: 'going' },
  ],
  answer: 'B',
};
const mr: MultipleResponseQuestion = {
  id: 'mr',
  type: 'MR',
  skill: 'RE',
  explanation,
  options: [{ id: 'A' }, { id: 'B' }, { id: 'C' }, { id: 'D' }, { id: 'E' }],
  answer: ['B', 'D'],
};
const tf: TrueFalseQuestion = { id: 'tf', type: 'TF', skill: 'RE', explanation, answer: 'FALSE' };
const tfng: TrueFalseQuestion = {
  id: 'tfng',
  type: 'TF',
  skill: 'RE',
  explanation,
  notGiven: true,
  answer: 'NOT_GIVEN',
};
const fb: FillBlankQuestion = {
  id: 'fb',
  type: 'FB1',
  skill: 'GR',
  explanation,
  text: 'I [[1]] tea and she [[2]] coffee.',
  gaps: [
    { id: '1', accepted: ['drink', 'like'] },
    { id: '2', accepted: ["doesn't drink", 'does not drink'] },
  ],
};
const so: SelectOptionQuestion = {
  id: 'so',
  type: 'SO',
  skill: 'VO',
  explanation,
  text: 'It [[1]] a premium on [[2]].',
  gaps: [
    { id: '1', options: ['places', 'sets'], answer: 'places' },
    { id: '2', options: ['work', 'rest'], answer: 'work' },
  ],
};
const sa: ShortAnswerQuestion = {
  id: 'sa',
  type: 'SA',
  skill: 'RE',
  explanation,
  accepted: ['the library', 'library'],
};
const ds: DictationQuestion = {
  id: 'ds',
  type: 'DS',
  skill: 'LI',
  explanation,
  audio: 'audio/x.mp3',
  transcript: 'I am a reliable team player.',
  accepted: ['I am a reliable team player.', "I'm a reliable team player."],
};
const sl: SortQuestion = {
  id: 'sl',
  type: 'SL',
  skill: 'GR',
  explanation,
  joiner: ' ',
  items: [
    { id: 'i1', text: 'My sister' },
    { id: 'i2', text: 'is' },
    { id: 'i3', text: 'taller' },
    { id: 'i4', text: 'than me.' },
  ],
};
const ddGaps: DragDropQuestion = {
  id: 'dd',
  type: 'DD',
  skill: 'RE',
  explanation,
  mode: 'gaps',
  text: '[[1]] then [[2]] then [[3]]',
  targets: [{ id: '1' }, { id: '2' }, { id: '3' }],
  tokens: [
    { id: 't1', text: 'a' },
    { id: 't2', text: 'b' },
    { id: 't3', text: 'c' },
    { id: 't4', text: 'extra' },
  ],
  answer: { t1: '1', t2: '2', t3: '3' },
};
const ddGroups: DragDropQuestion = {
  id: 'ddg',
  type: 'DD',
  skill: 'VO',
  explanation,
  mode: 'groups',
  targets: [
    { id: 'fruit', label: 'Fruit' },
    { id: 'animal', label: 'Animals' },
  ],
  tokens: [{ id: 'apple' }, { id: 'pear' }, { id: 'cat' }, { id: 'dog' }],
  answer: { apple: 'fruit', pear: 'fruit', cat: 'animal', dog: 'animal' },
};
const ddGroupsExtra: DragDropQuestion = {
  ...ddGroups,
  id: 'ddx',
  tokens: [...ddGroups.tokens, { id: 'chair' }, { id: 'sock' }],
};
const mg: MatchingQuestion = {
  id: 'mg',
  type: 'MG',
  skill: 'VO',
  explanation,
  left: [{ id: 'l1' }, { id: 'l2' }, { id: 'l3' }, { id: 'l4' }],
  right: [{ id: 'r1' }, { id: 'r2' }, { id: 'r3' }, { id: 'r4' }, { id: 'r5' }],
  answer: { l1: 'r3', l2: 'r1', l3: 'r5', l4: 'r2' },
};
const fc: FlashcardQuestion = {
  id: 'fc',
  type: 'FC',
  skill: 'VO',
  explanation,
  cards: [{ id: 'c1', front: 'cat', back: { vi: 'con mèo', en: 'a pet' } }],
};
const sp: SpeakingQuestion = {
  id: 'sp',
  type: 'SP3',
  skill: 'SP',
  explanation,
  maxSeconds: 30,
  sampleAnswer: 'I like football.',
};
const wr: WritingQuestion = { id: 'wr', type: 'WR1', skill: 'WR', explanation, minWords: 20, maxWords: 80 };

/** What every scorable family gets for no answer and for answers of the wrong shape. */
const MALFORMED: unknown[] = [
  undefined,
  null,
  'B',
  42,
  [],
  {},
  { choice: 7 },
  { text: ['x'] },
  { gaps: 'x' },
  { pairs: [] },
  { order: 'abc' },
  { choices: 'B' },
];

describe('normalizeAnswer', () => {
  it.each([
    ['  The   Library. ', 'the library'],
    ['DOESN’T drink!', "doesn't drink"],
    ['“quoted”', 'quoted'],
    ['well — known', 'well - known'],
    ['Hello , world ?', 'hello, world'],
    ['(library)', 'library'],
    ['Tab\tand\nnewline', 'tab and newline'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeAnswer(input)).toBe(expected);
  });

  it('splits dictation into words without punctuation', () => {
    expect(answerWords("I'm a reliable, team-player!")).toEqual(["i'm", 'a', 'reliable', 'team-player']);
    expect(answerWords('  ...  ')).toEqual([]);
    expect(commonWordCount(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'x'])).toBe(3);
    expect(commonWordCount([], ['a'])).toBe(0);
  });
});

describe('MC (MC1–MC11): exact choice', () => {
  it('gives full points for the right option, none for another', () => {
    expect(scoreLeaf(mc, { choice: 'B' })).toMatchObject({ outcome: 'CORRECT', earned: 1, max: 1, counted: true });
    expect(scoreLeaf(mc, { choice: 'A' })).toMatchObject({ outcome: 'INCORRECT', earned: 0 });
    expect(scoreLeaf(mc, { choice: 'Z' })).toMatchObject({ outcome: 'INCORRECT', earned: 0 });
  });

  it('scales with points and treats every variant alike', () => {
    for (const type of ['MC2', 'MC3', 'MC5', 'MC8', 'MC11'] as const) {
      expect(scoreLeaf({ ...mc, type, points: 2 }, { choice: 'B' })).toMatchObject({
        outcome: 'CORRECT',
        earned: 2,
        max: 2,
      });
    }
  });

  it('treats empty and malformed answers as unanswered', () => {
    expect(scoreLeaf(mc, { choice: '' }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED)
      expect(scoreLeaf(mc, answer)).toMatchObject({ outcome: 'UNANSWERED', earned: 0, max: 1 });
  });
});

describe('MR: (right − wrong) / number right, floored at 0', () => {
  it('scores full, partial, cancelled and wrong picks', () => {
    expect(scoreLeaf(mr, { choices: ['B', 'D'] })).toMatchObject({ outcome: 'CORRECT', earned: 1 });
    expect(scoreLeaf(mr, { choices: ['D', 'B'] })).toMatchObject({ outcome: 'CORRECT', earned: 1 });
    expect(scoreLeaf(mr, { choices: ['B'] })).toMatchObject({ outcome: 'PARTIAL', earned: 0.5 });
    expect(scoreLeaf(mr, { choices: ['B', 'D', 'A'] })).toMatchObject({ outcome: 'PARTIAL', earned: 0.5 });
    expect(scoreLeaf(mr, { choices: ['B', 'A'] })).toMatchObject({ outcome: 'INCORRECT', earned: 0 });
    expect(scoreLeaf(mr, { choices: ['A', 'C', 'E'] })).toMatchObject({ outcome: 'INCORRECT', earned: 0 });
    // Choosing everything does not pay.
    expect(scoreLeaf(mr, { choices: ['A', 'B', 'C', 'D', 'E'] })).toMatchObject({ outcome: 'INCORRECT', earned: 0 });
  });

  it('counts a repeated pick once and marks each option right or wrong', () => {
    const score = scoreLeaf(mr, { choices: ['B', 'B'] });
    expect(score.earned).toBe(0.5);
    expect(score.parts).toEqual({ A: true, B: true, C: true, D: false, E: true });
  });

  it('treats empty and malformed answers as unanswered', () => {
    expect(scoreLeaf(mr, { choices: [] }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(mr, answer).outcome).toBe('UNANSWERED');
    expect(scoreLeaf(mr, { choices: ['B', 3] }).outcome).toBe('UNANSWERED');
  });
});

describe('TF: exact choice', () => {
  it('scores true/false and not given', () => {
    expect(scoreLeaf(tf, { choice: 'FALSE' }).outcome).toBe('CORRECT');
    expect(scoreLeaf(tf, { choice: 'TRUE' }).outcome).toBe('INCORRECT');
    expect(scoreLeaf(tf, { choice: 'NOT_GIVEN' }).outcome).toBe('INCORRECT');
    expect(scoreLeaf(tfng, { choice: 'NOT_GIVEN' }).outcome).toBe('CORRECT');
    expect(scoreLeaf(tfng, { choice: 'false' }).outcome).toBe('INCORRECT');
  });

  it('treats empty and malformed answers as unanswered', () => {
    for (const answer of MALFORMED) expect(scoreLeaf(tf, answer).outcome).toBe('UNANSWERED');
  });
});

describe('FB (FB1–FB8): per gap, normalised, any accepted answer', () => {
  it('is worth one point per gap', () => {
    expect(maxPointsOf(fb)).toBe(2);
    expect(maxPointsOf({ ...fb, points: 2 })).toBe(4);
  });

  it('accepts case, spacing, end punctuation and curly quotes', () => {
    expect(scoreLeaf(fb, { gaps: { '1': '  LIKE ', '2': 'Doesn’t   drink.' } })).toMatchObject({
      outcome: 'CORRECT',
      earned: 2,
      max: 2,
    });
    expect(scoreLeaf(fb, { gaps: { '1': 'drink', '2': 'does not drink!' } }).outcome).toBe('CORRECT');
  });

  it('gives partial credit per gap and reports each gap', () => {
    const score = scoreLeaf(fb, { gaps: { '1': 'drink', '2': 'drinks' } });
    expect(score).toMatchObject({ outcome: 'PARTIAL', earned: 1, max: 2 });
    expect(score.parts).toEqual({ '1': true, '2': false });
    expect(scoreLeaf(fb, { gaps: { '1': 'drink' } })).toMatchObject({
      outcome: 'PARTIAL',
      earned: 1,
      parts: { '1': true, '2': false },
    });
  });

  it('scores wrong words as incorrect and blank gaps as unanswered', () => {
    expect(scoreLeaf(fb, { gaps: { '1': 'eat', '2': 'eats' } })).toMatchObject({ outcome: 'INCORRECT', earned: 0 });
    expect(scoreLeaf(fb, { gaps: { '1': '  ', '2': '' } }).outcome).toBe('UNANSWERED');
    expect(scoreLeaf(fb, { gaps: { x: 'drink' } }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(fb, answer).outcome).toBe('UNANSWERED');
    expect(scoreLeaf(fb, { gaps: { '1': 5 } }).outcome).toBe('UNANSWERED');
  });

  it('scores word-bank and other variants the same way', () => {
    const bank: FillBlankQuestion = { ...fb, type: 'FB2', bank: ['drink', "doesn't drink", 'eat'] };
    expect(scoreLeaf(bank, { gaps: { '1': 'drink', '2': "doesn't drink" } }).outcome).toBe('CORRECT');
    expect(scoreLeaf({ ...fb, type: 'FB7' }, { gaps: { '1': 'like', '2': 'x' } }).earned).toBe(1);
  });
});

describe('SO: per gap, the exact option', () => {
  it('scores full, partial, wrong, empty and malformed', () => {
    expect(scoreLeaf(so, { gaps: { '1': 'places', '2': 'work' } })).toMatchObject({
      outcome: 'CORRECT',
      earned: 2,
      max: 2,
    });
    expect(scoreLeaf(so, { gaps: { '1': 'places', '2': 'rest' } })).toMatchObject({
      outcome: 'PARTIAL',
      earned: 1,
      parts: { '1': true, '2': false },
    });
    expect(scoreLeaf(so, { gaps: { '1': 'sets', '2': 'rest' } }).outcome).toBe('INCORRECT');
    // An option is chosen, not typed: no normalisation.
    expect(scoreLeaf(so, { gaps: { '1': 'Places', '2': 'rest' } }).outcome).toBe('INCORRECT');
    expect(scoreLeaf(so, { gaps: {} }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(so, answer).outcome).toBe('UNANSWERED');
  });
});

describe('SA: normalised text against the accepted list', () => {
  it('scores accepted, normalised, wrong, empty and malformed answers', () => {
    expect(scoreLeaf(sa, { text: 'The library.' }).outcome).toBe('CORRECT');
    expect(scoreLeaf(sa, { text: '  LIBRARY ' }).outcome).toBe('CORRECT');
    expect(scoreLeaf(sa, { text: 'a library' }).outcome).toBe('INCORRECT');
    expect(scoreLeaf(sa, { text: '   ' }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(sa, answer).outcome).toBe('UNANSWERED');
  });
});

describe('DS: share of the words right, best accepted answer', () => {
  it('gives full points for the sentence in any accepted form', () => {
    expect(scoreLeaf(ds, { text: 'i am a reliable team player' })).toMatchObject({ outcome: 'CORRECT', earned: 1 });
    expect(scoreLeaf(ds, { text: 'I’m a reliable team player!' })).toMatchObject({ outcome: 'CORRECT', earned: 1 });
  });

  it('gives partial points by words right, penalising missing and extra words', () => {
    expect(scoreLeaf(ds, { text: 'I am a reliable player' })).toMatchObject({ outcome: 'PARTIAL', earned: 0.83 });
    expect(scoreLeaf(ds, { text: 'I am a very reliable team player indeed' })).toMatchObject({
      outcome: 'PARTIAL',
      earned: 0.75,
    });
  });

  it('scores unrelated text as incorrect, and empty or malformed as unanswered', () => {
    expect(scoreLeaf(ds, { text: 'hello world' })).toMatchObject({ outcome: 'INCORRECT', earned: 0 });
    expect(scoreLeaf(ds, { text: '' }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(ds, answer).outcome).toBe('UNANSWERED');
  });
});

describe('SL: exact order, all or nothing', () => {
  it('gives the point only for the whole order', () => {
    expect(scoreLeaf(sl, { order: ['i1', 'i2', 'i3', 'i4'] })).toMatchObject({ outcome: 'CORRECT', earned: 1 });
    const swapped = scoreLeaf(sl, { order: ['i1', 'i3', 'i2', 'i4'] });
    expect(swapped).toMatchObject({ outcome: 'INCORRECT', earned: 0 });
    expect(swapped.parts).toEqual({ '0': true, '1': false, '2': false, '3': true });
  });

  it('accepts items that read the same in either place', () => {
    const twins: SortQuestion = {
      ...sl,
      items: [
        { id: 'a', text: 'the' },
        { id: 'b', text: 'cat' },
        { id: 'c', text: 'the' },
        { id: 'd', text: 'end' },
      ],
    };
    expect(scoreLeaf(twins, { order: ['c', 'b', 'a', 'd'] }).outcome).toBe('CORRECT');
  });

  it('refuses incomplete, repeated or unknown items', () => {
    expect(scoreLeaf(sl, { order: ['i1', 'i2', 'i3'] }).outcome).toBe('INCORRECT');
    expect(scoreLeaf(sl, { order: ['i1', 'i2', 'i3', 'i4', 'i4'] }).outcome).toBe('INCORRECT');
    expect(scoreLeaf(sl, { order: ['i1', 'i2', 'i3', 'zz'] }).outcome).toBe('INCORRECT');
    expect(scoreLeaf(sl, { order: [] }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(sl, answer).outcome).toBe('UNANSWERED');
  });
});

describe('DD: per gap (gaps mode), per token (groups mode)', () => {
  it('scores gaps mode per gap, distractors earn nothing', () => {
    expect(maxPointsOf(ddGaps)).toBe(3);
    expect(scoreLeaf(ddGaps, { pairs: { t1: '1', t2: '2', t3: '3' } })).toMatchObject({
      outcome: 'CORRECT',
      earned: 3,
      max: 3,
    });
    expect(scoreLeaf(ddGaps, { pairs: { t1: '1', t4: '2', t3: '3' } })).toMatchObject({
      outcome: 'PARTIAL',
      earned: 2,
      parts: { t1: true, t2: false, t3: true },
    });
    expect(scoreLeaf(ddGaps, { pairs: { t1: '2', t2: '3', t3: '1' } }).outcome).toBe('INCORRECT');
  });

  it('scores nothing for two tokens crowded into one gap', () => {
    expect(scoreLeaf(ddGaps, { pairs: { t1: '1', t4: '1', t2: '2' } })).toMatchObject({
      earned: 1,
      parts: { t1: false, t2: true, t3: false },
    });
  });

  it('scores groups mode per token, many tokens per group', () => {
    expect(
      scoreLeaf(ddGroups, { pairs: { apple: 'fruit', pear: 'fruit', cat: 'animal', dog: 'animal' } }).outcome,
    ).toBe('CORRECT');
    expect(scoreLeaf(ddGroups, { pairs: { apple: 'fruit', pear: 'animal', cat: 'animal' } })).toMatchObject({
      outcome: 'PARTIAL',
      earned: 2,
      max: 4,
    });
  });

  it('counts every token in groups mode, so the worth does not tell how many are distractors', () => {
    expect(maxPointsOf(ddGroups)).toBe(4);
    expect(maxPointsOf(ddGroupsExtra)).toBe(6);
    expect(
      maxPointsOf({
        ...ddGroupsExtra,
        answer: { apple: 'fruit', pear: 'fruit', cat: 'animal', dog: 'animal', chair: 'animal' },
      }),
    ).toBe(6);
    expect(maxPointsOf({ ...ddGroupsExtra, points: 2 })).toBe(12);
  });

  it('scores a distractor in groups mode when it is left out, and not when it is placed', () => {
    const all = { apple: 'fruit', pear: 'fruit', cat: 'animal', dog: 'animal' };
    expect(scoreLeaf(ddGroupsExtra, { pairs: all })).toMatchObject({
      outcome: 'CORRECT',
      earned: 6,
      max: 6,
      parts: { apple: true, pear: true, cat: true, dog: true, chair: true, sock: true },
    });
    expect(scoreLeaf(ddGroupsExtra, { pairs: { ...all, sock: 'fruit' } })).toMatchObject({
      outcome: 'PARTIAL',
      earned: 5,
      parts: { sock: false, chair: true },
    });
    // Placing everything somewhere costs the distractors, as choosing every option does in MR.
    expect(scoreLeaf(ddGroupsExtra, { pairs: { ...all, chair: 'animal', sock: 'fruit' } })).toMatchObject({
      earned: 4,
      max: 6,
    });
    expect(scoreLeaf(ddGroupsExtra, { pairs: { apple: 'animal' } })).toMatchObject({
      outcome: 'PARTIAL',
      earned: 2,
      parts: { apple: false, pear: false, cat: false, dog: false, chair: true, sock: true },
    });
    expect(scoreLeaf(ddGroupsExtra, { pairs: {} }).outcome).toBe('UNANSWERED');
  });

  it('treats empty and malformed answers as unanswered', () => {
    expect(scoreLeaf(ddGaps, { pairs: {} }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(ddGaps, answer).outcome).toBe('UNANSWERED');
  });
});

describe('MG: per left item', () => {
  it('scores full, partial, wrong, empty and malformed', () => {
    expect(scoreLeaf(mg, { pairs: { l1: 'r3', l2: 'r1', l3: 'r5', l4: 'r2' } })).toMatchObject({
      outcome: 'CORRECT',
      earned: 4,
      max: 4,
    });
    expect(scoreLeaf(mg, { pairs: { l1: 'r3', l2: 'r4' } })).toMatchObject({
      outcome: 'PARTIAL',
      earned: 1,
      parts: { l1: true, l2: false, l3: false, l4: false },
    });
    expect(scoreLeaf(mg, { pairs: { l1: 'r4', l2: 'r4', l3: 'r4', l4: 'r4' } }).outcome).toBe('INCORRECT');
    expect(scoreLeaf(mg, { pairs: {} }).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(mg, answer).outcome).toBe('UNANSWERED');
  });
});

describe('FC, SP, WR: never auto-scored', () => {
  it('leaves flashcards unscored whatever is sent', () => {
    for (const answer of [{ seen: ['c1'] }, undefined, 'x']) {
      expect(scoreLeaf(fc, answer)).toEqual({ outcome: 'UNSCORED', earned: 0, max: 0, counted: false, parts: null });
    }
  });

  it('marks a speaking answer with a known upload as pending review', () => {
    const known = (uploadId: number) => uploadId === 7;
    expect(scoreLeaf(sp, { uploadId: 7 }, known)).toMatchObject({
      outcome: 'PENDING_REVIEW',
      earned: 0,
      max: 1,
      counted: false,
    });
    expect(scoreLeaf(sp, { uploadId: 8 }, known).outcome).toBe('UNANSWERED');
    expect(scoreLeaf(sp, { uploadId: '7' }, known).outcome).toBe('UNANSWERED');
    for (const answer of MALFORMED) expect(scoreLeaf(sp, answer, known).outcome).toBe('UNANSWERED');
  });

  it('marks written text as pending review with its word count', () => {
    expect(scoreLeaf(wr, { text: 'Dear Sam, thanks for your letter.' })).toMatchObject({
      outcome: 'PENDING_REVIEW',
      counted: false,
      wordCount: 6,
    });
    expect(scoreLeaf(wr, { text: '   ' })).toMatchObject({ outcome: 'UNANSWERED', counted: false });
    for (const answer of MALFORMED) expect(scoreLeaf(wr, answer).outcome).toBe('UNANSWERED');
  });
});

describe('summarize', () => {
  const leaf = (question: LeafQuestion, answer: unknown) => ({
    question,
    score: scoreLeaf(question, answer, () => true),
  });

  it('totals the scored questions only, out of 10 and in percent, with skills', () => {
    const summary = summarize([
      leaf(mc, { choice: 'B' }), // GR 1/1
      leaf(fb, { gaps: { '1': 'drink' } }), // GR 1/2
      leaf(mr, { choices: ['B'] }), // RE 0.5/1
      leaf(tf, { choice: 'TRUE' }), // RE 0/1
      leaf(sp, { uploadId: 1 }), // pending
      leaf(wr, { text: 'hello there' }), // pending
      leaf(fc, undefined), // unscored
    ]);
    expect(summary.earnedPoints).toBe(2.5);
    expect(summary.maxPoints).toBe(5);
    expect(summary.score).toBe(5);
    expect(summary.percent).toBe(50);
    expect(summary.counts).toEqual({
      CORRECT: 1,
      PARTIAL: 2,
      INCORRECT: 1,
      UNANSWERED: 0,
      PENDING_REVIEW: 2,
      UNSCORED: 1,
    });
    const bySkill = Object.fromEntries(summary.skills.map((skill) => [skill.skill, skill]));
    expect(bySkill.GR).toMatchObject({ earnedPoints: 2, maxPoints: 3, percent: 67, correctCount: 1, questionCount: 2 });
    expect(bySkill.RE).toMatchObject({ earnedPoints: 0.5, maxPoints: 2, percent: 25 });
    expect(bySkill.SP).toMatchObject({ maxPoints: 0, percent: null, pendingReviewCount: 1 });
    expect(bySkill.WR).toMatchObject({ percent: null, pendingReviewCount: 1 });
    // Flashcards are never right or wrong: their skill gets no "0 of 1 correct" row.
    expect(bySkill.VO).toBeUndefined();
  });

  it('leaves flashcards out of a skill that has scored questions too', () => {
    const vocabulary = { ...mc, id: 'vo', skill: 'VO' as const };
    const summary = summarize([leaf(vocabulary, { choice: 'B' }), leaf(fc, undefined)]);
    expect(summary.skills).toEqual([
      expect.objectContaining({ skill: 'VO', correctCount: 1, questionCount: 1, percent: 100 }),
    ]);
  });

  it('rounds the score to one decimal', () => {
    const summary = summarize([
      leaf(mc, { choice: 'B' }),
      leaf({ ...mc, id: 'b' }, { choice: 'A' }),
      leaf({ ...mc, id: 'c' }, { choice: 'A' }),
    ]);
    expect(summary.score).toBe(3.3);
    expect(summary.percent).toBe(33);
  });

  it('has no score when nothing is auto-scored', () => {
    const summary = summarize([leaf(sp, { uploadId: 1 }), leaf(wr, undefined)]);
    expect(summary.score).toBeNull();
    expect(summary.percent).toBeNull();
    expect(summary.maxPoints).toBe(0);
  });
});
