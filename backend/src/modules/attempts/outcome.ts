import { findCertificate, isExamTest } from '@contract/catalogue';
import type { LeafQuestion } from '@contract/content';
import {
  PLAYER_RULES,
  type PlayerAnswer,
  type PlayLeafQuestion,
  type PlayQuestion,
  type QuestionOutcome,
  type QuestionOutcomeDto,
  type QuestionReviewDto,
  type RecommendationDto,
  type ResultDto,
  type ReviewLeafQuestion,
  type ReviewQuestion,
  type ReviewSectionDto,
  type SkillBreakdownDto,
} from '@contract/player';
import { buildPlayView, leavesOf, toAuthoredAnswer, toPublicParts, type AuthoredTestContent } from './attempt-view';
import type { UnitTestRow } from './repository';
import { familyOf, type CorrectAnswer } from '../question-families';
import { ieltsBandOf, isAutoScored, scoreLeaf, summarize, type ScoredLeaf } from '../scoring';
import type { ResultRow } from './results-repository';

/**
 * From an attempt's answers to a result (pure): per-question outcomes, the totals, the skill
 * breakdown and recommendations; and, when read back, the review (each question with the
 * learner's answer, the correct one, the explanation and the transcript).
 */

/** What `unit_test_results.outcome_json` holds. */
export interface StoredOutcome {
  counts: Record<QuestionOutcome, number>;
  /** Derived fields (unanswered per skill) are computed when read, so older rows answer them too. */
  skills: StoredSkill[];
  /** Per question; parts in the ids the learner saw. */
  questions: (StoredQuestion & { parts: Record<string, boolean> | null; wordCount: number | null })[];
  recommendations: RecommendationDto[];
}

type StoredSkill = Omit<SkillBreakdownDto, 'unansweredCount'>;
type StoredQuestion = Omit<QuestionOutcomeDto, 'inScore'>;

export interface ScoreInput {
  content: AuthoredTestContent;
  seed: string;
  answers: Record<string, unknown>;
  /** Upload ids of the attempt, by question id. */
  uploads: Map<number, string>;
  test: Pick<UnitTestRow, 'school_level' | 'certificate_id' | 'exam_id' | 'practice_mode_id'>;
}

export interface ScoredAttempt extends StoredOutcome {
  earnedPoints: number;
  maxPoints: number;
  score: number | null;
  percent: number | null;
}

/** The context of a test in the web app's /explore parameters (level, certificate family, exam, mode). */
function exploreContext(test: ScoreInput['test']): Record<string, string> {
  const context: Record<string, string> = {};
  if (test.school_level) context.level = test.school_level;
  const certificate = test.certificate_id === null ? undefined : findCertificate(test.certificate_id);
  if (certificate) context.certificate = certificate.family;
  else if (test.exam_id !== null) context.exam = String(test.exam_id);
  return context;
}

function recommend(skills: readonly StoredSkill[], test: ScoreInput['test']): RecommendationDto[] {
  const context = exploreContext(test);
  const weak = skills
    .filter(
      (skill): skill is StoredSkill & { percent: number } =>
        skill.percent !== null && skill.percent < PLAYER_RULES.RECOMMEND_BELOW_PERCENT,
    )
    .sort((a, b) => a.percent - b.percent)
    .slice(0, 2);
  if (weak.length > 0) {
    // The skill filter alone: the weak skill is worth practising at any test kind of the level.
    const { level } = context;
    return weak.map((skill) => ({
      kind: 'PRACTISE_SKILL',
      skill: skill.skill,
      percent: skill.percent,
      explore: { ...(level === undefined ? {} : { level }), skill: skill.skill },
    }));
  }
  const kept = { ...context };
  if (Object.keys(kept).length === 0 && test.practice_mode_id !== null) kept.mode = String(test.practice_mode_id);
  return [{ kind: 'KEEP_GOING', skill: null, percent: null, explore: kept }];
}

export function scoreAttempt(input: ScoreInput): ScoredAttempt {
  const leaves = leavesOf(input.content);
  const scored: (ScoredLeaf & { number: number })[] = leaves.map((leaf) => {
    const answer = toAuthoredAnswer(leaf.question, input.answers[leaf.question.id], input.seed);
    const score = scoreLeaf(leaf.question, answer, (uploadId) => input.uploads.get(uploadId) === leaf.question.id);
    return { question: leaf.question, score, number: leaf.number };
  });
  const summary = summarize(scored);
  const skills: StoredSkill[] = summary.skills.map((totals) => ({ ...totals }));
  return {
    earnedPoints: summary.earnedPoints,
    maxPoints: summary.maxPoints,
    score: summary.score,
    percent: summary.percent,
    counts: summary.counts,
    skills,
    questions: scored.map(({ question, score, number }) => ({
      questionId: question.id,
      number,
      type: question.type,
      skill: question.skill,
      outcome: score.outcome,
      earnedPoints: score.earned,
      maxPoints: score.max,
      parts: toPublicParts(question, score.parts, input.seed),
      wordCount: score.wordCount ?? null,
    })),
    recommendations: recommend(skills, input.test),
  };
}

export function storedOutcomeOf(scored: ScoredAttempt): StoredOutcome {
  return {
    counts: scored.counts,
    skills: scored.skills,
    questions: scored.questions,
    recommendations: scored.recommendations,
  };
}

export function parseOutcome(row: Pick<ResultRow, 'outcome_json'>): StoredOutcome {
  return JSON.parse(row.outcome_json) as StoredOutcome;
}

