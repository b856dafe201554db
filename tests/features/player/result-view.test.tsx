import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SkillBreakdownDto } from '@contract/player';
import { ResultView } from '@/features/player/components/result-view';
import { setSession } from '@/lib/session';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { makeResult } from './result-fixtures';
import { HttpResponse } from 'msw';
import { resultsEndpoints } from '@contract/results';
import { server } from '../../msw/server';
import { handle } from '../../msw/handlers';
import { ok } from '../../lib/catalogue/fixtures';

const skill = (overrides: Partial<SkillBreakdownDto> & Pick<SkillBreakdownDto, 'skill'>): SkillBreakdownDto => ({
  earnedPoints: 0,
  maxPoints: 0,
  percent: null,
  correctCount: 0,
  questionCount: 1,
  pendingReviewCount: 0,
  unansweredCount: 0,
  ...overrides,
});

/** 11 questions: 10 auto-scored (9 right, 1 half right), 1 writing answer awaiting review. */
const mixed = makeResult({
  score: 9.5,
  percent: 95,
  earnedPoints: 9.5,
  maxPoints: 10,
  questionCount: 11,
  scoredQuestionCount: 10,
  correctCount: 9,
  partialCount: 1,
  unansweredCount: 1,
  pendingReviewCount: 1,
  unscoredCount: 0,
  skills: [
    skill({ skill: 'RE', earnedPoints: 1, maxPoints: 3, percent: 33, correctCount: 0, questionCount: 1 }),
    skill({ skill: 'GR', earnedPoints: 1.6, maxPoints: 2, percent: 80, correctCount: 1, questionCount: 2 }),
    skill({ skill: 'SP', unansweredCount: 1 }),
    skill({ skill: 'WR', pendingReviewCount: 1 }),
  ],
});

function row(name: string) {
  return screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
}

