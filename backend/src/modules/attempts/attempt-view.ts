import { createHash, createHmac } from 'node:crypto';
import type {
  AuthoredQuestion,
  AuthoredSection,
  DragDropQuestion,
  LeafQuestion,
  ListeningGroup,
  MatchingQuestion,
  MixedGroup,
  SortQuestion,
} from '@contract/content';
import { QUESTION_TYPE_IDS } from '@contract/content';
import {
  PLAYER_RULES,
  type PlayAudioRef,
  type PlayLeafQuestion,
  type PlayQuestion,
  type PlaySectionDto,
} from '@contract/player';
import { maxPointsOf } from '../scoring';

/**
 * How one attempt sees a test: the play form of every question (answers, accepted lists,
 * explanations, transcripts and sample answers stripped; media as absolute URLs), shuffles that
 * are stable for the attempt (a reload shows the same order), and ids made per attempt for
 * sorted items, drag tokens and matching options, so neither order nor ids give answers away.
 * Pure: the attempt's seed decides everything.
 */

export interface AuthoredTestContent {
  sections: AuthoredSection[];
}

export interface LeafEntry {
  question: LeafQuestion;
  number: number;
  section: AuthoredSection;
  group: ListeningGroup | MixedGroup | null;
}

function isGroup(question: AuthoredQuestion): question is ListeningGroup | MixedGroup {
  return question.type === 'LS' || question.type === 'MIX';
}

/** Every leaf question in play order, numbered from 1. */
export function leavesOf(content: AuthoredTestContent): LeafEntry[] {
  const leaves: LeafEntry[] = [];
  for (const section of content.sections) {
    for (const question of section.questions) {
      if (isGroup(question)) {
        for (const item of question.items)
          leaves.push({ question: item, number: leaves.length + 1, section, group: question });
      } else {
        leaves.push({ question, number: leaves.length + 1, section, group: null });
      }
    }
  }
  return leaves;
}

// ------------------------------------------------------------------------------------------------
// Seeded shuffles and per-attempt ids

/** A small, well-mixed PRNG (sfc32) seeded from the attempt seed and a scope. */
function random(seed: string, scope: string): () => number {
  const digest = createHash('sha256').update(seed).update('\u0000').update(scope).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
}

function seededShuffle<T>(items: readonly T[], seed: string, scope: string): T[] {
  const next = random(seed, scope);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return result;
}

type IdKind = 'item' | 'token' | 'right';

/** An id for an authored id, stable within the attempt and meaningless outside it. */
function publicIdOf(seed: string, questionId: string, kind: IdKind, authoredId: string): string {
  const tag = kind === 'item' ? 'i' : kind === 'token' ? 't' : 'r';
  return (
    tag +
    createHmac('sha256', seed).update(`${questionId}\u0000${kind}\u0000${authoredId}`).digest('base64url').slice(0, 8)
  );
}

/** SL items in display order: shuffled, and never already in the right order (unless all read the same). */
function sortDisplayOrder(question: SortQuestion, seed: string): SortQuestion['items'] {
  const shuffled = seededShuffle(question.items, seed, `${question.id}:items`);
  const solved = shuffled.every((item, index) => item.text === question.items[index]?.text);
  if (solved && shuffled.length > 1 && new Set(question.items.map((item) => item.text)).size > 1) {
    return [...shuffled.slice(1), ...shuffled.slice(0, 1)];
  }
  return shuffled;
}

interface IdMap {
  toPublic: Map<string, string>;
  toAuthored: Map<string, string>;
}

function idMap(seed: string, questionId: string, kind: IdKind, ids: readonly string[]): IdMap {
  const toPublic = new Map<string, string>();
  const toAuthored = new Map<string, string>();
  for (const id of ids) {
    let publicId = publicIdOf(seed, questionId, kind, id);
    // 48 random bits make a clash within one question practically impossible; stay correct anyway.
    while (toAuthored.has(publicId)) publicId += 'x';
    toPublic.set(id, publicId);
    toAuthored.set(publicId, id);
  }
  return { toPublic, toAuthored };
}

