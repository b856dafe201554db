import type { AuthoredQuestion, AuthoredSection, LeafQuestion, ListeningGroup, MixedGroup } from '@contract/content';
import { QUESTION_TYPE_IDS } from '@contract/content';
import type { PlayAudioRef, PlayLeafQuestion, PlayQuestion, PlaySectionDto } from '@contract/player';
import { familyOf } from '../question-families';
import { maxPointsOf } from '../scoring';

/**
 * How one attempt sees a test: the play form of every question (answers, accepted lists,
 * explanations, transcripts and sample answers stripped; media as absolute URLs). Each family
 * builds its own questions' form (modules/question-families), with shuffles stable for the
 * attempt (a reload shows the same order) and ids made per attempt for sorted items, drag tokens
 * and matching options, so neither order nor ids give answers away. Pure: the attempt's seed
 * decides everything.
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
// Per-attempt ids

/** The learner's answer (per-attempt ids) in authored ids, for scoring. Unknown ids stay unknown. */
export function toAuthoredAnswer(question: LeafQuestion, answer: unknown, seed: string): unknown {
  const family = familyOf(question);
  return family.toAuthoredAnswer ? family.toAuthoredAnswer(question, answer, seed) : answer;
}

/** Authored part ids (SL positions, DD tokens, MG left items, gaps) as the learner sees them. */
export function toPublicParts(
  question: LeafQuestion,
  parts: Record<string, boolean> | null,
  seed: string,
): Record<string, boolean> | null {
  const family = familyOf(question);
  return parts === null || !family.toPublicParts ? parts : family.toPublicParts(question, parts, seed);
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

function mediaUrlOf(mediaBaseUrl: string, path: string): string {
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
    return familyOf(question).play(question, base, {
      seed: this.options.seed,
      url: (path) => this.url(path),
      audioRef: (id, path, playLimit) => this.audioRef(id, path, playLimit),
    });
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
