import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultsEndpoints } from '@contract/results';
import { SharedResultScreen } from '@/features/player/components/shared-result-screen';
import { rememberGuestAttempt } from '@/lib/results/guest-attempts';
import { setSession } from '@/lib/session';
import { failure, handle, success } from '../../msw/handlers';
import { server } from '../../msw/server';
import { passTime, renderWithProviders, useAppFakeTimers } from '../../test-utils';
import { makeResult } from './result-fixtures';

vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/unit-test/mine/90' }) }));

function answer(status: 403 | 404) {
  server.use(
    handle(resultsEndpoints.detail, () =>
      HttpResponse.json(
        { result: false, code: status === 403 ? 'FORBIDDEN' : 'NOT_FOUND', message: 'No.' },
        { status },
      ),
    ),
  );
}

describe('a result page that cannot be shown', () => {
  it('offers a guest refused a result (403) to sign in, explore or go home, not to try again', async () => {
    answer(403);
    await renderWithProviders(<SharedResultScreen resultId={90} backHref="/unit-test/mine" />);
    expect(await screen.findByRole('heading', { name: 'Bạn không xem được kết quả này' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Funit-test%2Fmine%2F90',
    );
    expect(screen.getByRole('link', { name: 'Tìm đề thi' })).toHaveAttribute('href', '/explore');
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('sends a signed-in student refused a result (403) to their own tests', async () => {
    setSession({ accessToken: 'access-1' });
    answer(403);
    await renderWithProviders(<SharedResultScreen resultId={90} backHref="/unit-test/mine" />);
    expect(await screen.findByText(/thuộc về một tài khoản khác/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đề của tôi' })).toHaveAttribute('href', '/unit-test/mine');
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('says a missing result (404) is not found, with ways on', async () => {
    setSession({ accessToken: 'access-1' });
    answer(404);
    await renderWithProviders(<SharedResultScreen resultId={90} />);
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy kết quả' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đề của tôi' })).toHaveAttribute('href', '/unit-test/mine');
    expect(screen.getByRole('link', { name: 'Tìm đề thi' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('still offers to try again when the failure may pass (a lost connection)', async () => {
    server.use(handle(resultsEndpoints.detail, () => HttpResponse.error()));
    await renderWithProviders(<SharedResultScreen resultId={90} />);
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });
});

describe('loading a result', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads it once: coming back to the tab or the network does not ask again', async () => {
    useAppFakeTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const requests: string[] = [];
    server.use(
      handle(resultsEndpoints.detail, ({ request }) => {
        requests.push(new URL(request.url).search);
        return HttpResponse.json(failure('NOT_FOUND'), { status: 404 });
      }),
    );
    await renderWithProviders(<SharedResultScreen resultId={90} shareCode="R-abc" />);
    await passTime();
    expect(requests).toEqual(['?shareCode=R-abc']);
    // SWR throttles focus revalidation to one per focusThrottleInterval (5 s).
    await passTime(10_000);
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('online'));
    });
    await passTime();
    expect(requests).toEqual(['?shareCode=R-abc']);
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it(
    'tries again on request after a lost connection, showing the result once it comes',
    { timeout: 20_000 },
    async () => {
      let fail = true;
      server.use(
        handle(resultsEndpoints.detail, () =>
          fail
            ? HttpResponse.error()
            : HttpResponse.json(
                success(resultsEndpoints.detail, {
                  result: makeResult(),
                  review: null,
                  isOwner: false,
                  sharedBy: null,
                }),
              ),
        ),
      );
      await renderWithProviders(<SharedResultScreen resultId={90} />);
      const retry = await screen.findByRole('button', { name: 'Thử lại' });
      fail = false;
      await userEvent.click(retry);
      expect(await screen.findByRole('link', { name: 'Làm đề này' })).toHaveAttribute('href', '/practice-test/tour');
      expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    },
  );
});

describe('a guest’s own result at its own address', () => {
  it('proves it with the attempt secret this browser kept, and opens as the owner', async () => {
    rememberGuestAttempt(12, 'secret-guest-1', { unitTestId: 4019, resultId: 90 });
    const secrets: (string | null)[] = [];
    server.use(
      handle(resultsEndpoints.detail, ({ request }) => {
        secrets.push(request.headers.get('X-Attempt-Secret'));
        return HttpResponse.json(
          success(resultsEndpoints.detail, { result: makeResult(), review: [], isOwner: true, sharedBy: null }),
        );
      }),
    );
    await renderWithProviders(<SharedResultScreen resultId={90} />);
    expect(await screen.findByRole('link', { name: 'Làm đề này' })).toBeInTheDocument();
    expect(secrets).toEqual(['secret-guest-1']);
    expect(screen.queryByText(/chỉ xem được điểm/i)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Giữ lại kết quả này' })).toBeInTheDocument();
  });
});

describe('reviewing a result', () => {
  it('opens the review at its top, and the result again at its top', async () => {
    setSession({ accessToken: 'access-1' });
    server.use(
      handle(resultsEndpoints.detail, () =>
        HttpResponse.json(
          success(resultsEndpoints.detail, { result: makeResult(), review: [], isOwner: true, sharedBy: null }),
        ),
      ),
    );
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    await renderWithProviders(<SharedResultScreen resultId={90} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Xem lại bài làm' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    scrollTo.mockClear();
    await userEvent.click(await screen.findByRole('button', { name: 'Về kết quả' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    vi.unstubAllGlobals();
  });
});

describe('a result just submitted for a class', () => {
  it('says which result the class gets and links back to the classes', async () => {
    setSession({ accessToken: 'access-1' });
    server.use(
      handle(resultsEndpoints.detail, () =>
        HttpResponse.json(
          success(resultsEndpoints.detail, { result: makeResult(), review: [], isOwner: true, sharedBy: null }),
        ),
      ),
    );
    await renderWithProviders(<SharedResultScreen resultId={90} backHref="/unit-test/mine" assigned />);
    expect(await screen.findByRole('link', { name: 'Về lớp học của tôi' })).toHaveAttribute('href', '/classes/mine');
  });
});

describe('a cancelled exam at its own address', () => {
  function serve(status: 'VOIDED' | 'COMPLETED') {
    setSession({ accessToken: 'access-1' });
    const result = makeResult(status === 'VOIDED' ? { status, voidReason: 'LEAVE' } : {});
    server.use(
      handle(resultsEndpoints.detail, () =>
        HttpResponse.json(success(resultsEndpoints.detail, { result, review: [], isOwner: true, sharedBy: null })),
      ),
    );
  }

  it('makes taking the test again its main action, as it measured nothing', async () => {
    serve('VOIDED');
    await renderWithProviders(<SharedResultScreen resultId={90} backHref="/unit-test/mine" />);
    expect(await screen.findByText('Bài thi đã bị hủy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Làm đề này' })).toHaveAttribute('data-variant', 'filled');
  });

  it('keeps taking it again a quiet link beside a scored result', async () => {
    serve('COMPLETED');
    await renderWithProviders(<SharedResultScreen resultId={90} backHref="/unit-test/mine" />);
    expect(await screen.findByRole('link', { name: 'Làm đề này' })).not.toHaveAttribute('data-variant', 'filled');
  });
});