/** The result as the API answers it. */
export function toResultDto(row: ResultRow, test: UnitTestRow): ResultDto {
  const outcome = parseOutcome(row);
  const questions: QuestionOutcomeDto[] = outcome.questions.map(
    ({ parts: _parts, wordCount: _wordCount, ...question }) => ({ ...question, inScore: isAutoScored(question.type) }),
  );
  const skills: SkillBreakdownDto[] = outcome.skills.map((skill) => ({
    ...skill,
    unansweredCount: questions.filter((q) => q.skill === skill.skill && q.outcome === 'UNANSWERED').length,
  }));
  return {
    id: row.id,
    attemptId: row.attempt_id,
    unitTest: {
      id: test.id,
      slug: test.slug,
      name: test.name,
      nameEn: test.name_en,
      scope: test.scope,
      labels: test.labels,
      testCount: test.test_count,
      isExam: isExamTest({ isInternationalExam: test.is_international_exam === 1, unitTestType: test.unit_test_type }),
    },
    status: row.status,
    voidReason: row.void_reason,
    closedBy: row.closed_by,
    lateAnswersIgnored: row.late_answers_ignored === 1,
    reviewStatus: row.review_status,
    score: row.score,
    band: row.status === 'VOIDED' ? null : ieltsBandOf(test.certificate_id, row.earned_points, row.max_points),
    percent: row.percent,
    earnedPoints: row.earned_points,
    maxPoints: row.max_points,
    questionCount: row.question_count,
    scoredQuestionCount: questions.filter((question) => question.inScore).length,
    correctCount: row.correct_count,
    partialCount: outcome.counts.PARTIAL,
    incorrectCount: outcome.counts.INCORRECT,
    unansweredCount: outcome.counts.UNANSWERED,
    pendingReviewCount: outcome.counts.PENDING_REVIEW,
    unscoredCount: outcome.counts.UNSCORED,
    skills,
    questions,
    // Nothing to practise from a cancelled exam: it measured nothing.
    recommendations: row.status === 'VOIDED' ? [] : outcome.recommendations,
    startedAt: row.started_at,
    submittedAt: row.submitted_at,
    timeTakenSeconds: row.time_taken_seconds,
    timeLimitSeconds: row.time_limit_seconds,
  };
}

// ------------------------------------------------------------------------------------------------
// Review

export interface ReviewInput {
  content: AuthoredTestContent;
  seed: string;
  answers: Record<string, PlayerAnswer>;
  outcome: StoredOutcome;
  mediaBaseUrl: string;
  /** Absolute URL of a speaking upload, by upload id. */
  recordingUrl: (uploadId: number) => string | null;
}

/** The correct answer shown in review, in the ids the learner saw (its family's). */
function correctAnswerOf(question: LeafQuestion, seed: string): CorrectAnswer {
  return familyOf(question).correct(question, seed);
}

function isPlayerAnswer(value: unknown): value is PlayerAnswer {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The review of every question, in the play form the learner saw (same shuffles and ids). */
export function buildReview(input: ReviewInput): ReviewSectionDto[] {
  const view = buildPlayView(input.content, { seed: input.seed, mediaBaseUrl: input.mediaBaseUrl });
  const leaves = new Map(leavesOf(input.content).map((leaf) => [leaf.question.id, leaf.question]));
  const outcomes = new Map(input.outcome.questions.map((question) => [question.questionId, question]));

  const reviewLeaf = (played: PlayLeafQuestion): ReviewLeafQuestion => {
    const authored = leaves.get(played.id);
    const stored = outcomes.get(played.id);
    const given = input.answers[played.id];
    const userAnswer = isPlayerAnswer(given) ? given : null;
    const { correct, accepted } = authored ? correctAnswerOf(authored, input.seed) : { correct: null, accepted: null };
    const uploadId = userAnswer !== null && 'uploadId' in userAnswer ? userAnswer.uploadId : null;
    const review: QuestionReviewDto = {
      outcome: stored?.outcome ?? 'UNANSWERED',
      earnedPoints: stored?.earnedPoints ?? 0,
      maxPoints: stored?.maxPoints ?? played.maxPoints,
      inScore: isAutoScored(played.type),
      userAnswer,
      correctAnswer: correct,
      acceptedAnswers: accepted,
      parts: stored?.parts ?? null,
      explanation: authored?.explanation ?? { vi: '', en: '' },
      transcript: authored?.transcript ?? null,
      sampleAnswer: authored && 'sampleAnswer' in authored ? (authored.sampleAnswer ?? null) : null,
      recordingUrl:
        typeof uploadId === 'number' && stored?.outcome === 'PENDING_REVIEW' ? input.recordingUrl(uploadId) : null,
      wordCount: stored?.wordCount ?? null,
    };
    return { ...played, review };
  };

  const groups = new Map(
    input.content.sections
      .flatMap((section) => section.questions)
      .flatMap((question) => (question.type === 'LS' ? [[question.id, question.transcript] as const] : [])),
  );
  const reviewQuestion = (question: PlayQuestion): ReviewQuestion => {
    if (question.type === 'LS')
      return { ...question, transcript: groups.get(question.id) ?? '', items: question.items.map(reviewLeaf) };
    if (question.type === 'MIX') return { ...question, items: question.items.map(reviewLeaf) };
    return reviewLeaf(question);
  };

  return view.sections.map((section, index) => ({
    ...section,
    transcript: input.content.sections[index]?.transcript ?? null,
    questions: section.questions.map(reviewQuestion),
  }));
}
