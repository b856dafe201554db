import type { QuestionOutcome } from '@contract/player';
import { SKILLS, type Skill } from '@contract/constants';
import type {
  DictationQuestion,
  DragDropQuestion,
  FillBlankQuestion,
  LeafQuestion,
  MatchingQuestion,
  MultipleResponseQuestion,
  SelectOptionQuestion,
  ShortAnswerQuestion,
  SortQuestion,
} from '@contract/content';
import { answerWords, commonWordCount, countWords, normalizeAnswer } from './normalize';

/**
 * Scoring of every question family. Pure: an authored question (answers included) and the
 * learner's answer in authored ids (the service maps the per-attempt ids back first) give the
 * outcome. An answer of the wrong shape for its family counts as no answer, never as an error.
 *
 * Rules (docs/question-types.md):
 * - MC, TF: exact choice.
 * - MR: (right picks − wrong picks) / number of right options, floored at 0.
 * - FB: per gap, normalised text against the accepted list. SO: per gap, the exact option.
 * - SA: normalised text against the accepted list. DS: share of the words right, in order
 *   (longest common word sequence over the longer of the two texts), best accepted answer.
 * - SL: all or nothing: every position must hold the right text (parts show each position).
 * - DD gaps mode: per gap (its keyed token); two tokens crowded into one gap both score nothing.
 *   DD groups mode: per token, keyed or distractor: a keyed token scores in its group, a
 *   distractor scores when left unplaced. Every token counts so that `maxPoints` (in the play
 *   payload) equals the number of tokens the learner sees and cannot tell how many are extras.
 *   MG: per left item.
 * - FC: unscored. SP, WR: pending review, outside the score.
 */