/** The id map a question uses, if any: SL items, DD tokens, MG right options. */
function idMapOf(question: LeafQuestion, seed: string): { kind: IdKind; map: IdMap } | null {
  switch (question.type) {
    case 'SL':
      return {
        kind: 'item',
        map: idMap(
          seed,
          question.id,
          'item',
          question.items.map((item) => item.id),
        ),
      };
    case 'DD':
      return {
        kind: 'token',
        map: idMap(
          seed,
          question.id,
          'token',
          question.tokens.map((token) => token.id),
        ),
      };
    case 'MG':
      return {
        kind: 'right',
        map: idMap(
          seed,
          question.id,
          'right',
          question.right.map((item) => item.id),
        ),
      };
    default:
      return null;
  }
}

const UNKNOWN_ID = '\u0000unknown';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The learner's answer (per-attempt ids) in authored ids, for scoring. Unknown ids stay unknown. */
export function toAuthoredAnswer(question: LeafQuestion, answer: unknown, seed: string): unknown {
  const mapping = idMapOf(question, seed);
  if (!mapping || !isRecord(answer)) return answer;
  const back = (id: unknown) => (typeof id === 'string' ? (mapping.map.toAuthored.get(id) ?? UNKNOWN_ID) : id);
  if (question.type === 'SL' && Array.isArray(answer.order)) return { order: answer.order.map(back) };
  if (question.type === 'DD' && isRecord(answer.pairs)) {
    return { pairs: Object.fromEntries(Object.entries(answer.pairs).map(([token, target]) => [back(token), target])) };
  }
  if (question.type === 'MG' && isRecord(answer.pairs)) {
    return { pairs: Object.fromEntries(Object.entries(answer.pairs).map(([left, right]) => [left, back(right)])) };
  }
  return answer;
}

/** Authored part ids (SL positions, DD tokens, MG left items, gaps) as the learner sees them. */
export function toPublicParts(
  question: LeafQuestion,
  parts: Record<string, boolean> | null,
  seed: string,
): Record<string, boolean> | null {
  if (parts === null || question.type !== 'DD') return parts;
  const mapping = idMapOf(question, seed);
  return Object.fromEntries(
    Object.entries(parts).map(([token, ok]) => [mapping?.map.toPublic.get(token) ?? token, ok]),
  );
}

export function publicCorrectOrder(question: SortQuestion, seed: string): string[] {
  const mapping = idMapOf(question, seed);
  return question.items.map((item) => mapping?.map.toPublic.get(item.id) ?? item.id);
}

export function publicCorrectPairs(
  question: DragDropQuestion | MatchingQuestion,
  seed: string,
): Record<string, string> {
  const mapping = idMapOf(question, seed);
  const pub = (id: string) => mapping?.map.toPublic.get(id) ?? id;
  if (question.type === 'DD')
    return Object.fromEntries(Object.entries(question.answer).map(([token, target]) => [pub(token), target]));
  return Object.fromEntries(Object.entries(question.answer).map(([left, right]) => [left, pub(right)]));
}

// ------------------------------------------------------------------------------------------------
// Play form

export interface ViewOptions {
  seed: string;
  /** Absolute base URL of the media route, e.g. "http://localhost:4000/media". */
  mediaBaseUrl: string;
}

/** Every audio of the test a learner can play, by audio id, with its limit. */
type AudioIndex = Map<string, { playLimit: number | null }>;

export function mediaUrlOf(mediaBaseUrl: string, path: string): string {
  return `${mediaBaseUrl}/${path.replace(/^\/+/, '')}`;
}

function limitOf(value: number | undefined): number | null {
  return typeof value === 'number' && value > 0 ? value : null;
}

class ViewBuilder {
  readonly audio: AudioIndex = new Map();
  readonly order: string[] = [];
  private number = 0;
  /** Leaves that take an answer (not flashcards): what the sections' question counts say. */
  private answerable = 0;

