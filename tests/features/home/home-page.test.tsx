import type { UserDto } from '@contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '@/features/home/components/home-page';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { makeResultSummary } from '../player/result-fixtures';
import { grades, serveHomeApi, serveStudentHome, student } from './fixtures';
import { accountEndpoints } from '@contract/account';
import { handle } from '../../msw/handlers';
import { signedIn } from '../../session';

// A student's part of the page is loaded lazily; compiling it for the test run is no part of what
// a test waits for.
beforeAll(async () => {
  await import('@/features/home/lazy/student-home');
});

// Intl puts a no-break space between the amount and "₫"; compare what a reader sees.
const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

async function renderHome(options: { lng?: 'vi' | 'en' } = {}) {
  const i18n = options.lng ? await createTestI18n(options.lng) : undefined;
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <HomePage />
    </SWRConfig>,
    i18n ? { i18n } : {},
  );
}

describe('HomePage fed by the API', () => {
  it('leads with the headline, the calls to action and the library figures', async () => {
    serveHomeApi();
    await renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Luyện tiếng Anh mỗi ngày, tự tin bước vào mọi kỳ thi',
    );
    expect(screen.getByRole('link', { name: 'Bắt đầu luyện tập' })).toHaveAttribute('href', '/explore');
    const figures = await screen.findByLabelText('Kho đề hiện có');
    await waitFor(() => expect(within(figures).getAllByRole('definition')).toHaveLength(3));
    expect(
      within(figures)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['73', '41', '13']);
    expect(
      within(figures)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['đề luyện và đề thi', 'đề miễn phí', 'khối lớp']);
  });

  it('shows how many tests each practice mode holds and links it by id', async () => {
    serveHomeApi();
    await renderHome();
    const modes = section('Ba cách luyện tập phù hợp với mọi mục tiêu');
    await waitFor(() => expect(within(modes).getByText('21 đề')).toBeInTheDocument());
    const byUnit = within(modes).getByRole('link', { name: 'Luyện theo bài học' });
    expect(byUnit).toHaveAttribute('href', '/explore?mode=1');
    expect(byUnit.closest('li')).toHaveTextContent('21 đề');
    expect(within(modes).getByRole('link', { name: 'Luyện theo chủ đề' }).closest('li')).toHaveTextContent('12 đề');
    expect(within(modes).getByRole('link', { name: 'Luyện theo kỹ năng' })).toHaveAttribute('href', '/explore?mode=3');
  });

  it('lists school and national exams with their counts, leaving out exams without tests', async () => {
    serveHomeApi();
    await renderHome();
    const exams = section('Đề kiểm tra trên lớp và đề thi quốc gia');
    await waitFor(() =>
      expect(within(exams).queryByRole('link', { name: /Phỏng vấn xin việc/ })).not.toBeInTheDocument(),
    );
    const link = (name: RegExp) => within(exams).getByRole('link', { name });
    expect(link(/^Kiểm tra thường xuyên/)).toHaveAttribute('href', '/explore?exam=4');
    expect(link(/^Kiểm tra giữa kỳ/)).toHaveTextContent('5 đề');
    expect(link(/^Kiểm tra cuối kỳ/)).toHaveAttribute('href', '/explore?exam=7');
    expect(link(/Thi tuyển sinh vào lớp 10/)).toHaveTextContent('3 đề');
    expect(link(/Thi tốt nghiệp THPT/)).toHaveAttribute('href', '/explore?exam=10');
    expect(link(/Đánh giá năng lực/)).toHaveTextContent('1 đề');
    expect(within(exams).queryByRole('link', { name: /Đánh giá du học/ })).not.toBeInTheDocument();
  });

  it('links certificate families by family key with their counts, and VSTEP levels by id', async () => {
    serveHomeApi();
    await renderHome();
    const certificates = section('Luyện đề chứng chỉ tiếng Anh');
    await waitFor(() =>
      expect(within(certificates).queryByRole('link', { name: 'Cambridge Movers' })).not.toBeInTheDocument(),
    );
    const starters = within(certificates).getByRole('link', { name: 'Cambridge Starters' });
    expect(starters).toHaveAttribute('href', '/explore?certificate=STARTERS');
    expect(starters.closest('li')).toHaveTextContent('2 đề');
    expect(within(certificates).getByRole('link', { name: 'KET (A2 Key)' })).toHaveAttribute(
      'href',
      '/explore?certificate=KET',
    );
    const ielts = within(certificates).getByRole('link', { name: 'IELTS' });
    expect(ielts).toHaveAttribute('href', '/explore?certificate=IELTS');
    expect(ielts.closest('li')).toHaveTextContent('3 đề');
    expect(within(certificates).queryByRole('link', { name: 'TOEIC' })).not.toBeInTheDocument();
    expect(within(certificates).getByRole('link', { name: 'VSTEP' })).toHaveAttribute(
      'href',
      '/explore?certificate=VSTEP',
    );
    const vstep = within(certificates).getByRole('list', { name: 'Chọn cấp độ VSTEP' });
    expect(
      within(vstep)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['VSTEP A1, 1 đề', '/explore?certificate=45'],
      ['VSTEP B1, 2 đề', '/explore?certificate=30'],
    ]);
  });

  it('shows the skills that have tests, with their counts', async () => {
    serveHomeApi();
    await renderHome();
    const skills = section('Rèn luyện từng kỹ năng');
    await waitFor(() => expect(within(skills).getAllByRole('link')).toHaveLength(5));
    const links = within(skills).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/explore?skill=LI',
      '/explore?skill=RE',
      '/explore?skill=GR',
      '/explore?skill=VO',
      '/explore?skill=WR',
    ]);
    expect(links[0]).toHaveTextContent('Nghe');
    expect(links[0]).toHaveTextContent('10 đề');
  });

  it('shows the featured tests from the API as cards', async () => {
    const api = serveHomeApi();
    await renderHome();
    const featured = section('Đề nổi bật');
    expect(await within(featured).findByRole('link', { name: 'Ngữ pháp thì hiện tại' })).toHaveAttribute(
      'href',
      '/practice-test/de-1',
    );
    expect(within(featured).getByRole('link', { name: 'Đọc hiểu chủ đề gia đình' })).toBeInTheDocument();
    expect(Object.fromEntries(api.listRequests[0] ?? [])).toEqual({ featured: 'true', pageSize: '8' });
  });

  it('shows the three membership plans from the API with VND prices', async () => {
    const api = serveHomeApi();
    await renderHome();
    const membership = section('Mở khóa toàn bộ kho đề với gói hội viên');
    expect(membership).toHaveAttribute('id', 'plans');
    await within(membership).findByRole('heading', { name: 'Bạc' });
    const plans = within(membership)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-labelledby'));
    expect(plans).toHaveLength(3);
    expect(plans.map((plan) => normalise(within(plan).getByTestId(/plan-price/).textContent))).toEqual([
      '200.000 ₫',
      '400.000 ₫',
      '699.000 ₫',
    ]);
    ['/ 1 tháng', '/ 3 tháng', '/ 12 tháng'].forEach((period, i) => {
      expect(within(plans[i] as HTMLElement).getByText(period)).toBeInTheDocument();
    });
    const gold = plans[1] as HTMLElement;
    expect(within(gold).getByText('Phổ biến nhất')).toBeInTheDocument();
    expect(within(gold).getByText('Tiết kiệm 20%')).toBeInTheDocument();
    expect(normalise(gold.querySelector('s')?.textContent ?? null)).toBe('500.000 ₫');
    // The credits in the words checkout uses (Silver gives 20 in the fixture; Gold none).
    expect(within(plans[0] as HTMLElement).getByText('20 Lượt Bạc — đề thi thử hội viên')).toBeInTheDocument();
    expect(within(gold).queryByText(/Lượt Bạc/)).toBeNull();
    expect(plans.map((plan) => within(plan).getByRole('link', { name: 'Mua gói này' }).getAttribute('href'))).toEqual([
      '/checkout/combo?plan=SILVER',
      '/checkout/combo?plan=GOLD',
      '/checkout/combo?plan=DIAMOND',
    ]);
    expect(api.membershipRequests[0]?.get('roleCode')).toBe('STUDENT');
  });

  it('writes prices the English way and uses English plan names on the English site', async () => {
    serveHomeApi();
    await renderHome({ lng: 'en' });
    expect(await screen.findByRole('heading', { name: 'Diamond' })).toBeInTheDocument();
    expect(normalise(screen.getByTestId('plan-price-DIAMOND').textContent)).toBe('₫699,000');
    expect(screen.getByText('/ 12 months')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IELTS' }).closest('li')).toHaveTextContent('3 tests');
  });

  it('degrades gracefully when the API is down: no numbers, no crash, a retry for the plans', async () => {
    serveHomeApi({ failing: ['grades', 'facets', 'list', 'memberships'] });
    await renderHome();
    const membership = section('Mở khóa toàn bộ kho đề với gói hội viên');
    expect(await within(membership).findByText('Chưa tải được bảng giá gói hội viên.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    // The sections still link into Explore, only without counts.
    const modes = section('Ba cách luyện tập phù hợp với mọi mục tiêu');
    expect(within(modes).getAllByRole('link')).toHaveLength(3);
    expect(within(modes).queryByText(/\d+ đề/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Kho đề hiện có')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Đề nổi bật' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\d+ đề/)).not.toBeInTheDocument();

    serveHomeApi();
    await userEvent.click(within(membership).getByRole('button', { name: 'Thử lại' }));
    expect(await within(membership).findByRole('heading', { name: 'Vàng' })).toBeInTheDocument();
  });

  it('gives a signed-in student a row of tests for their grade and drops the sign-up calls', async () => {
    const api = serveHomeApi();
    serveStudentHome();
    server.use(
      handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: student, totalRecords: 1 })),
    );
    signedIn({ accessToken: 'token' });
    await renderHome();
    const row = await screen.findByRole('region', { name: 'Đề luyện cho Lớp 6' });
    expect(await within(row).findByRole('link', { name: 'Đề lớp 6 số 1' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Xem tất cả 9 đề Lớp 6/ })).toHaveAttribute(
      'href',
      '/explore?grade=G6',
    );
    const gradeRequest = api.listRequests.find((p) => p.get('grade') === 'G6');
    expect(gradeRequest?.get('pageSize')).toBe('4');
    expect(screen.getAllByRole('link', { name: 'Đề của tôi' })[0]).toHaveAttribute('href', '/unit-test/mine');
    expect(screen.queryByRole('link', { name: 'Tạo tài khoản miễn phí' })).not.toBeInTheDocument();
    // The visitor's explanation and closing sign-up call are gone; the plans stay.
    expect(screen.queryByRole('region', { name: /Bắt đầu chỉ với ba bước/ })).not.toBeInTheDocument();
    const membership = section('Mở khóa toàn bộ kho đề với gói hội viên');
    expect(within(membership).getAllByRole('link', { name: 'Mua gói này' })).toHaveLength(3);
  });

  it("opens a signed-in student's home on their own work: what to continue and their latest results", async () => {
    serveHomeApi();
    serveStudentHome({
      openAttempts: [
        {
          attemptId: 31,
          unitTest: { id: 7, slug: 'g6-unit-3', name: 'Lớp 6 – Unit 3', nameEn: 'Grade 6 – Unit 3', isExam: false },
          answeredCount: 5,
          questionCount: 20,
          startedAt: '2026-11-20T01:00:00.000Z',
          savedAt: '2026-11-20T01:05:00.000Z',
          remainingSeconds: 1500,
          deadlineAt: '2026-11-20T01:30:00.000Z',
        },
      ],
      results: [
        makeResultSummary({ id: 81, score: 8.5 }),
        makeResultSummary({ id: 82, score: null, reviewStatus: 'AWAITING_REVIEW' }),
        makeResultSummary({ id: 83, score: 6 }),
        makeResultSummary({ id: 84, score: 7 }),
      ],
      mistakes: { count: 4, dueCount: 4, today: '2026-11-28' },
    });
    server.use(
      handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: student, totalRecords: 1 })),
    );
    signedIn({ accessToken: 'token' });
    await renderHome();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chào Khoa, hôm nay mình luyện gì nhé?' }),
    ).toBeInTheDocument();
    // The visitor's headline is replaced, not stacked above the student's own.
    expect(screen.queryByText('Luyện tiếng Anh mỗi ngày,', { exact: false })).not.toBeInTheDocument();
    const continuing = screen.getByRole('region', { name: 'Làm tiếp bài đang dở' });
    expect(await within(continuing).findByText(/Đã làm 5\/20 câu/)).toBeInTheDocument();
    expect(within(continuing).getByRole('progressbar', { name: 'Lớp 6 – Unit 3: đã làm 25%' })).toBeInTheDocument();
    expect(within(continuing).getByRole('link', { name: 'Làm tiếp: Lớp 6 – Unit 3' })).toHaveAttribute(
      'href',
      '/practice-test/g6-unit-3?resume=1',
    );

    const recent = screen.getByRole('region', { name: 'Kết quả gần đây' });
    const opens = await within(recent).findAllByRole('link', { name: /^Xem: / });
    expect(opens.map((link) => link.getAttribute('href'))).toEqual([
      '/unit-test/mine/81',
      '/unit-test/mine/82',
      '/unit-test/mine/83',
    ]);
    expect(within(recent).getByText('8,5/10')).toBeInTheDocument();
    expect(within(recent).getByText('Không chấm tự động')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Xem tất cả 4 kết quả' })).toHaveAttribute(
      'href',
      '/unit-test/mine',
    );
    expect(screen.queryByText(/Bạn đang học lớp mấy/)).not.toBeInTheDocument();
    // The card is loaded after the page, with its own strings.
    const mistakes = await screen.findByRole('region', { name: 'Ôn lại câu sai' }, { timeout: 5_000 });
    expect(mistakes).toHaveTextContent('Bạn có 4 câu cần ôn lại');
    expect(within(mistakes).getByRole('link', { name: 'Ôn ngay 4 câu' })).toHaveAttribute('href', '/mistakes');
  });

  it('says plainly when a student has nothing in progress and no result yet', async () => {
    serveHomeApi();
    serveStudentHome();
    server.use(
      handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: student, totalRecords: 1 })),
    );
    signedIn({ accessToken: 'token' });
    await renderHome();
    expect(await screen.findByText(/Bạn không có bài nào đang làm dở/)).toBeInTheDocument();
    expect(await screen.findByText(/Bạn chưa nộp bài nào/)).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Chưa có câu sai nào để ôn' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('asks a student without a grade for it, keeps the choice on an error and then recommends tests', async () => {
    serveHomeApi();
    serveStudentHome();
    let profile: UserDto = { ...student, grade: null };
    const saves: unknown[] = [];
    server.use(
      handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: profile, totalRecords: 1 })),
      handle(accountEndpoints.updateProfile, async ({ request }) => {
        const body = (await request.json()) as { gradeId: number };
        saves.push(body);
        if (saves.length === 1)
          return HttpResponse.json({ result: false, code: 'INTERNAL_ERROR', message: 'down' }, { status: 503 });
        profile = { ...student, grade: grades.find((g) => g.id === body.gradeId) ?? null };
        return HttpResponse.json({ result: true, data: profile });
      }),
    );
    signedIn({ accessToken: 'token' });
    const user = userEvent.setup();
    await renderHome();

    const select = await screen.findByRole('combobox', { name: 'Bạn đang học lớp mấy?' });
    await user.click(screen.getByRole('button', { name: 'Lưu khối lớp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Vui lòng chọn khối lớp.');
    expect(saves).toEqual([]);

    const grade6 = grades.find((g) => g.code === 'G6')!;
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Lớp 6' })).toBeInTheDocument());
    await user.selectOptions(select, 'Lớp 6');
    await user.click(screen.getByRole('button', { name: 'Lưu khối lớp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chưa lưu được khối lớp. Vui lòng thử lại.');
    expect(select).toHaveValue(String(grade6.id));

    await user.click(screen.getByRole('button', { name: 'Lưu khối lớp' }));
    expect(await screen.findByRole('region', { name: 'Đề luyện cho Lớp 6' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Bạn đang học lớp mấy?' })).not.toBeInTheDocument();
    expect(saves).toEqual([
      { fullName: student.fullName, gradeId: grade6.id },
      { fullName: student.fullName, gradeId: grade6.id },
    ]);
  });

  it('shows no grade row to guests', async () => {
    const api = serveHomeApi();
    await renderHome();
    await screen.findByRole('heading', { name: 'Bạc' });
    expect(screen.queryByRole('region', { name: /Đề luyện cho/ })).not.toBeInTheDocument();
    expect(api.listRequests.some((p) => p.has('grade'))).toBe(false);
  });
});
