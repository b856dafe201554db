import { createHash } from 'node:crypto';
import { CERTIFICATES, EXAMS } from '@contract/catalogue';
import { GRADES, SKILLS, type Skill } from '@contract/constants';
import type { AuthoredQuestion, AuthoredSection, AuthoredUnitTest } from '@contract/content';
import { leafQuestions } from './check';

/**
 * What the database stores about an authored test beyond the file itself: the derived summary
 * (skills, counts, listening/speaking flags), the search text, and one row per section and per
 * top-level question.
 */

/**
 * Bump when the derived rows change shape or meaning, so every database re-seeds its tests
 * even though the content files did not change.
 */
export const DERIVATION_VERSION = '2';

/** 'Đề thi Tiếng Anh, lớp 6!' → 'de thi tieng anh lop 6': what search compares on both sides. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search query, folded; empty when the query has nothing to match on. */
export function searchWords(query: string): string[] {
  const folded = foldText(query);
  return folded === '' ? [] : [...new Set(folded.split(' '))];
}

function isGroup(question: AuthoredQuestion): question is Extract<AuthoredQuestion, { type: 'LS' | 'MIX' }> {
  return question.type === 'LS' || question.type === 'MIX';
}

function sortSkills(skills: Iterable<Skill>): Skill[] {
  const set = new Set(skills);
  return SKILLS.filter((skill) => set.has(skill));
}

function testSkills(test: AuthoredUnitTest): Skill[] {
  return sortSkills(leafQuestions(test).map((leaf) => leaf.question.skill));
}

function searchTextOf(test: AuthoredUnitTest): string {
  const exam = EXAMS.find((candidate) => candidate.id === test.examId);
  const certificate = CERTIFICATES.find((candidate) => candidate.id === test.certificateId);
  return foldText(
    [
      test.name,
      test.nameEn,
      test.labels ?? '',
      test.topic?.vi ?? '',
      test.topic?.en ?? '',
      test.unit ? `unit ${test.unit.number} ${test.unit.title.vi} ${test.unit.title.en}` : '',
      exam ? `${exam.name.vi} ${exam.name.en}` : '',
      certificate ? `${certificate.name.vi} ${certificate.name.en}` : '',
    ].join(' '),
  );
}

function hasAudio(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasAudio);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, child]) => (key === 'audio' && typeof child === 'string') || hasAudio(child),
  );
}

interface DerivedSection {
  key: string;
  position: number;
  title: AuthoredSection['title'];
  skill: Skill | null;
  questionCount: number;
  /** The section without its questions. */
  content: Omit<AuthoredSection, 'questions'>;
}

interface DerivedQuestion {
  key: string;
  sectionKey: string;
  position: number;
  type: string;
  skill: Skill;
  leafCount: number;
  content: AuthoredQuestion;
}

export interface DerivedTest {
  test: AuthoredUnitTest;
  hash: string;
  gradeIds: number[];
  skills: Skill[];
  questionCount: number;
  hasListening: boolean;
  hasSpeaking: boolean;
  searchText: string;
  nameSort: string;
  sections: DerivedSection[];
  questions: DerivedQuestion[];
}

export function deriveTest(test: AuthoredUnitTest): DerivedTest {
  const leaves = leafQuestions(test);
  // What a student answers: a flashcard deck is looked through, never answered or scored, so the
  // catalogue and the check phase count the same questions as the player's "Câu x/N".
  const answerable = leaves.filter((leaf) => leaf.question.type !== 'FC');
  const sections: DerivedSection[] = test.sections.map((section, position) => {
    const sectionLeaves = leaves.filter((leaf) => leaf.sectionIndex === position);
    const skills = sortSkills(sectionLeaves.map((leaf) => leaf.question.skill));
    const sectionAnswerable = answerable.filter((leaf) => leaf.sectionIndex === position);
    const { questions: _questions, ...content } = section;
    return {
      key: section.id,
      position,
      title: section.title,
      skill: skills.length === 1 ? (skills[0] ?? null) : null,
      questionCount: sectionAnswerable.length,
      content,
    };
  });
  let position = 0;
  const questions: DerivedQuestion[] = test.sections.flatMap((section) =>
    section.questions.map((question) => ({
      key: question.id,
      sectionKey: section.id,
      position: position++,
      type: question.type,
      skill: question.skill,
      leafCount: isGroup(question) ? question.items.length : 1,
      content: question,
    })),
  );
  const skills = testSkills(test);
  return {
    test,
    hash: createHash('sha256').update(DERIVATION_VERSION).update('\u0000').update(JSON.stringify(test)).digest('hex'),
    gradeIds: test.grades.flatMap((code) => GRADES.filter((grade) => grade.code === code).map((grade) => grade.id)),
    skills,
    questionCount: answerable.length,
    hasListening: skills.includes('LI') || hasAudio(test.sections),
    hasSpeaking: leaves.some((leaf) => leaf.question.type.startsWith('SP')),
    searchText: searchTextOf(test),
    nameSort: foldText(test.name),
    sections,
    questions,
  };
}
