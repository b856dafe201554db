import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnedUnitTestDto } from '@contract/catalogue';
import { filterOwned, NO_OWNED_FILTERS } from '@/features/my-tests/filter-owned';
import MyTestsRoute from '@/pages/unit-test/mine';
import { makeOwned, makeSummary, ok, okPage } from '../../lib/catalogue/fixtures';
import { student } from '../home/fixtures';
import { makeResultSummary } from '../player/result-fixtures';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { accountEndpoints } from '@contract/account';
import { mistakesEndpoints, type MistakesSummaryDto } from '@contract/mistakes';
import { resultsEndpoints } from '@contract/results';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { handle } from '../../msw/handlers';
import { signedIn } from '../../session';

vi.mock('next/head', () => ({ default: () => null }));

const owned: OwnedUnitTestDto[] = [
  makeOwned({
    unitTest: makeSummary({
      slug: 'tieng-anh-6',
      name: 'Ôn tập Unit 1 – Tiếng Anh 6',
      nameEn: 'Unit 1 review',
      skills: ['VO', 'GR'],
    }),
    source: 'FREE',
    acquiredAt: '2025-10-05T09:30:00',
  }),
  makeOwned({
    unitTest: makeSummary({
      slug: 'vstep-b1',
      name: 'Đề VSTEP B1 – Đọc hiểu',
      nameEn: 'VSTEP B1 Reading',
      skills: ['RE'],
    }),
    source: 'GIFT',
    acquiredAt: '2025-11-20T14:00:00',
  }),
  makeOwned({
    unitTest: makeSummary({
      slug: 'ielts-listening',
      name: 'Nghe IELTS 1',
      nameEn: 'IELTS Listening 1',
      skills: ['LI'],
      accessTier: 'PAID',
      price: 49000,
    }),
    source: 'PURCHASE',
    acquiredAt: '2025-09-01T08:00:00',
  }),
];

function mockOwned(data: OwnedUnitTestDto[] | 'error') {
  server.use(
    handle(unitTestsEndpoints.owned, () =>
      data === 'error'
        ? HttpResponse.json({ result: false, code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })
        : HttpResponse.json(ok(data)),
    ),
  );
}

function renderMine() {
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <MyTestsRoute />
    </SWRConfig>,
  );
}

function mockResults(items: unknown[]) {
  server.use(
    handle(resultsEndpoints.mine, () =>
      HttpResponse.json(
        okPage({ items, page: 1, pageSize: 10, total: items.length, totalPages: items.length ? 1 : 0 }),
      ),
    ),
  );
}

function mockMistakes(summary: MistakesSummaryDto) {
  server.use(
    handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: student, totalRecords: 1 })),
    handle(mistakesEndpoints.summary, () => HttpResponse.json(ok(summary))),
  );
}

