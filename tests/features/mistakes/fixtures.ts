import { accountEndpoints } from '@contract/account';
import type { UserDto } from '@contract/api';
import type { CheckMistakeDto, MistakeItemDto, MistakesSummaryDto } from '@contract/mistakes';
import type { PlayChoiceQuestion, QuestionReviewDto } from '@contract/player';
import { ok } from '../../msw/handlers';

export const student: UserDto = {
  id: 9,
  roleCode: 'STUDENT',
  fullName: 'Trần Minh Khoa',
  phone: '0912345678',
  email: null,
  avatar: null,
  status: 'ACTIVE',
  receivedGift: true,
  grade: null,
};

export const teacher: UserDto = { ...student, id: 3, roleCode: 'TEACHER', fullName: 'Nguyễn Thị Lan' };

export const signedInAs = (user: UserDto) => ok(accountEndpoints.profile, user, { totalRecords: 1 });

export const summaryOf = (overrides: Partial<MistakesSummaryDto> = {}): MistakesSummaryDto => ({
  count: 3,
  dueCount: 3,
  today: '2026-11-28',
  ...overrides,
});

export function choiceQuestion(id: string, prompt: string): PlayChoiceQuestion {
  return {
    id,
    type: 'MC1',
    typeId: 1,
    skill: 'GR',
    number: 7,
    maxPoints: 1,
    prompt,
    options: ['A', 'B', 'C'].map((letter) => ({ id: letter, text: `${id} option ${letter}` })),
  };
}

export function itemOf(id: number, question: PlayChoiceQuestion, wrongCount = 1): MistakeItemDto {
  return {
    id,
    unitTest: { id: 1006, slug: 'lam-quen', name: 'Làm quen', nameEn: 'Getting started' },
    wrongCount,
    rightDays: 0,
    enteredAt: '2026-11-20T03:00:00.000Z',
    section: {
      id: 's1',
      title: { vi: 'Ngữ pháp', en: 'Grammar' },
      questionCount: 1,
      questions: [question],
    },
  };
}

export function checked(
  status: CheckMistakeDto['status'],
  review: Partial<QuestionReviewDto>,
  summary: Partial<MistakesSummaryDto> = {},
): CheckMistakeDto {
  const right = status !== 'RESET';
  return {
    review: {
      outcome: right ? 'CORRECT' : 'INCORRECT',
      earnedPoints: right ? 1 : 0,
      maxPoints: 1,
      inScore: true,
      userAnswer: null,
      correctAnswer: { choice: 'B' },
      acceptedAnswers: null,
      parts: null,
      explanation: { vi: 'Dùng thì hiện tại đơn cho thói quen.', en: 'Habits take the present simple.' },
      transcript: null,
      sampleAnswer: null,
      recordingUrl: null,
      wordCount: null,
      ...review,
    },
    groupTranscript: null,
    sectionTranscript: null,
    status,
    rightDays: status === 'RIGHT_TODAY' ? 1 : 0,
    summary: summaryOf(summary),
  };
}
