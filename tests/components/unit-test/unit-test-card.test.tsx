import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UnitTestCard } from '@/components/unit-test/unit-test-card';
import { UnitTestCardSkeleton } from '@/components/unit-test/unit-test-card-skeleton';
import { makeSummary } from '../../lib/catalogue/fixtures';
import { createTestI18n, renderWithProviders } from '../../test-utils';

// Intl puts a no-break space between the amount and "₫"; compare what a reader sees.
const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('UnitTestCard', () => {
  it('links the whole card to the test page by its slug, named by the test title', async () => {
    await renderWithProviders(<UnitTestCard test={makeSummary({ slug: 'giua-ky-1-lop-6' })} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/practice-test/giua-ky-1-lop-6');
    expect(link).toHaveAccessibleName('Kiểm tra giữa kỳ I – Tiếng Anh 6');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
  });

  it('shows the spec display name (labels) above the localized name when they differ', async () => {
    await renderWithProviders(
      <UnitTestCard test={makeSummary({ labels: 'Đề số 2', name: 'Ôn tập Unit 4', nameEn: 'Unit 4 review' })} />,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Đề số 2 Ôn tập Unit 4');
  });

  it('falls back to "Test n" for a system test without labels, and uses nameEn in English', async () => {
    const i18n = await createTestI18n('en');
    await renderWithProviders(
      <UnitTestCard test={makeSummary({ testCount: 3, name: 'Đề VSTEP B1', nameEn: 'VSTEP B1 reading' })} />,
      { i18n },
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Test 3 VSTEP B1 reading');
  });

  it('adds no Vietnamese label to an English card of a test without labels', async () => {
    const i18n = await createTestI18n('en');
    await renderWithProviders(<UnitTestCard test={makeSummary({ name: 'Ôn tập Unit 4', nameEn: 'Unit 4 review' })} />, {
      i18n,
    });
    expect(screen.getByRole('link')).toHaveAccessibleName('Unit 4 review');
  });

  it('shows no separate label for a user test whose display name is its name', async () => {
    await renderWithProviders(
      <UnitTestCard test={makeSummary({ scope: 'USER', labels: 'ignored', name: 'Bài của tôi', nameEn: null })} />,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('Bài của tôi');
  });

  it('states grade and exam, the free badge, the exam badge, skills, duration and question count', async () => {
    await renderWithProviders(<UnitTestCard test={makeSummary()} />);
    expect(screen.getByText('Lớp 6 · Kiểm tra giữa kỳ')).toBeInTheDocument();
    expect(screen.getByText('Miễn phí')).toBeInTheDocument();
    expect(screen.getByText('Đề thi')).toBeInTheDocument();
    const skills = screen.getByRole('list', { name: 'Kỹ năng luyện tập' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Đọc', 'Ngữ pháp', 'Từ vựng']);
    expect(screen.getByText('45 phút')).toBeInTheDocument();
    expect(screen.getByText('30 câu hỏi')).toBeInTheDocument();
  });

  it('prices a paid test in VND and marks a membership test, in English too', async () => {
    const { unmount } = await renderWithProviders(
      <UnitTestCard test={makeSummary({ accessTier: 'PAID', price: 49000 })} />,
    );
    expect(
      screen.getByText((_, el) => el?.tagName === 'SPAN' && normalise(el.textContent) === '49.000 ₫'),
    ).toBeInTheDocument();
    unmount();

    const i18n = await createTestI18n('en');
    await renderWithProviders(
      <UnitTestCard
        test={makeSummary({
          accessTier: 'MEMBERSHIP',
          duration: null,
          questionCount: 1,
          unitTestType: 'SKILL',
          examId: null,
          practiceModeId: 3,
          grades: ['G10', 'G11', 'G12'],
        })}
      />,
      { i18n },
    );
    expect(screen.getByText('Membership')).toBeInTheDocument();
    expect(screen.queryByText('Exam')).not.toBeInTheDocument();
    expect(screen.getByText('No time limit')).toBeInTheDocument();
    expect(screen.getByText('1 question')).toBeInTheDocument();
    expect(screen.getByText('Grade 10 – Grade 12 · By skill')).toBeInTheDocument();
    expect(screen.getByText('A mid-term test that follows the Grade 6 syllabus.')).toBeInTheDocument();
  });

  it('names the certificate of an international exam and counts it as an exam', async () => {
    await renderWithProviders(
      <UnitTestCard
        test={makeSummary({
          isInternationalExam: true,
          unitTestType: 'CERTIFICATE',
          certificateId: 30,
          examId: null,
          grades: [],
        })}
      />,
    );
    expect(screen.getByText('VSTEP B1')).toBeInTheDocument();
    expect(screen.getByText('Đề thi')).toBeInTheDocument();
  });

  it('is reachable with the keyboard and keeps a footer outside the link', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <UnitTestCard test={makeSummary()} footer={<button type="button">Chi tiết</button>} compact />,
    );
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(screen.getByRole('link')).not.toContainElement(screen.getByRole('button', { name: 'Chi tiết' }));
    expect(screen.queryByText('Đề kiểm tra giữa học kỳ I bám sát chương trình lớp 6.')).not.toBeInTheDocument();
  });

  it('skeleton is hidden from assistive technology', async () => {
    await renderWithProviders(<UnitTestCardSkeleton />);
    expect(screen.getByTestId('unit-test-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
