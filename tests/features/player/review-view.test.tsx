import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  PlayChoiceQuestion,
  PlayWritingQuestion,
  QuestionReviewDto,
  ReviewLeafQuestion,
  ReviewSectionDto,
} from '@contract/player';
import { ReviewView } from '@/features/player/components/review-view';
import { renderWithProviders } from '../../test-utils';
import { reviewOf } from './families/text-family-harness';

// Reviews here are right unless a test says otherwise.
const review = (overrides: Partial<QuestionReviewDto>): QuestionReviewDto =>
  reviewOf({ outcome: 'CORRECT', earnedPoints: 1, ...overrides });

const withReview = <Q extends object>(question: Q, outcome: QuestionReviewDto) =>
  ({ ...question, review: outcome }) as unknown as ReviewLeafQuestion;

const TOM_SAYS: PlayChoiceQuestion = {
  id: 'q1',
  type: 'MC1',
  typeId: 1,
  skill: 'LI',
  number: 1,
  maxPoints: 1,
  prompt: 'What does Tom say?',
  options: [
    { id: 'A', text: 'Hello' },
    { id: 'B', text: 'Goodbye' },
  ],
};

const sections: ReviewSectionDto[] = [
  {
    id: 's1',
    title: { vi: 'Phần 1', en: 'Part 1' },
    questionCount: 2,
    transcript: null,
    questions: [
      withReview<PlayChoiceQuestion>(
        TOM_SAYS,
        review({ userAnswer: { choice: 'A' }, correctAnswer: { choice: 'A' }, transcript: 'Tom: Hello, Mai!' }),
      ),
      withReview<PlayWritingQuestion>(
        {
          id: 'q2',
          type: 'WR1',
          typeId: 30,
          skill: 'WR',
          number: 2,
          maxPoints: 1,
          prompt: 'Write about your school.',
          minWords: 10,
          maxWords: 50,
        },
        review({ outcome: 'UNANSWERED', earnedPoints: 0, inScore: false, wordCount: 0 }),
      ),
    ],
  },
];

function question(number: number) {
  return screen.getByRole('region', { name: `Câu ${number}` });
}

describe('review header', () => {
  it('counts the questions, not a flashcard deck beside them', async () => {
    const deck = withReview(
      { id: 'fc', type: 'FC', typeId: 40, skill: 'VO', number: 3, maxPoints: 0, cards: [] },
      review({ outcome: 'UNSCORED', earnedPoints: 0, maxPoints: 0, inScore: false }),
    );
    const withDeck: ReviewSectionDto[] = [{ ...sections[0]!, questions: [...sections[0]!.questions, deck] }];
    await renderWithProviders(
      <ReviewView sections={withDeck} title="Làm quen" resultId={90} unitTestId={1006} onBack={() => undefined} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^2 câu$/);
  });
});

describe('review view', () => {
  it('shows a collapsed transcript as a control that says what it opens', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <ReviewView sections={sections} title="Làm quen" resultId={90} unitTestId={1006} onBack={() => undefined} />,
    );
    const toggle = within(question(1)).getByText('Xem lời thoại');
    expect(toggle.closest('summary')).not.toBeNull();
    expect(toggle.closest('details')).not.toHaveAttribute('open');
    await user.click(toggle);
    expect(within(question(1)).getByText('Ẩn lời thoại')).toBeInTheDocument();
    expect(within(question(1)).getByText('Tom: Hello, Mai!')).toBeVisible();
  });

  it('gives points only to questions in the score: an unanswered writing task is unanswered and outside it', async () => {
    await renderWithProviders(
      <ReviewView sections={sections} title="Làm quen" resultId={90} unitTestId={1006} onBack={() => undefined} />,
    );
    expect(within(question(1)).getByText('1/1 điểm')).toBeInTheDocument();
    expect(within(question(2)).getByText('Chưa trả lời')).toBeInTheDocument();
    expect(within(question(2)).getByText('Không tính vào điểm')).toBeInTheDocument();
    expect(within(question(2)).queryByText('0/1 điểm')).not.toBeInTheDocument();
    expect(within(question(2)).queryByText(/chấm tự động/i)).not.toBeInTheDocument();
  });

  it("shows a writing task's model text once, in the writing review, not again as a sample answer", async () => {
    const written = withReview<PlayWritingQuestion>(
      {
        id: 'w1',
        type: 'WR1',
        typeId: 30,
        skill: 'WR',
        number: 1,
        maxPoints: 1,
        prompt: 'Write about your school.',
        minWords: 10,
        maxWords: 50,
      },
      review({
        outcome: 'PENDING_REVIEW',
        earnedPoints: 0,
        inScore: false,
        userAnswer: { text: 'My school is big and I like it a lot because my friends are there.' },
        sampleAnswer: 'My school is small but beautiful.',
        wordCount: 15,
      }),
    );
    await renderWithProviders(
      <ReviewView
        sections={[{ ...sections[0]!, questionCount: 1, questions: [written] }]}
        title="Làm quen"
        resultId={91}
        unitTestId={1006}
        onBack={() => undefined}
      />,
    );
    // The writing family loads on first use.
    expect(await within(question(1)).findAllByText('My school is small but beautiful.')).toHaveLength(1);
  });

  it('plays a limited recording freely in the review: no plays are counted and it can be scrubbed', async () => {
    const listening: ReviewSectionDto[] = [
      {
        ...sections[0]!,
        questionCount: 1,
        questions: [
          withReview<PlayChoiceQuestion>(
            { ...TOM_SAYS, audio: { id: 'q1', url: 'http://localhost:4000/media/hello.mp3', playLimit: 2 } },
            review({ userAnswer: { choice: 'A' }, correctAnswer: { choice: 'A' } }),
          ),
        ],
      },
    ];
    await renderWithProviders(
      <ReviewView sections={listening} title="Làm quen" resultId={90} unitTestId={1006} onBack={() => undefined} />,
    );
    expect(within(question(1)).getByText('Nghe không giới hạn')).toBeInTheDocument();
    expect(within(question(1)).queryByText(/lượt nghe/)).not.toBeInTheDocument();
    expect(within(question(1)).getByRole('slider')).toBeInTheDocument();
  });
});
