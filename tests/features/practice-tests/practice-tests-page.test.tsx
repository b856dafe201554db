import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { FEATURED_EXAMS_QUERY } from '@/features/practice-tests/data';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import PracticeTestsRoute from '@/pages/practice-test';
import { makeFacets, makeList, makeSummary, okPage } from '../../lib/catalogue/fixtures';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { handle } from '../../msw/handlers';

vi.mock('next/head', () => ({ default: () => null }));

function section(name: string) {
  return screen.getByRole('region', { name });
}

const fallback = {
  [catalogueKeys.unitTestFacets()]: makeFacets({
    exams: { '8': 3, '10': 4 },
    certificates: { '30': 3, '45': 1 },
    certificateFamilies: { STARTERS: 2, KET: 2, IELTS: 4, TOEIC: 3, PLACEMENT: 2 },
  }),
  [catalogueKeys.unitTests(FEATURED_EXAMS_QUERY)]: makeList([
    makeSummary({ slug: 'ielts-1', name: 'IELTS Reading Test 1', isInternationalExam: true, certificateId: 73 }),
  ]),
};

function renderHub(fb: Record<string, unknown> = fallback) {
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <PracticeTestsRoute fallback={fb} />
    </SWRConfig>,
  );
}

describe('practice-test index', () => {
  it('links every national exam to Explore with its test count', async () => {
    await renderHub();
    const national = section('Kỳ thi quốc gia');
    expect(within(national).getByRole('link', { name: /Thi tốt nghiệp THPT/ })).toHaveAttribute(
      'href',
      '/explore?exam=10',
    );
    expect(within(national).getByRole('link', { name: /Tuyển sinh vào lớp 10/ })).toHaveTextContent('3 đề');
    // A family without tests is listed but is not a dead-end link.
    expect(within(national).getByText('Phỏng vấn xin việc').closest('a')).toBeNull();
    expect(within(national).getAllByText('Chưa có đề').length).toBeGreaterThan(0);
  });

  it('leads to the practice events', async () => {
    await renderHub();
    expect(screen.getByRole('link', { name: /^Sự kiện luyện thi:/ })).toHaveAttribute('href', '/practice-test/event');
    expect(screen.getByRole('link', { name: /^Đề của đối tác:/ })).toHaveAttribute('href', '/thirdparty/practice-test');
  });

  it('offers each VSTEP level, Cambridge family, international and placement family', async () => {
    await renderHub();
    expect(
      within(section('VSTEP – Khung năng lực ngoại ngữ 6 bậc')).getByRole('link', { name: /VSTEP B1/ }),
    ).toHaveAttribute('href', '/explore?certificate=30');
    const cambridge = section('Cambridge English');
    expect(within(cambridge).getByRole('link', { name: /KET/ })).toHaveAttribute('href', '/explore?certificate=KET');
    expect(within(cambridge).getByRole('link', { name: /Starters/ })).toHaveTextContent('Cambridge Pre A1 Starters');
    const international = section('Chứng chỉ quốc tế');
    expect(within(international).getByRole('link', { name: /IELTS/ })).toHaveAttribute(
      'href',
      '/explore?certificate=IELTS',
    );
    expect(within(international).getByRole('link', { name: /TOEIC/ })).toHaveTextContent('3 đề');
    expect(within(section('Kiểm tra xếp lớp')).getByRole('link', { name: /Kiểm tra xếp lớp/ })).toHaveAttribute(
      'href',
      '/explore?certificate=PLACEMENT',
    );
  });

  it('offers the adaptive level test and the two placement tests by their pages', async () => {
    await renderHub();
    const adaptive = section('Kiểm tra trình độ thích ứng và xếp lớp');
    expect(within(adaptive).getByRole('link', { name: 'Kiểm tra xếp lớp tiểu học' })).toHaveAttribute(
      'href',
      '/placement-test?key=60',
    );
    // The adaptive family's tile is the level test itself.
    expect(within(section('Kiểm tra xếp lớp')).getByRole('link', { name: /Kiểm tra thích ứng/ })).toHaveAttribute(
      'href',
      '/placement-test?key=level',
    );
  });

  it('shows featured exam tests as cards', async () => {
    await renderHub();
    const featured = section('Đề thi nổi bật');
    expect(within(featured).getByRole('link', { name: 'IELTS Reading Test 1' })).toHaveAttribute(
      'href',
      '/practice-test/ielts-1',
    );
    expect(within(featured).getByRole('link', { name: /Xem tất cả đề thi/ })).toHaveAttribute('href', '/explore');
  });

  it('still links the families when the counts cannot be loaded, and says so', async () => {
    server.use(
      handle(unitTestsEndpoints.facets, () =>
        HttpResponse.json({ result: false, code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
      ),
      handle(unitTestsEndpoints.list, () => HttpResponse.json(okPage(makeList([])))),
    );
    await renderHub({});
    expect(await screen.findByText(/Không tải được số lượng đề/)).toBeInTheDocument();
    expect(within(section('Chứng chỉ quốc tế')).getByRole('link', { name: /Aptis/ })).toHaveAttribute(
      'href',
      '/explore?certificate=APTIS',
    );
  });

  it('is translated into English', async () => {
    const i18n = await createTestI18n('en');
    await renderWithProviders(<PracticeTestsRoute fallback={fallback} />, { i18n });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Exam and certificate preparation');
    expect(
      within(section('National exams')).getByRole('link', { name: /High-school graduation exam/ }),
    ).toHaveTextContent('4 tests');
  });
});
