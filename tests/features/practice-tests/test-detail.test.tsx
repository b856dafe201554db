import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { attemptsEndpoints } from '@contract/attempts';
import type { GetServerSidePropsContext } from 'next';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnitTestDetailDto } from '@contract/catalogue';
import type { QuantityUseDto } from '@contract/commerce';
import { relatedQuery } from '@/features/practice-tests/related-query';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import PracticeTestRoute, { getServerSideProps } from '@/pages/practice-test/[practiceTestSlug]';
import { makeDetail, makeList, makeOwned, makeSummary, ok, okPage } from '../../lib/catalogue/fixtures';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { handle, urlOf } from '../../msw/handlers';
import { commerceEndpoints } from '@contract/commerce';
import type { OpenAttemptDto } from '@contract/player';
import { resultsEndpoints } from '@contract/results';
import type { ResultDto } from '@contract/results';
import { makeResult } from '../player/result-fixtures';
import { signedIn } from '../../session';
import { rememberGuestAttempt } from '@/lib/results/guest-attempts';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
vi.mock('next/head', () => ({ default: () => null }));
vi.mock('@/features/player/questions/registry', () => ({ questionComponent: () => null, familyOf: () => null }));
// The player has its own tests: here only how the page opens it.
vi.mock('@/features/player/lazy/player-screen', () => ({
  PlayerScreen: ({ resumeOpen }: { resumeOpen?: boolean }) => (
    <p data-testid="player">{resumeOpen ? 'resuming the open attempt' : 'preparation screen'}</p>
  ),
}));
vi.mock('next-i18next/pages/serverSideTranslations', () => ({
  serverSideTranslations: vi.fn(async () => ({ _nextI18Next: {} })),
}));

const SLUG = 'giua-ky-1-lop-6';

/** The caller's credits: what is left of a kind and of its daily cap (the same numbers for both kinds). */
function credits(left: number, todayLeft: number): QuantityUseDto {
  const balance = (kind: QuantityUseDto['balances'][number]['kind'], n: number) => ({
    kind,
    granted: n,
    used: 0,
    left: n,
    expiresAt: '2026-12-26T00:00:00.000Z',
  });
  return {
    membership: { active: true, plan: null, startsAt: null, expiresAt: '2026-12-26T00:00:00.000Z' },
    balances: [
      balance('QUANTITY_GOLD', left),
      balance('QUANTITY_SILVER', left),
      balance('QUANTITY_GOLD_LIMIT', todayLeft),
      balance('QUANTITY_SILVER_LIMIT', todayLeft),
    ],
    history: [],
  };
}

interface Api {
  detail: UnitTestDetailDto;
  useBodies: unknown[];
  related: ReturnType<typeof makeList>;
}

function mockApi(
  detail: UnitTestDetailDto,
  openAttempts: OpenAttemptDto[] = [],
  lastResult: ResultDto | null = null,
): Api {
  const api: Api = {
    detail,
    useBodies: [],
    related: makeList([
      makeSummary({ id: detail.id, slug: detail.slug, name: 'Chính đề này' }),
      makeSummary({ slug: 'rel-1', name: 'Đề liên quan 1' }),
      makeSummary({ slug: 'rel-2', name: 'Đề liên quan 2' }),
    ]),
  };
  server.use(
    handle(unitTestsEndpoints.owned, () => HttpResponse.json(ok([]))),
    handle(attemptsEndpoints.openAttempts, () => HttpResponse.json(ok(openAttempts))),
    handle(resultsEndpoints.lastSubmitted, () => HttpResponse.json(ok(lastResult))),
    handle(unitTestsEndpoints.detail, () => HttpResponse.json(ok(api.detail))),
    handle(unitTestsEndpoints.list, () => HttpResponse.json(okPage(api.related))),
    handle(unitTestsEndpoints.use, async ({ request }) => {
      api.useBodies.push(await request.json());
      api.detail = { ...api.detail, owned: true };
      return HttpResponse.json(ok({ ...makeOwned(), quantityUsed: null }));
    }),
  );
  return api;
}

