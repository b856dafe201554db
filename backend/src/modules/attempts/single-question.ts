import type { LeafQuestion } from '@contract/content';
import type { PlayerAnswer, PlaySectionDto, QuestionOutcome, QuestionReviewDto } from '@contract/player';
import { familyOf } from '../question-families';
import { isAutoScored, scoreLeaf } from '../scoring';
import { buildPlayView, leavesOf, toAuthoredAnswer, toPublicParts, type LeafEntry } from './attempt-view';
import type { ContentStore } from './content';
import type { AttemptsRepository, UnitTestRow } from './repository';

/**
 * One question of a test on its own, outside any attempt (the review set of "Practise my
 * mistakes"): its play form inside its section and group, cut down to it, and its check. The
 * same family code as a test's play view and scoring, with a seed the caller keeps per question.
 */

interface SingleQuestionTest {
  id: number;
  slug: string;
  name: string;
  nameEn: string | null;
}

export interface SingleQuestionView {
  unitTest: SingleQuestionTest;
  section: PlaySectionDto;
}

export interface SingleQuestionCheck {
  outcome: QuestionOutcome;
  review: QuestionReviewDto;
  groupTranscript: string | null;
  sectionTranscript: string | null;
}

export interface SingleQuestionDeps {
  attempts: AttemptsRepository;
  content: ContentStore;
  mediaBaseUrl: string;
}

function isPlayerAnswer(value: unknown): value is PlayerAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createSingleQuestions({ attempts, content, mediaBaseUrl }: SingleQuestionDeps) {
  async function find(
    unitTestId: number,
    questionId: string,
  ): Promise<{ test: UnitTestRow; leaf: LeafEntry } | undefined> {
    const test = await attempts.findTest(unitTestId);
    if (!test) return undefined;
    const { content: authored } = await content.contentOf(test);
    const leaf = leavesOf(authored).find((entry) => entry.question.id === questionId);
    return leaf && { test, leaf };
  }

  return {
    /** The play form of one question (no answer in it), or undefined when the test no longer has it. */
    async view(unitTestId: number, questionId: string, seed: string): Promise<SingleQuestionView | undefined> {
      const found = await find(unitTestId, questionId);
      if (!found) return undefined;
      const { test, leaf } = found;
      const only = leaf.group ? { ...leaf.group, items: [leaf.question] } : leaf.question;
      const view = buildPlayView({ sections: [{ ...leaf.section, questions: [only] }] }, { seed, mediaBaseUrl });
      const section = view.sections[0];
      if (!section) return undefined;
      return { unitTest: { id: test.id, slug: test.slug, name: test.name, nameEn: test.name_en }, section };
    },

    /**
     * Scores one answer (ids as the play form with this seed shows them) and answers the review:
     * the outcome, the correct answer, the explanation. Undefined when the test no longer has it.
     */
    async check(
      unitTestId: number,
      questionId: string,
      seed: string,
      answer: PlayerAnswer,
    ): Promise<SingleQuestionCheck | undefined> {
      const found = await find(unitTestId, questionId);
      if (!found) return undefined;
      const { question, group, section } = found.leaf;
      const score = scoreLeaf(question, toAuthoredAnswer(question, answer, seed));
      const { correct, accepted } = familyOf(question).correct(question, seed);
      const review: QuestionReviewDto = {
        outcome: score.outcome,
        earnedPoints: score.earned,
        maxPoints: score.max,
        inScore: isAutoScored(question.type),
        userAnswer: isPlayerAnswer(answer) ? answer : null,
        correctAnswer: correct,
        acceptedAnswers: accepted,
        parts: toPublicParts(question, score.parts, seed),
        explanation: question.explanation ?? { vi: '', en: '' },
        transcript: question.transcript ?? null,
        sampleAnswer: sampleAnswerOf(question),
        recordingUrl: null,
        wordCount: score.wordCount ?? null,
      };
      return {
        outcome: score.outcome,
        review,
        groupTranscript: group?.type === 'LS' ? group.transcript : null,
        sectionTranscript: section.transcript ?? null,
      };
    },
  };
}

function sampleAnswerOf(question: LeafQuestion): string | null {
  return 'sampleAnswer' in question ? (question.sampleAnswer ?? null) : null;
}

export type SingleQuestions = ReturnType<typeof createSingleQuestions>;