export interface LeafScore {
  outcome: QuestionOutcome;
  earned: number;
  /** What the question is worth (also for pending ones, which are outside the total). */
  max: number;
  /** Whether the question is part of the score's denominator. */
  counted: boolean;
  /** Per part (gap, token, left item, position) in authored ids; null for single-part families. */
  parts: Record<string, boolean> | null;
  /** WR: words written. */
  wordCount?: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(answer: unknown, key: string): string | null {
  if (!isRecord(answer)) return null;
  const value = answer[key];
  return typeof value === 'string' ? value : null;
}

function stringArrayField(answer: unknown, key: string): string[] | null {
  if (!isRecord(answer)) return null;
  const value = answer[key];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
}

function stringMapField(answer: unknown, key: string): Record<string, string> | null {
  if (!isRecord(answer)) return null;
  const value = answer[key];
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (!entries.every(([, item]) => typeof item === 'string')) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}

/** Units of a question: gaps, DD gaps or tokens (groups mode), left items; 1 for single-part families. */
function unitsOf(question: LeafQuestion): number {
  switch (question.type) {
    case 'FB1':
    case 'FB2':
    case 'FB3':
    case 'FB4':
    case 'FB5':
    case 'FB6':
    case 'FB7':
    case 'FB8':
    case 'SO':
      return question.gaps.length;
    case 'DD':
      // Gaps mode: one keyed token per gap (the content check insists), so the gaps. Groups mode:
      // every token, so the count says nothing about how many are distractors.
      return question.mode === 'gaps' ? Object.keys(question.answer).length : question.tokens.length;
    case 'MG':
      return question.left.length;
    case 'FC':
      return 0;
    default:
      return 1;
  }
}

/** Points a question is worth: its `points` (default 1) per unit. */
export function maxPointsOf(question: LeafQuestion): number {
  return (question.points ?? 1) * unitsOf(question);
}

function outcomeOf(earned: number, max: number): QuestionOutcome {
  if (earned >= max && max > 0) return 'CORRECT';
  return earned > 0 ? 'PARTIAL' : 'INCORRECT';
}

function scored(earned: number, max: number, parts: Record<string, boolean> | null = null): LeafScore {
  const value = round2(Math.min(max, Math.max(0, earned)));
  return { outcome: outcomeOf(value, max), earned: value, max, counted: true, parts };
}

const unanswered = (max: number): LeafScore => ({ outcome: 'UNANSWERED', earned: 0, max, counted: true, parts: null });

function scoreChoice(correct: string, max: number, answer: unknown): LeafScore {
  const choice = stringField(answer, 'choice');
  if (choice === null || choice === '') return unanswered(max);
  return scored(choice === correct ? max : 0, max);
}

function scoreMultipleResponse(question: MultipleResponseQuestion, max: number, answer: unknown): LeafScore {
  const choices = stringArrayField(answer, 'choices');
  if (choices === null || choices.length === 0) return unanswered(max);
  const picked = new Set(choices);
  const correct = new Set(question.answer);
  let right = 0;
  let wrong = 0;
  for (const choice of picked) {
    if (correct.has(choice)) right += 1;
    else wrong += 1;
  }
  const parts = Object.fromEntries(
    question.options.map((option) => [option.id, picked.has(option.id) === correct.has(option.id)]),
  );
  return scored((max * Math.max(0, right - wrong)) / correct.size, max, parts);
}

function scoreGaps(
  gaps: readonly { id: string }[],
  max: number,
  answer: unknown,
  isRight: (gapId: string, value: string) => boolean,
): LeafScore {
  const given = stringMapField(answer, 'gaps');
  if (given === null || !gaps.some((gap) => (given[gap.id] ?? '').trim() !== '')) return unanswered(max);
  const parts: Record<string, boolean> = {};
  let right = 0;
  for (const gap of gaps) {
    const value = given[gap.id] ?? '';
    parts[gap.id] = value.trim() !== '' && isRight(gap.id, value);
    if (parts[gap.id]) right += 1;
  }
  return scored((max * right) / gaps.length, max, parts);
}

function scoreFillBlank(question: FillBlankQuestion, max: number, answer: unknown): LeafScore {
  const accepted = new Map(question.gaps.map((gap) => [gap.id, new Set(gap.accepted.map(normalizeAnswer))]));
  return scoreGaps(
    question.gaps,
    max,
    answer,
    (gapId, value) => accepted.get(gapId)?.has(normalizeAnswer(value)) ?? false,
  );
}

function scoreSelectOption(question: SelectOptionQuestion, max: number, answer: unknown): LeafScore {
  const correct = new Map(question.gaps.map((gap) => [gap.id, gap.answer]));
  return scoreGaps(question.gaps, max, answer, (gapId, value) => correct.get(gapId) === value);
}

function scoreShortAnswer(question: ShortAnswerQuestion, max: number, answer: unknown): LeafScore {
  const text = stringField(answer, 'text');
  if (text === null || text.trim() === '') return unanswered(max);
  const given = normalizeAnswer(text);
  return scored(question.accepted.some((accepted) => normalizeAnswer(accepted) === given) ? max : 0, max);
}

function scoreDictation(question: DictationQuestion, max: number, answer: unknown): LeafScore {
  const text = stringField(answer, 'text');
  if (text === null || text.trim() === '') return unanswered(max);
  const given = answerWords(text);
  let best = 0;
  for (const accepted of question.accepted) {
    const expected = answerWords(accepted);
    const longer = Math.max(expected.length, given.length);
    if (longer === 0) continue;
    best = Math.max(best, commonWordCount(expected, given) / longer);
  }
  return scored(max * best, max);
}

function scoreSort(question: SortQuestion, max: number, answer: unknown): LeafScore {
  const order = stringArrayField(answer, 'order');
  if (order === null || order.length === 0) return unanswered(max);
  const textOf = new Map(question.items.map((item) => [item.id, item.text]));
  const parts: Record<string, boolean> = {};
  // Compared by text: two items that read the same are interchangeable.
  question.items.forEach((item, index) => {
    const placed = order[index];
    parts[String(index)] = placed !== undefined && textOf.get(placed) === item.text;
  });
  const complete =
    order.length === question.items.length &&
    new Set(order).size === order.length &&
    order.every((id) => textOf.has(id));
  const allRight = complete && Object.values(parts).every(Boolean);
  return scored(allRight ? max : 0, max, parts);
}

function scoreDragDrop(question: DragDropQuestion, max: number, answer: unknown): LeafScore {
  const pairs = stringMapField(answer, 'pairs');
  if (pairs === null || Object.keys(pairs).length === 0) return unanswered(max);
  const parts: Record<string, boolean> = {};
  let right = 0;
  if (question.mode === 'groups') {
    // Each token is one decision: which group, or none (a distractor stays out).
    for (const token of question.tokens) {
      const target = question.answer[token.id];
      parts[token.id] = target === undefined ? pairs[token.id] === undefined : pairs[token.id] === target;
      if (parts[token.id]) right += 1;
    }
    return scored((max * right) / Math.max(1, question.tokens.length), max, parts);
  }
  const perTarget = new Map<string, number>();
  for (const target of Object.values(pairs)) perTarget.set(target, (perTarget.get(target) ?? 0) + 1);
  const keyed = Object.entries(question.answer);
  for (const [token, target] of keyed) {
    const placed = pairs[token];
    const crowded = placed !== undefined && (perTarget.get(placed) ?? 0) > 1;
    parts[token] = placed === target && !crowded;
    if (parts[token]) right += 1;
  }
  return scored((max * right) / Math.max(1, keyed.length), max, parts);
}

function scoreMatching(question: MatchingQuestion, max: number, answer: unknown): LeafScore {
  const pairs = stringMapField(answer, 'pairs');
  if (pairs === null || Object.keys(pairs).length === 0) return unanswered(max);
  const parts: Record<string, boolean> = {};
  let right = 0;
  for (const left of question.left) {
    parts[left.id] = pairs[left.id] !== undefined && pairs[left.id] === question.answer[left.id];
    if (parts[left.id]) right += 1;
  }
  return scored((max * right) / question.left.length, max, parts);
}

/**
 * Whether a family is auto-scored, so part of the score: speaking and writing wait for a person
 * (answered or not, they stay outside), flashcards are never scored.
 */
export function isAutoScored(type: string): boolean {
  return type !== 'FC' && type !== 'WR1' && !type.startsWith('SP');
}

/** Scores one question. `uploadOk` tells whether a speaking answer's upload belongs to the attempt and question. */
export function scoreLeaf(
  question: LeafQuestion,
  answer: unknown,
  uploadOk: (uploadId: number) => boolean = () => false,
): LeafScore {
  const max = maxPointsOf(question);
  switch (question.type) {
    case 'MC1':
    case 'MC2':
    case 'MC3':
    case 'MC4':
    case 'MC5':
    case 'MC6':
    case 'MC7':
    case 'MC8':
    case 'MC9':
    case 'MC10':
    case 'MC11':
      return scoreChoice(question.answer, max, answer);
    case 'TF':
      return scoreChoice(question.answer, max, answer);
    case 'MR':
      return scoreMultipleResponse(question, max, answer);
    case 'FB1':
    case 'FB2':
    case 'FB3':
    case 'FB4':
    case 'FB5':
    case 'FB6':
    case 'FB7':
    case 'FB8':
      return scoreFillBlank(question, max, answer);
    case 'SO':
      return scoreSelectOption(question, max, answer);
    case 'SA':
      return scoreShortAnswer(question, max, answer);
    case 'DS':
      return scoreDictation(question, max, answer);
    case 'SL':
      return scoreSort(question, max, answer);
    case 'DD':
      return scoreDragDrop(question, max, answer);
    case 'MG':
      return scoreMatching(question, max, answer);
    case 'FC':
      return { outcome: 'UNSCORED', earned: 0, max: 0, counted: false, parts: null };
    case 'SP1':
    case 'SP2':
    case 'SP3':
    case 'SP4': {
      const uploadId = isRecord(answer) ? answer.uploadId : undefined;
      const answered = typeof uploadId === 'number' && Number.isInteger(uploadId) && uploadOk(uploadId);
      return { outcome: answered ? 'PENDING_REVIEW' : 'UNANSWERED', earned: 0, max, counted: false, parts: null };
    }
    case 'WR1': {
      const text = stringField(answer, 'text');
      const words = text === null ? 0 : countWords(text);
      return {
        outcome: words > 0 ? 'PENDING_REVIEW' : 'UNANSWERED',
        earned: 0,
        max,
        counted: false,
        parts: null,
        wordCount: words,
      };
    }
  }
}

export interface ScoredLeaf {
  question: LeafQuestion;
  score: LeafScore;
}

interface SkillTotals {
  skill: Skill;
  earnedPoints: number;
  maxPoints: number;
  percent: number | null;
  correctCount: number;
  questionCount: number;
  pendingReviewCount: number;
}

export interface ScoreSummary {
  earnedPoints: number;
  maxPoints: number;
  /** 0–10 with one decimal; null when nothing is auto-scored. */
  score: number | null;
  percent: number | null;
  counts: Record<QuestionOutcome, number>;
  skills: SkillTotals[];
}

/** Every percentage of a score (a result, its skills, statistics): points earned over points possible. */
export const percentOf = (earned: number, max: number): number | null =>
  max > 0 ? Math.round((earned / max) * 100) : null;

/** Totals over the scored questions of a test, per outcome and per skill (in SKILLS order). */
export function summarize(leaves: readonly ScoredLeaf[]): ScoreSummary {
  const counts: Record<QuestionOutcome, number> = {
    CORRECT: 0,
    PARTIAL: 0,
    INCORRECT: 0,
    UNANSWERED: 0,
    PENDING_REVIEW: 0,
    UNSCORED: 0,
  };
  const skills = new Map<Skill, SkillTotals>();
  let earned = 0;
  let max = 0;
  for (const { question, score } of leaves) {
    counts[score.outcome] += 1;
    // Flashcards are never right or wrong: a skill's "x of n correct" leaves them out.
    if (score.outcome === 'UNSCORED') continue;
    const totals = skills.get(question.skill) ?? {
      skill: question.skill,
      earnedPoints: 0,
      maxPoints: 0,
      percent: null,
      correctCount: 0,
      questionCount: 0,
      pendingReviewCount: 0,
    };
    skills.set(question.skill, totals);
    totals.questionCount += 1;
    if (score.outcome === 'CORRECT') totals.correctCount += 1;
    if (score.outcome === 'PENDING_REVIEW') totals.pendingReviewCount += 1;
    if (!score.counted) continue;
    earned += score.earned;
    max += score.max;
    totals.earnedPoints = round2(totals.earnedPoints + score.earned);
    totals.maxPoints = round2(totals.maxPoints + score.max);
  }
  for (const totals of skills.values()) totals.percent = percentOf(totals.earnedPoints, totals.maxPoints);
  return {
    earnedPoints: round2(earned),
    maxPoints: round2(max),
    score: max > 0 ? Math.round((earned / max) * 100) / 10 : null,
    percent: percentOf(earned, max),
    counts,
    skills: SKILLS.flatMap((skill) => skills.get(skill) ?? []),
  };
}