  constructor(private readonly options: ViewOptions) {}

  url(path: string): string {
    return mediaUrlOf(this.options.mediaBaseUrl, path);
  }

  audioRef(id: string, path: string, playLimit: number | undefined): PlayAudioRef {
    const limit = limitOf(playLimit);
    this.audio.set(id, { playLimit: limit });
    return { id, url: this.url(path), playLimit: limit };
  }

  leaf(question: LeafQuestion): PlayLeafQuestion {
    const { seed } = this.options;
    this.number += 1;
    if (question.type !== 'FC') this.answerable += 1;
    this.order.push(question.id);
    const base = {
      id: question.id,
      typeId: QUESTION_TYPE_IDS[question.type],
      skill: question.skill,
      number: this.number,
      maxPoints: maxPointsOf(question),
      ...(question.prompt === undefined ? {} : { prompt: question.prompt }),
      ...(question.instruction === undefined ? {} : { instruction: question.instruction }),
      ...(question.image === undefined ? {} : { image: this.url(question.image) }),
      ...(question.audio === undefined
        ? {}
        : { audio: this.audioRef(`question:${question.id}`, question.audio, question.playLimit) }),
    };
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
      case 'MR': {
        const options = question.options.map((option) => ({
          id: option.id,
          ...(option.text === undefined ? {} : { text: option.text }),
          ...(option.image === undefined ? {} : { image: this.url(option.image) }),
          ...(option.audio === undefined
            ? {}
            : { audio: this.audioRef(`option:${question.id}:${option.id}`, option.audio, undefined) }),
          ...(option.colour === undefined ? {} : { colour: option.colour }),
          ...(option.shape === undefined ? {} : { shape: option.shape }),
        }));
        return question.type === 'MR'
          ? { ...base, type: 'MR', options, selectCount: question.answer.length }
          : { ...base, type: question.type, options };
      }
      case 'TF':
        return { ...base, type: 'TF', choices: question.notGiven ? ['TRUE', 'FALSE', 'NOT_GIVEN'] : ['TRUE', 'FALSE'] };
      case 'FB1':
      case 'FB2':
      case 'FB3':
      case 'FB4':
      case 'FB5':
      case 'FB6':
      case 'FB7':
      case 'FB8':
        return {
          ...base,
          type: question.type,
          text: question.text,
          gaps: question.gaps.map((gap) => ({ id: gap.id, ...(gap.hint === undefined ? {} : { hint: gap.hint }) })),
          // Authors tend to list the bank in gap order: always shuffled.
          ...(question.bank === undefined ? {} : { bank: seededShuffle(question.bank, seed, `${question.id}:bank`) }),
        };
      case 'SO':
        return {
          ...base,
          type: 'SO',
          text: question.text,
          gaps: question.gaps.map((gap) => ({ id: gap.id, options: [...gap.options] })),
        };
      case 'SA':
        return { ...base, type: 'SA', maxLength: question.maxLength ?? PLAYER_RULES.SHORT_ANSWER_MAX_LENGTH };
      case 'DS':
        return {
          ...base,
          type: 'DS',
          audio: this.audioRef(`question:${question.id}`, question.audio, question.playLimit),
          maxLength: PLAYER_RULES.DICTATION_MAX_LENGTH,
        };
      case 'SL': {
        const ids = idMapOf(question, seed)?.map.toPublic;
        return {
          ...base,
          type: 'SL',
          items: sortDisplayOrder(question, seed).map((item) => ({
            id: ids?.get(item.id) ?? item.id,
            text: item.text,
          })),
          joiner: question.joiner ?? ' ',
        };
      }
      case 'DD': {
        const ids = idMapOf(question, seed)?.map.toPublic;
        return {
          ...base,
          type: 'DD',
          mode: question.mode,
          ...(question.text === undefined ? {} : { text: question.text }),
          targets: question.targets.map((target) => ({
            id: target.id,
            ...(target.label === undefined ? {} : { label: target.label }),
          })),
          tokens: seededShuffle(question.tokens, seed, `${question.id}:tokens`).map((token) => ({
            id: ids?.get(token.id) ?? token.id,
            ...(token.text === undefined ? {} : { text: token.text }),
            ...(token.image === undefined ? {} : { image: this.url(token.image) }),
          })),
        };
      }
      case 'MG': {
        const ids = idMapOf(question, seed)?.map.toPublic;
        const side = (item: MatchingQuestion['left'][number], id: string) => ({
          id,
          ...(item.text === undefined ? {} : { text: item.text }),
          ...(item.image === undefined ? {} : { image: this.url(item.image) }),
        });
        return {
          ...base,
          type: 'MG',
          left: question.left.map((item) => side(item, item.id)),
          right: seededShuffle(question.right, seed, `${question.id}:right`).map((item) =>
            side(item, ids?.get(item.id) ?? item.id),
          ),
        };
      }
      case 'FC':
        return {
          ...base,
          type: 'FC',
          cards: question.cards.map((card) => ({
            id: card.id,
            front: card.front,
            back: card.back,
            ...(card.image === undefined ? {} : { image: this.url(card.image) }),
            ...(card.audio === undefined
              ? {}
              : { audio: this.audioRef(`card:${question.id}:${card.id}`, card.audio, undefined) }),
          })),
        };
      case 'SP1':
      case 'SP2':
      case 'SP3':
      case 'SP4':
        return {
          ...base,
          type: question.type,
          ...(question.text === undefined ? {} : { text: question.text }),
          maxSeconds: question.maxSeconds,
          uploadPath: question.type === 'SP2' ? '/itf/lc-speech/submit' : '/itf/submit-speaking',
        };
      case 'WR1':
        return { ...base, type: 'WR1', minWords: question.minWords, maxWords: question.maxWords };
    }
  }

  question(question: AuthoredQuestion): PlayQuestion {
    if (question.type === 'LS') {
      const audio = this.audioRef(`question:${question.id}`, question.audio, question.playLimit);
      return {
        id: question.id,
        type: 'LS',
        typeId: QUESTION_TYPE_IDS.LS,
        skill: question.skill,
        audio,
        ...(question.instruction === undefined ? {} : { instruction: question.instruction }),
        ...(question.image === undefined ? {} : { image: this.url(question.image) }),
        items: question.items.map((item) => this.leaf(item)),
      };
    }
    if (question.type === 'MIX') {
      return {
        id: question.id,
        type: 'MIX',
        typeId: QUESTION_TYPE_IDS.MIX,
        skill: question.skill,
        passage: question.passage,
        ...(question.title === undefined ? {} : { title: question.title }),
        ...(question.instruction === undefined ? {} : { instruction: question.instruction }),
        ...(question.image === undefined ? {} : { image: this.url(question.image) }),
        items: question.items.map((item) => this.leaf(item)),
      };
    }
    return this.leaf(question);
  }

  section(section: AuthoredSection): PlaySectionDto {
    const audio =
      section.audio === undefined
        ? undefined
        : this.audioRef(`section:${section.id}`, section.audio, section.playLimit);
    const start = this.answerable;
    const questions = section.questions.map((question) => this.question(question));
    return {
      id: section.id,
      title: section.title,
      ...(section.instruction === undefined ? {} : { instruction: section.instruction }),
      ...(section.passage === undefined ? {} : { passage: section.passage }),
      ...(audio === undefined ? {} : { audio }),
      ...(section.image === undefined ? {} : { image: this.url(section.image) }),
      questionCount: this.answerable - start,
      questions,
    };
  }
}

export interface PlayView {
  sections: PlaySectionDto[];
  questionOrder: string[];
  audio: AudioIndex;
}

/** The test as the player receives it: nothing in it tells an answer. */
export function buildPlayView(content: AuthoredTestContent, options: ViewOptions): PlayView {
  const builder = new ViewBuilder(options);
  const sections = content.sections.map((section) => builder.section(section));
  return { sections, questionOrder: builder.order, audio: builder.audio };
}