describe('my tests', () => {
  beforeEach(() => {
    signedIn({ accessToken: 'token' });
    mockResults([]);
    mockMistakes({ count: 0, dueCount: 0, today: '2026-11-28' });
  });

  it('offers a round of the student’s mistakes above the results', async () => {
    mockOwned([]);
    mockMistakes({ count: 5, dueCount: 3, today: '2026-11-28' });
    renderMine();
    // The card is loaded after the page (its code and strings): a first import may take a while.
    const card = await screen.findByRole('region', { name: 'Ôn lại câu sai' }, { timeout: 5_000 });
    expect(card).toHaveTextContent('Bạn có 5 câu cần ôn lại');
    expect(within(card).getByRole('link', { name: 'Ôn ngay 3 câu' })).toHaveAttribute('href', '/mistakes');
  });

  it('lists submitted results, each opening its result page', async () => {
    mockOwned([]);
    mockResults([
      makeResultSummary({
        id: 77,
        unitTest: {
          id: 5,
          slug: 't',
          name: 'Đề VSTEP A1',
          nameEn: null,
          scope: 'USER',
          labels: null,
          testCount: null,
          isExam: false,
        },
        status: 'COMPLETED',
        score: 7.5,
        submittedAt: '2025-11-20T14:00:00',
      }),
      makeResultSummary({
        id: 78,
        unitTest: {
          id: 6,
          slug: 'u',
          name: 'Đề thi giữa kỳ',
          nameEn: null,
          scope: 'USER',
          labels: null,
          testCount: null,
          isExam: true,
        },
        status: 'VOIDED',
        score: 0,
        submittedAt: '2025-11-21T14:00:00',
      }),
    ]);
    await renderMine();
    const section = await screen.findByRole('region', { name: 'Kết quả đã làm' });
    expect(await within(section).findByText('7,5/10')).toBeInTheDocument();
    expect(within(section).getByText('Đã hủy')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Xem kết quả: Đề VSTEP A1' })).toHaveAttribute(
      'href',
      '/unit-test/mine/77',
    );
  });

  it('says "awaiting review" only for a result with answers awaiting it', async () => {
    mockOwned([]);
    const test = (id: number, name: string) => ({
      id,
      slug: `t${id}`,
      name,
      nameEn: null,
      scope: 'USER' as const,
      labels: null,
      testCount: null,
      isExam: false,
    });
    mockResults([
      makeResultSummary({ id: 81, unitTest: test(8, 'Nói đã ghi âm'), score: null, pendingReviewCount: 1 }),
      makeResultSummary({ id: 82, unitTest: test(9, 'Nói bỏ trống'), score: null, pendingReviewCount: 0 }),
    ]);
    await renderMine();
    const section = await screen.findByRole('region', { name: 'Kết quả đã làm' });
    expect(await within(section).findByText('Không chấm tự động')).toBeInTheDocument();
    expect(within(section).getAllByText('Không chấm tự động')).toHaveLength(1);
    expect(within(section).getByText('Không có điểm')).toBeInTheDocument();
  });

  it('lists owned tests newest first, with how and when each was acquired', async () => {
    mockOwned(owned);
    await renderMine();
    expect(screen.getByText('Đang tải đề của bạn')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Nghe IELTS 1' });
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Đề VSTEP B1 – Đọc hiểu',
      'Ôn tập Unit 1 – Tiếng Anh 6',
      'Nghe IELTS 1',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Quà tặng')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Thêm ngày 20/11/2025')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Thêm ngày 05/10/2025')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 đề');
    // A bought test is the student's now: no price and no lock on it.
    expect(within(cards[2] as HTMLElement).getByText('Đã có')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).queryByText(/49\.000/)).not.toBeInTheDocument();
  });

  it('filters by source, skill and a search that ignores diacritics', { timeout: 20_000 }, async () => {
    mockOwned(owned);
    const user = userEvent.setup();
    await renderMine();
    await screen.findByRole('link', { name: 'Nghe IELTS 1' });

    await user.click(within(screen.getByRole('group', { name: 'Nguồn' })).getByRole('radio', { name: 'Đã mua' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(within(screen.getByRole('group', { name: 'Nguồn' })).getByRole('radio', { name: 'Tất cả' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kỹ năng' }), 'RE');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('link').textContent)).toEqual([
      'Đề VSTEP B1 – Đọc hiểu',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kỹ năng' }), '');

    await user.type(screen.getByRole('searchbox', { name: 'Tìm trong đề của tôi' }), 'on tap unit');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('link').textContent)).toEqual([
      'Ôn tập Unit 1 – Tiếng Anh 6',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Tìm trong đề của tôi' }), ' zzz');
    expect(screen.getByRole('heading', { name: 'Không có đề phù hợp' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('points to Explore when the user has no tests yet', async () => {
    mockOwned([]);
    await renderMine();
    expect(await screen.findByRole('heading', { name: 'Bạn chưa có đề nào' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám phá đề' })).toHaveAttribute('href', '/explore');
    expect(await screen.findByText('Bạn chưa nộp bài nào.')).toBeInTheDocument();
  });

  it('shows an error with a retry', { timeout: 20_000 }, async () => {
    mockOwned('error');
    const user = userEvent.setup();
    await renderMine();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được đề của bạn');
    mockOwned(owned);
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('link', { name: 'Nghe IELTS 1' })).toBeInTheDocument();
  });

  it('matches English names too', () => {
    expect(filterOwned(owned, { ...NO_OWNED_FILTERS, q: 'listening' }).map((o) => o.unitTest.slug)).toEqual([
      'ielts-listening',
    ]);
    expect(filterOwned(owned, { ...NO_OWNED_FILTERS, q: 'ĐỌC HIỂU' }).map((o) => o.unitTest.slug)).toEqual([
      'vstep-b1',
    ]);
  });
});
