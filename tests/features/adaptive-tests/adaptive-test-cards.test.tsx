import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { activationEndpoints, type AdaptiveTestRightDto } from '@contract/activation';
import { AdaptiveTestCards } from '@/features/adaptive-tests';
import { clearSession } from '@/lib/session';
import { handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { signedIn } from '../../session';

// Unmounted first: ending the session re-renders whoever listens to it.
afterEach(() => {
  cleanup();
  clearSession();
});

function renderCards(locale: 'vi' | 'en' = 'vi') {
  return createTestI18n(locale).then((i18n) =>
    renderWithProviders(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <AdaptiveTestCards id="adaptive-title" />
      </SWRConfig>,
      { i18n },
    ),
  );
}

/** Answers the rights call with these keys, counting the calls. */
function rights(keys: AdaptiveTestRightDto['key'][]) {
  const calls: (string | null)[] = [];
  server.use(
    handle(activationEndpoints.userAdaptiveTests, ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return HttpResponse.json({
        result: true,
        data: keys.map((key) => ({ key, name: { vi: key, en: key }, grantedAt: '2026-11-28T00:00:00.000Z' })),
      });
    }),
  );
  return calls;
}

const card = (name: string) => screen.getByRole('link', { name });

describe('AdaptiveTestCards', () => {
  it('opens each test’s page, says how long it takes, and that placement is free; asks nothing of a guest', async () => {
    const calls = rights([]);
    await renderCards();
    const region = screen.getByRole('region', { name: 'Kiểm tra trình độ thích ứng và xếp lớp' });
    expect(within(region).getAllByRole('link')).toHaveLength(3);
    expect(card('Kiểm tra xếp lớp')).toHaveAttribute('href', '/placement-test?key=61');
    expect(card('Kiểm tra xếp lớp')).toHaveAccessibleDescription(/^Nghe, đọc, ngữ pháp.*8–30 câu.*Miễn phí/);
    expect(card('Kiểm tra xếp lớp tiểu học')).toHaveAttribute('href', '/placement-test?key=60');
    expect(card('Kiểm tra trình độ thích ứng')).toHaveAttribute('href', '/placement-test?key=level');
    expect(card('Kiểm tra xếp lớp tiểu học')).toHaveTextContent('8–20 câu · không giới hạn thời gian');
    expect(card('Kiểm tra xếp lớp tiểu học')).toHaveTextContent('Miễn phí, không cần đăng nhập');
    expect(card('Kiểm tra trình độ thích ứng')).toHaveTextContent('8–30 câu · 40 phút');
    expect(card('Kiểm tra trình độ thích ứng')).toHaveTextContent('Đăng nhập, rồi dùng mã kích hoạt hoặc mua');
    expect(calls).toEqual([]);
  });

  it('tells a signed-in student whether the level test is unlocked for them', async () => {
    signedIn({ accessToken: 'token-1' });
    const calls = rights([]);
    await renderCards();
    expect(await screen.findByText('Cần mã kích hoạt hoặc mua')).toBeInTheDocument();
    expect(calls).toEqual(['Bearer token-1']);
  });

  it('an unlocked level test says so, in English too', async () => {
    signedIn({ accessToken: 'token-1' });
    rights(['level']);
    await renderCards('en');
    expect(await screen.findByText('Unlocked for you')).toBeInTheDocument();
    expect(card('Adaptive level test')).toHaveTextContent('8–30 questions · 40 minutes');
    expect(card('Placement test')).toHaveTextContent('Free, no sign-in needed');
  });
});