describe('result view', () => {
  it('counts correct answers out of the auto-scored questions', async () => {
    await renderWithProviders(<ResultView result={mixed} title="Làm quen" isOwner={false} />);
    expect(screen.getByText('9/10 câu tự chấm')).toBeInTheDocument();
    expect(screen.queryByText('9/11')).not.toBeInTheDocument();
  });

  it('has one headline score, out of 10, and the points it comes from only as a labelled detail', async () => {
    // 8 of 33 points: 2.4 out of 10, 24 %.
    const low = makeResult({ ...mixed, score: 2.4, percent: 24, earnedPoints: 8, maxPoints: 33, skills: [] });
    for (const [locale, label, value, detail] of [
      ['vi', 'Điểm (thang 10)', '2,4/10', 'Điểm tự chấm: 8/33 (24%), trên 10 câu.'],
      ['en', 'Score (out of 10)', '2.4/10', 'Auto-scored points: 8/33 (24%), from 10 questions.'],
    ] as const) {
      const view = await renderWithProviders(<ResultView result={low} title="Làm quen" isOwner={false} />, {
        i18n: await createTestI18n(locale),
      });
      const headline = screen.getByText(label).parentElement as HTMLElement;
      expect(headline).toHaveTextContent(`${label}${value}`);
      expect(screen.getByText(detail)).toBeInTheDocument();
      // The other scales appear nowhere else: no bare percent, no second "points" figure.
      expect(screen.queryByText('24%')).not.toBeInTheDocument();
      expect(screen.getAllByText(/8\/33/)).toHaveLength(1);
      view.unmount();
    }
  });

  it('reports an IELTS test as IELTS does: a band and the correct answers out of the marks', async () => {
    // 16 questions worth 21 marks (six headings, a two- and a three-answer choice); 15 marks right.
    const ielts = makeResult({
      score: 7.1,
      band: 6.5,
      percent: 71,
      earnedPoints: 15,
      maxPoints: 21,
      questionCount: 16,
      scoredQuestionCount: 16,
      correctCount: 11,
      partialCount: 2,
      unansweredCount: 1,
      pendingReviewCount: 0,
      reviewStatus: 'COMPLETE',
    });
    await renderWithProviders(<ResultView result={ielts} title="IELTS Academic Reading" isOwner={false} />);
    expect(screen.getByText('Band ước tính').parentElement).toHaveTextContent(/^Band ước tínhBand 6.5$/);
    // The marks are a figure of their own, not a second headline beside the band.
    expect(screen.getAllByText(/15\/21/)).toHaveLength(1);
    expect(screen.getByText('Số điểm').nextElementSibling).toHaveTextContent(/^15\/21$/);
    // No score out of 10, percent or question counts that count something else.
    expect(screen.queryByText(/\/10 điểm/)).not.toBeInTheDocument();
    expect(screen.queryByText('71%')).not.toBeInTheDocument();
    expect(screen.queryByText('11/16 câu tự chấm')).not.toBeInTheDocument();
    expect(screen.queryByText('Đúng một phần')).not.toBeInTheDocument();
    expect(screen.queryByText('Chưa trả lời')).not.toBeInTheDocument();
    expect(screen.getByText(/Band ước tính theo bảng quy đổi điểm của IELTS/)).toBeInTheDocument();
  });

  it('says a short time without an empty unit: "3 giây", not "0 phút 3 giây"', async () => {
    await renderWithProviders(
      <ResultView result={{ ...mixed, timeTakenSeconds: 3 }} title="Làm quen" isOwner={false} />,
    );
    expect(screen.getByText('3 giây')).toBeInTheDocument();
    expect(screen.queryByText(/0 phút/)).not.toBeInTheDocument();
  });

  it('on a test assigned in a class, says which result the class gets and links back to the classes', async () => {
    await renderWithProviders(
      <ResultView result={mixed} title="Làm quen" isOwner onRetake={() => undefined} assigned />,
    );
    expect(screen.getByText(/kết quả đầu tiên bạn nộp là kết quả gửi cho lớp/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về lớp học của tôi' })).toHaveAttribute('href', '/classes/mine');
  });

  it('shows each skill in points and their percent, one unit per column', async () => {
    await renderWithProviders(<ResultView result={mixed} title="Làm quen" isOwner={false} />);
    expect(screen.getByRole('columnheader', { name: 'Điểm tự chấm' })).toBeInTheDocument();
    expect(within(row('Ngữ pháp')).getByText('1,6/2')).toBeInTheDocument();
    expect(within(row('Ngữ pháp')).getByText('80%')).toBeInTheDocument();
    expect(within(row('Đọc')).getByText('1/3')).toBeInTheDocument();
    expect(within(row('Đọc')).getByText('33%')).toBeInTheDocument();
  });

  it('says unanswered for an unanswered speaking question, and pending only for an answer awaiting review', async () => {
    await renderWithProviders(<ResultView result={mixed} title="Làm quen" isOwner={false} />);
    expect(within(row('Nói')).getByText('1 câu chưa trả lời, không tính điểm')).toBeInTheDocument();
    expect(within(row('Nói')).queryByText(/chấm tự động/i)).not.toBeInTheDocument();
    expect(within(row('Viết')).getByText('1 câu không chấm tự động, không tính điểm')).toBeInTheDocument();
  });

  it('never calls a result with nothing scored and nothing answered "awaiting review"', async () => {
    const speakingOnly = makeResult({
      score: null,
      percent: null,
      earnedPoints: 0,
      maxPoints: 0,
      questionCount: 2,
      scoredQuestionCount: 0,
      correctCount: 0,
      unansweredCount: 2,
      pendingReviewCount: 0,
      unscoredCount: 0,
      reviewStatus: 'COMPLETE',
      skills: [skill({ skill: 'SP', questionCount: 2, unansweredCount: 2 })],
    });
    await renderWithProviders(<ResultView result={speakingOnly} title="Nói" isOwner={false} />);
    expect(screen.getByText('Không có câu nào được chấm điểm')).toBeInTheDocument();
    expect(screen.queryByText(/chấm tự động/i)).not.toBeInTheDocument();
  });

  it('tells a guest that no teacher reviews their speaking or writing, and offers to keep the result', async () => {
    await renderWithProviders(<ResultView result={mixed} title="Làm quen" attemptSecret="s3cret" isOwner />);
    expect(screen.getByText(/Bài làm của khách không được giáo viên nào chấm/)).toBeInTheDocument();
    expect(screen.queryByText(/giáo viên chấm và chưa tính/)).not.toBeInTheDocument();
    const keep = screen.getByRole('region', { name: 'Giữ lại kết quả này' });
    expect(within(keep).getByRole('link', { name: 'Đăng ký để lưu kết quả' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Funit-test%2Fmine',
    );
    expect(within(keep).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Funit-test%2Fmine',
    );
  });

  it('tells a student how pending answers count and who reviews them, with no offer to sign up', async () => {
    setSession({ accessToken: 'access-1' });
    await renderWithProviders(<ResultView result={mixed} title="Làm quen" isOwner />);
    expect(screen.getByText(/không tính vào điểm trên, và điểm này sẽ không thay đổi/)).toBeInTheDocument();
    expect(screen.getByText(/Giáo viên chỉ chấm những bài họ giao cho lớp/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Giữ lại kết quả này' })).not.toBeInTheDocument();
  });

  it('lets a student name themselves on the shared page, and changes what the same link shows', async () => {
    setSession({ accessToken: 'access-1' });
    const bodies: unknown[] = [];
    server.use(
      handle(resultsEndpoints.share, async ({ request }) => {
        const body = (await request.json()) as { showName?: boolean };
        bodies.push(body);
        return HttpResponse.json(
          ok({ code: 'c0de', kind: 'RESULT' as const, unitTestId: 1, resultId: mixed.id, showName: !!body.showName }),
        );
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<ResultView result={mixed} title="Làm quen" isOwner />);
    const showName = screen.getByRole('checkbox', { name: 'Hiện tên của tôi trên trang chia sẻ' });
    expect(showName).not.toBeChecked();
    await user.click(showName);
    await user.click(screen.getByRole('button', { name: 'Chia sẻ kết quả' }));
    expect(await screen.findByLabelText('Liên kết kết quả')).toBeInTheDocument();
    await user.click(showName);
    await vi.waitFor(() => expect(bodies).toEqual([{ showName: true }, { showName: false }]));
    expect(showName).not.toBeChecked();
  });

  it('shares a guest’s result without a name to show', async () => {
    await renderWithProviders(<ResultView result={mixed} title="Làm quen" attemptSecret="s3cret" isOwner />);
    expect(screen.getByRole('button', { name: 'Chia sẻ kết quả' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Hiện tên của tôi trên trang chia sẻ' })).not.toBeInTheDocument();
  });

  it('checks the e-mail address itself, in the page’s language, instead of the browser', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<ResultView result={mixed} title="Làm quen" attemptSecret="s3cret" isOwner />);
    const input = screen.getByLabelText('Gửi kết quả qua email');
    expect(input.closest('form')).toHaveAttribute('novalidate');
    expect(input).not.toHaveAttribute('required');

    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vui lòng nhập email để nhận kết quả.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();

    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email không đúng định dạng.');
  });

  it('shows a cancelled exam as cancelled, with why and when, never as a score or advice', async () => {
    const cancelled = makeResult({
      status: 'VOIDED',
      voidReason: 'TAB_SWITCH',
      closedBy: 'INTEGRITY',
      score: 0,
      percent: 0,
      submittedAt: '2026-11-27T02:05:00.000Z',
      skills: [skill({ skill: 'GR', maxPoints: 10, percent: 0 })],
      recommendations: [{ kind: 'PRACTISE_SKILL', skill: 'GR', percent: 0, explore: { skill: 'GR' } }],
    });
    await renderWithProviders(
      <ResultView result={cancelled} title="Giữa kỳ" isOwner onRetake={() => undefined} onReview={() => undefined} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Giữa kỳ' })).toBeInTheDocument();
    expect(screen.getByText('Bài thi đã bị hủy')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Bạn đã rời khỏi bài thi (sang ứng dụng, tab hoặc cửa sổ khác, hoặc khóa màn hình) quá số lần cho phép.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Hủy lúc \d\d:\d\d 27\/11\/2026$/)).toBeInTheDocument();
    expect(screen.getByText(/không có điểm và không được tính vào thống kê/)).toBeInTheDocument();
    expect(screen.queryByText(/điểm$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nên luyện tiếp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xem lại bài làm' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Làm lại' })).toBeInTheDocument();
  });
});