/** Renders the page and waits for its related-tests request, so none is left in flight after the test. */
async function renderDetail(detail: UnitTestDetailDto, i18n?: Awaited<ReturnType<typeof createTestI18n>>) {
  const view = await renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <PracticeTestRoute
        kind="test"
        idOrSlug={SLUG}
        shareCode={null}
        fallback={{ [catalogueKeys.unitTest(SLUG)]: detail }}
      />
    </SWRConfig>,
    i18n ? { i18n } : {},
  );
  const related = await screen.findByRole('region', { name: i18n ? 'Related tests' : 'Đề liên quan' });
  await within(related).findAllByRole('link');
  return view;
}

function accessPanel() {
  return screen.getByRole('region', { name: 'Quyền làm bài' });
}

describe('practice-test detail', () => {
  beforeEach(() => {
    router.current = createRouterMock({
      pathname: '/practice-test/[practiceTestSlug]',
      asPath: `/practice-test/${SLUG}`,
    });
  });

  it('describes the test: breadcrumbs, title, facts, skills, outline and purpose', async () => {
    const detail = makeDetail({ slug: SLUG, hasListening: true });
    mockApi(detail);
    await renderDetail(detail);
    const crumbs = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Trang chủ', '/'],
      ['Khám phá', '/explore'],
    ]);
    expect(within(crumbs).getByText('Kiểm tra giữa kỳ I – Tiếng Anh 6')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kiểm tra giữa kỳ I – Tiếng Anh 6');
    expect(screen.getByText('Đề kiểm tra giữa học kỳ I bám sát chương trình lớp 6.')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Thông tin đề' });
    expect(facts).toHaveTextContent('Thời gian45 phút');
    expect(facts).toHaveTextContent('Số câu hỏi30');
    expect(facts).toHaveTextContent('Số phần2');
    expect(facts).toHaveTextContent('Loại bàiBài kiểm tra');
    const outline = screen.getByRole('region', { name: 'Cấu trúc đề' });
    expect(
      within(outline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Phần 1: Đọc hiểuĐọc10 câu', '2Phần 2: Ngữ phápNgữ pháp20 câu']);
    const purpose = screen.getByRole('region', { name: 'Đề này dành cho' });
    expect(purpose).toHaveTextContent('Cấp họcTrung học cơ sở');
    expect(purpose).toHaveTextContent('Khối lớpLớp 6');
    expect(purpose).toHaveTextContent('Kỳ thiKiểm tra giữa kỳ');
    expect(screen.getByText('Đề có phần nghe: hãy dùng loa hoặc tai nghe.')).toBeInTheDocument();
    // Issue 5: a test the visitor may take offers Start (the player opens in place).
    expect(screen.getByRole('button', { name: 'Bắt đầu làm bài' })).toBeInTheDocument();
  });

  it('offers to continue an attempt in progress with the time the server has left, straight back to the question', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ id: 321, slug: SLUG, accessTier: 'FREE', canTake: true });
    const open: OpenAttemptDto = {
      attemptId: 44,
      unitTest: { id: 321, slug: SLUG, name: detail.name, nameEn: null, isExam: false },
      answeredCount: 3,
      questionCount: 30,
      startedAt: '2026-11-27T01:00:00.000Z',
      savedAt: '2026-11-27T01:01:00.000Z',
      deadlineAt: '2026-11-27T01:45:00.000Z',
      // 23:49 left by the server's clock, whatever this browser's clock says.
      remainingSeconds: 23 * 60 + 49,
    };
    mockApi(detail, [open]);
    const user = userEvent.setup();
    await renderDetail(detail);
    const button = await within(accessPanel()).findByRole('button', { name: /^Làm tiếp \(còn 23:4\d\)$/ });
    expect(within(accessPanel()).queryByRole('button', { name: 'Bắt đầu làm bài' })).not.toBeInTheDocument();
    await user.click(button);
    // No preparation screen claiming the full duration: the player resumes at once (resume-only).
    expect(await screen.findByTestId('player')).toHaveTextContent('resuming the open attempt');
  });

  it('shows a signed-in learner how the last attempt went, with the way back to its result', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ id: 321, slug: SLUG, accessTier: 'FREE', canTake: true });
    mockApi(
      detail,
      [],
      makeResult({
        id: 987,
        score: 7.5,
        percent: 75,
        reviewStatus: 'COMPLETE',
        submittedAt: '2026-11-25T07:30:00.000Z',
      }),
    );
    await renderDetail(detail);
    const card = await screen.findByRole('region', { name: 'Lần làm gần nhất' });
    expect(card).toHaveTextContent('7,5/10 (75%)');
    // The same scale as the result screen: a score out of 10, no unit after it.
    expect(card).not.toHaveTextContent('/10 điểm');
    // The test environment's clock is UTC.
    expect(card).toHaveTextContent('Nộp lúc 25/11/2026 07:30');
    expect(card).not.toHaveTextContent('chờ chấm');
    expect(within(card).getByRole('link', { name: 'Xem kết quả' })).toHaveAttribute('href', '/unit-test/mine/987');
  });

  it('gives the last attempt of an IELTS test as a band and correct answers, not out of 10', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ id: 321, slug: SLUG, accessTier: 'FREE', canTake: true });
    mockApi(
      detail,
      [],
      makeResult({
        id: 987,
        score: 7.1,
        band: 6.5,
        percent: 71,
        earnedPoints: 15,
        maxPoints: 21,
        reviewStatus: 'COMPLETE',
      }),
    );
    await renderDetail(detail);
    const card = await screen.findByRole('region', { name: 'Lần làm gần nhất' });
    expect(card).toHaveTextContent('Band 6.5 (15/21 điểm)');
    expect(card).not.toHaveTextContent('/10');
  });

  it('says first that the last attempt was cancelled, why and when, before offering to start again', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ id: 321, slug: SLUG, accessTier: 'FREE', canTake: true });
    mockApi(
      detail,
      [],
      makeResult({
        id: 988,
        status: 'VOIDED',
        voidReason: 'LEAVE',
        score: 0,
        percent: 0,
        submittedAt: '2026-11-25T07:30:00.000Z',
      }),
    );
    await renderDetail(detail);
    const notice = await screen.findByText('Lần làm gần nhất đã bị hủy');
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent('Bạn đã rời khỏi trang bài thi trong khi đang làm.');
    // The test environment's clock is UTC.
    expect(box).toHaveTextContent('Hủy lúc 07:30 25/11/2026');
    expect(within(box).getByRole('link', { name: 'Xem bài làm đã hủy' })).toHaveAttribute(
      'href',
      '/unit-test/mine/988',
    );
    // Said before the way to start again, and not scored as a result card.
    expect(box.compareDocumentPosition(screen.getByRole('button', { name: 'Bắt đầu làm bài' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.queryByRole('region', { name: 'Lần làm gần nhất' })).not.toBeInTheDocument();
  });

  it('tells a guest, in this browser, that their last attempt was cancelled, why and when', async () => {
    const detail = makeDetail({ id: 321, slug: SLUG, accessTier: 'FREE', canTake: true });
    mockApi(detail);
    rememberGuestAttempt(41, 'secret-41', {
      unitTestId: 321,
      resultId: 410,
      cancelled: { reason: 'TAB_SWITCH', at: '2026-11-25T07:30:00.000Z' },
    });
    await renderDetail(detail, await createTestI18n('en'));
    const box = (await screen.findByText('Your last attempt was cancelled')).closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent('You left the exam (for another app, tab or window, or by locking the screen)');
    expect(box).toHaveTextContent('Cancelled at 07:30 25/11/2026');
    expect(box).toHaveTextContent('You can start again');
    // Not also the "you have taken this test" box of a result to open.
    expect(screen.queryByText('You have taken this test')).not.toBeInTheDocument();
  });

  it('shows no last attempt to a guest, nor to a learner who has none', async () => {
    const detail = makeDetail({ id: 321, slug: SLUG, accessTier: 'FREE', canTake: true });
    mockApi(detail, [], makeResult({ id: 989 }));
    await renderDetail(detail);
    expect(screen.queryByRole('region', { name: 'Lần làm gần nhất' })).not.toBeInTheDocument();
  });

  it('leaves a section with no question (a flashcard deck) out of the outline and the section count', async () => {
    const detail = makeDetail({
      slug: SLUG,
      sections: [
        { id: 's1', title: { vi: 'Phần 1: Đọc hiểu', en: 'Part 1: Reading' }, skill: 'RE', questionCount: 10 },
        { id: 's2', title: { vi: 'Thẻ từ vựng', en: 'Word cards' }, skill: 'VO', questionCount: 0 },
      ],
    });
    mockApi(detail);
    await renderDetail(detail);
    const outline = screen.getByRole('region', { name: 'Cấu trúc đề' });
    expect(
      within(outline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Phần 1: Đọc hiểuĐọc10 câu']);
    expect(screen.getByRole('region', { name: 'Thông tin đề' })).toHaveTextContent('Số phần1');
  });

  it('asks a guest to sign in for a free test, coming back here afterwards', async () => {
    const detail = makeDetail({ slug: SLUG, accessTier: 'FREE' });
    mockApi(detail);
    await renderDetail(detail);
    const panel = accessPanel();
    expect(within(panel).getByText('Đề miễn phí')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Đăng nhập để thêm đề' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fpractice-test%2F${SLUG}`,
    );
    expect(within(panel).queryByRole('button', { name: 'Thêm vào Đề của tôi' })).not.toBeInTheDocument();
  });

  it('lets a signed-in student add a free test, then shows it is in My tests', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ id: 321, slug: SLUG, accessTier: 'FREE' });
    const api = mockApi(detail);
    const user = userEvent.setup();
    await renderDetail(detail);
    await user.click(within(accessPanel()).getByRole('button', { name: 'Thêm vào Đề của tôi' }));
    expect(await within(accessPanel()).findByText('Đã có trong Đề của tôi')).toBeInTheDocument();
    expect(api.useBodies).toEqual([{ unitTestId: 321 }]);
    expect(within(accessPanel()).getByRole('link', { name: 'Xem Đề của tôi' })).toHaveAttribute(
      'href',
      '/unit-test/mine',
    );
  });

  it('shows the API message when adding fails', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ slug: SLUG, accessTier: 'FREE' });
    mockApi(detail);
    server.use(
      handle(unitTestsEndpoints.use, () =>
        HttpResponse.json({ result: false, code: 'TOO_MANY_REQUESTS', message: 'slow down' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    await renderDetail(detail);
    await user.click(within(accessPanel()).getByRole('button', { name: 'Thêm vào Đề của tôi' }));
    expect(await within(accessPanel()).findByRole('alert')).toBeInTheDocument();
    expect(within(accessPanel()).getByText('Đề miễn phí')).toBeInTheDocument();
  });

  it('lets a member share a test they may take: a share code from the server in an encoded link', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ id: 77, slug: SLUG, accessTier: 'PAID', price: 99000, canTake: true });
    mockApi(detail);
    let shareCalls = 0;
    server.use(
      http.post(urlOf(attemptsEndpoints.shareTest, { params: { id: 77 } }), () => {
        shareCalls += 1;
        return HttpResponse.json(
          ok({ code: 'share-code-abcdefgh', kind: 'TEST', unitTestId: 77, resultId: null, showName: false }),
        );
      }),
    );
    const user = userEvent.setup();
    await renderDetail(detail);
    await user.click(within(accessPanel()).getByRole('button', { name: 'Chia sẻ đề này' }));
    const field = await within(accessPanel()).findByRole('textbox', { name: 'Liên kết đề' });
    const { decodePracticeLink } = await import('@/lib/practice-link');
    const encoded = (field as HTMLInputElement).value.split('/practice-test/')[1] ?? '';
    expect(decodePracticeLink(encoded)).toEqual({ kind: 'test', testId: 77, shareCode: 'share-code-abcdefgh' });
    expect(shareCalls).toBe(1);
  });

  it('lets a guest share a free test without asking the server, and hides sharing from tests they cannot take', async () => {
    const free = makeDetail({ id: 78, slug: SLUG, accessTier: 'FREE' });
    mockApi(free);
    const user = userEvent.setup();
    const view = await renderDetail(free);
    await user.click(within(accessPanel()).getByRole('button', { name: 'Chia sẻ đề này' }));
    const field = await within(accessPanel()).findByRole('textbox', { name: 'Liên kết đề' });
    const { decodePracticeLink } = await import('@/lib/practice-link');
    expect(decodePracticeLink((field as HTMLInputElement).value.split('/practice-test/')[1] ?? '')).toEqual({
      kind: 'test',
      testId: 78,
      shareCode: null,
    });
    view.unmount();

    const paid = makeDetail({ slug: SLUG, accessTier: 'PAID', price: 99000, canTake: false });
    mockApi(paid);
    await renderDetail(paid);
    expect(within(accessPanel()).queryByRole('button', { name: 'Chia sẻ đề này' })).not.toBeInTheDocument();
  });

  it('says so when the share link cannot be made', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ id: 79, slug: SLUG, accessTier: 'FREE' });
    mockApi(detail);
    server.use(
      http.post(urlOf(attemptsEndpoints.shareTest, { params: { id: 79 } }), () =>
        HttpResponse.json({ result: false, code: 'FORBIDDEN', message: 'no' }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    await renderDetail(detail);
    await user.click(within(accessPanel()).getByRole('button', { name: 'Chia sẻ đề này' }));
    expect(
      await within(accessPanel()).findByText('Không tạo được liên kết chia sẻ. Vui lòng thử lại.'),
    ).toBeInTheDocument();
  });

  it('explains a membership test to a guest: plans link and sign-in hint', async () => {
    const detail = makeDetail({ slug: SLUG, accessTier: 'MEMBERSHIP', canTake: false });
    mockApi(detail);
    await renderDetail(detail);
    const panel = accessPanel();
    expect(within(panel).getByText('Dành cho hội viên')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Xem các gói hội viên' })).toHaveAttribute(
      'href',
      '/checkout/combo',
    );
    expect(within(panel).getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      `/login?redirect=%2Fpractice-test%2F${SLUG}`,
    );
  });

  it('lets a member add a membership test their plan covers', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ slug: SLUG, accessTier: 'MEMBERSHIP', canTake: true });
    mockApi(detail);
    await renderDetail(detail);
    expect(within(accessPanel()).getByText('Gói hội viên của bạn đã bao gồm đề này')).toBeInTheDocument();
    expect(within(accessPanel()).getByRole('button', { name: 'Thêm vào Đề của tôi' })).toBeEnabled();
  });

  it('says a test opened by a class assignment comes from the class, and offers no add that would be refused', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ slug: SLUG, accessTier: 'MEMBERSHIP', canTake: true, assigned: true });
    mockApi(detail);
    await renderDetail(detail);
    const panel = accessPanel();
    expect(within(panel).getByText('Đề được giao trong lớp của bạn')).toBeInTheDocument();
    expect(within(panel).queryByText('Gói hội viên của bạn đã bao gồm đề này')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Thêm vào Đề của tôi' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Xem lớp học' })).toHaveAttribute('href', '/classes/mine');
  });

  it('prices a paid test in VND for a student without access', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ slug: SLUG, accessTier: 'PAID', price: 99000, canTake: false });
    mockApi(detail);
    await renderDetail(detail);
    const panel = accessPanel();
    expect(within(panel).getByText('Đề trả phí')).toBeInTheDocument();
    expect(
      within(panel).getByText(
        (_, el) => el?.tagName === 'SPAN' && (el.textContent ?? '').replace(/\s/g, ' ') === '99.000 ₫',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Xem các gói hội viên' })).toHaveAttribute(
      'href',
      '/checkout/combo',
    );
    expect(within(panel).getByRole('link', { name: 'Mua ngay' })).toHaveAttribute(
      'href',
      `/checkout?unitTestId=${detail.id}`,
    );
    expect(within(panel).getByRole('button', { name: /^Thêm .* vào giỏ hàng$/ })).toBeEnabled();
    expect(within(panel).queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
  });

  it('never offers to buy a paid test the student owns', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ slug: SLUG, accessTier: 'PAID', price: 99000, canTake: true, owned: true });
    mockApi(detail);
    await renderDetail(detail);
    const panel = accessPanel();
    expect(within(panel).getByText('Đã có trong Đề của tôi')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Mua ngay' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /vào giỏ hàng/ })).not.toBeInTheDocument();
  });

  it('opens a paid test with a gold credit when the plan has one, with the consent flag', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({
      id: 81,
      slug: SLUG,
      accessTier: 'PAID',
      price: 99000,
      canTake: false,
      openWith: 'QUANTITY_GOLD',
    });
    const api = mockApi(detail);
    server.use(
      handle(unitTestsEndpoints.use, async ({ request }) => {
        api.useBodies.push(await request.json());
        api.detail = { ...api.detail, owned: true, canTake: true, openWith: null };
        return HttpResponse.json(ok({ ...makeOwned(), quantityUsed: { kind: 'QUANTITY_GOLD', left: 4 } }));
      }),
    );
    server.use(handle(commerceEndpoints.quantityUse, () => HttpResponse.json(ok(credits(5, 2)))));
    const user = userEvent.setup();
    await renderDetail(detail);
    await user.click(within(accessPanel()).getByRole('button', { name: 'Dùng 1 Lượt Vàng để mở đề' }));
    // Nothing is spent before the learner confirms, having seen what will be left.
    const dialog = await screen.findByRole('dialog', { name: 'Dùng 1 Lượt Vàng để mở đề?' });
    expect(
      await within(dialog).findByText('Bạn đang có 5 lượt loại này. Sau khi mở đề, bạn còn 4 lượt.'),
    ).toBeVisible();
    expect(within(dialog).getByText('Hôm nay bạn còn mở được 2 đề bằng loại lượt này.')).toBeVisible();
    expect(api.useBodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Dùng 1 lượt và mở đề' }));
    expect(await within(accessPanel()).findByText('Đã dùng 1 lượt. Bạn còn 4 lượt loại này.')).toBeInTheDocument();
    expect(api.useBodies).toEqual([{ unitTestId: 81, useQuantity: true }]);
  });

  it('asks before spending a silver credit, and spends nothing when the learner says not now', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({ slug: SLUG, accessTier: 'MEMBERSHIP', canTake: false, openWith: 'QUANTITY_SILVER' });
    const api = mockApi(detail);
    server.use(handle(commerceEndpoints.quantityUse, () => HttpResponse.json(ok(credits(30, 5)))));
    const user = userEvent.setup();
    await renderDetail(detail);
    await user.click(within(accessPanel()).getByRole('button', { name: 'Dùng 1 Lượt Bạc để mở đề' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dùng 1 Lượt Bạc để mở đề?' });
    expect(
      await within(dialog).findByText('Bạn đang có 30 lượt loại này. Sau khi mở đề, bạn còn 29 lượt.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Để sau' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.useBodies).toEqual([]);
  });

  it('offers the unpaid order instead of Buy / Add to cart while a payment for the test is under way', async () => {
    signedIn({ accessToken: 'token' });
    const detail = makeDetail({
      slug: SLUG,
      accessTier: 'PAID',
      price: 99000,
      canTake: false,
      pendingOrder: { transNo: 'EL261126PENDING1' },
    });
    mockApi(detail);
    await renderDetail(detail);
    const panel = accessPanel();
    expect(within(panel).getByText('Đang chờ thanh toán')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Xem đơn hàng' })).toHaveAttribute(
      'href',
      '/account/orders?transNo=EL261126PENDING1',
    );
    expect(within(panel).queryByRole('link', { name: 'Mua ngay' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /vào giỏ hàng/ })).not.toBeInTheDocument();
  });

  it('shows up to four related tests, never the test itself', async () => {
    const detail = makeDetail({ id: 900, slug: SLUG });
    mockApi(detail);
    await renderDetail(detail);
    const related = await screen.findByRole('region', { name: 'Đề liên quan' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Đề liên quan 1', 'Đề liên quan 2']);
    expect(relatedQuery(makeSummary({ certificateId: 30, examId: null }))).toMatchObject({
      certificateIds: '45,29,30,31,32',
    });
    expect(relatedQuery(makeSummary({ examId: 6, grades: ['G6'] }))).toEqual({
      grade: 'G6',
      sort: 'featured',
      page: 1,
      pageSize: 5,
    });
    expect(relatedQuery(makeSummary({ examId: 10, grades: [] }))).toMatchObject({ examIds: '10' });
  });

  it('shows the English name, label and duration in English', async () => {
    const i18n = await createTestI18n('en');
    const detail = makeDetail({ slug: SLUG, labels: 'Test A', duration: null });
    mockApi(detail);
    await renderDetail(detail, i18n);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mid-term test 1 – English 6');
    expect(screen.getByText('Test A')).toBeInTheDocument();
    expect(screen.getByText('No time limit')).toBeInTheDocument();
  });
});

describe('practice-test detail getServerSideProps', () => {
  const ctx = (slug: string) =>
    ({ locale: 'vi', params: { practiceTestSlug: slug } }) as unknown as GetServerSidePropsContext;

  it('is a 404 when the API says NOT_FOUND', async () => {
    server.use(
      handle(unitTestsEndpoints.detail, () =>
        HttpResponse.json({ result: false, code: 'NOT_FOUND', message: 'no' }, { status: 404 }),
      ),
    );
    await expect(getServerSideProps(ctx('missing'))).resolves.toEqual({ notFound: true });
  });

  it('passes the test as fallback under the detail key', async () => {
    const detail = makeDetail({ slug: 'abc' });
    server.use(handle(unitTestsEndpoints.detail, () => HttpResponse.json(ok(detail))));
    const result = await getServerSideProps(ctx('abc'));
    expect(result).toMatchObject({ props: { idOrSlug: 'abc', fallback: { '/itf/unit-tests/abc': detail } } });
  });

  it('opens an encoded test link by id with its share code, and a broken link as a friendly page', async () => {
    const { encodeTestLink, encodeResultLink } = await import('@/lib/practice-link');
    const detail = makeDetail({ id: 42, slug: 'abc' });
    server.use(handle(unitTestsEndpoints.detail, () => HttpResponse.json(ok(detail))));
    const link = encodeTestLink(42, 'share-code-123456789012');
    await expect(getServerSideProps(ctx(link))).resolves.toMatchObject({
      props: { kind: 'test', idOrSlug: '42', shareCode: 'share-code-123456789012' },
    });
    await expect(getServerSideProps(ctx(encodeResultLink(9, null)))).resolves.toMatchObject({
      props: { kind: 'result', resultId: 9, shareCode: null },
    });
    // A link whose two encrypted parts lost their separator can never decode (a tampered
    // ciphertext only usually fails to, which made this test flaky).
    const broken = Buffer.from(Buffer.from(link, 'base64url').toString('utf8').replace('|', ''), 'utf8').toString(
      'base64url',
    );
    await expect(getServerSideProps(ctx(broken))).resolves.toMatchObject({ props: { kind: 'invalid' } });
    await renderWithProviders(<PracticeTestRoute kind="invalid" />);
    expect(screen.getByRole('heading', { name: 'Liên kết không hợp lệ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tìm đề thi khác' })).toHaveAttribute('href', '/explore');
  });

  it('renders without data (no 500) when the API is down', async () => {
    server.use(handle(unitTestsEndpoints.detail, () => HttpResponse.error()));
    const result = await getServerSideProps(ctx('abc'));
    expect(result).toMatchObject({ props: { idOrSlug: 'abc', fallback: {} } });
  });
});
