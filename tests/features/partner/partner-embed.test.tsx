import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partnersEndpoints } from '@contract/partners';
import { PartnerEmbed } from '@/features/partner/components/partner-embed';
import type { PartnerPageView } from '@/features/partner/server/page-props';
import { enterEmbed, leaveEmbed, startEmbedSession } from '@/features/partner/api/embed-session-store';
import { embedSession } from '@/lib/embed-session';
import { getAccessToken } from '@/lib/session';
import { fail, handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';

vi.mock('next/router', () => ({
  useRouter: () => ({ pathname: '/[slug]/[subSlug]', asPath: '/demo-school/practice' }),
}));

const VIEW: PartnerPageView = {
  partner: { id: 7, slug: 'demo-school', name: 'Demo School' },
  theme: { primaryColor: '#0f766e', accentColor: '#f59e0b', logoUrl: null, fontFamily: null },
  page: { subSlug: 'practice', title: 'Luyện tập cùng Demo School', unitTests: [] },
};

const USER = {
  id: 31,
  roleCode: 'STUDENT' as const,
  fullName: 'Trần Bảo Ngọc',
  phone: null,
  email: null,
  avatar: null,
  status: 'ACTIVE' as const,
  receivedGift: false,
  grade: null,
};

beforeEach(() => {
  window.history.replaceState(null, '', '/demo-school/practice#assertion=a.b.c');
});
afterEach(() => {
  // Unmounted first: leaving the embed afterwards re-renders nothing.
  cleanup();
  leaveEmbed();
  window.history.replaceState(null, '', '/');
});

describe('the partner page in the partner’s frame', () => {
  it('signs the learner in with the partner’s assertion and takes it out of the address', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(partnersEndpoints.session, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ result: true, data: { accessToken: 'embed-1', expiresIn: 7200, user: USER } });
      }),
    );
    await renderWithProviders(<PartnerEmbed view={VIEW} />);
    expect(await screen.findByTestId('embed-learner')).toHaveTextContent('Trần Bảo Ngọc');
    expect(sent).toEqual([{ partner: 'demo-school', assertion: 'a.b.c' }]);
    expect(window.location.hash).toBe('');
    // The player's calls carry the embed's token.
    expect(getAccessToken()).toBe('embed-1');
  });

  it.each([
    ['PARTNER_ASSERTION_REPLAYED', 409, 'Liên kết đăng nhập này đã được dùng'],
    ['PARTNER_ASSERTION_EXPIRED', 401, 'đã hết hạn'],
    ['PARTNER_ASSERTION_INVALID', 401, 'chữ ký không hợp lệ'],
  ] as const)('says so when the API refuses the assertion (%s)', async (code, status, words) => {
    server.use(fail(partnersEndpoints.session, status, code));
    await renderWithProviders(<PartnerEmbed view={VIEW} />);
    expect(await screen.findByTestId('embed-problem')).toHaveTextContent(words);
    expect(screen.queryByTestId('embed-learner')).not.toBeInTheDocument();
    expect(getAccessToken()).toBeUndefined();
  });

  it('keeps the frame’s session across a reload while the API still accepts it', async () => {
    window.history.replaceState(null, '', '/demo-school/practice');
    enterEmbed('demo-school');
    startEmbedSession({ accessToken: 'embed-kept', expiresIn: 600, displayName: 'Ngọc' });
    leaveEmbed();
    server.use(
      http.get('http://localhost:3000/api/getinfoaccount', ({ request }) =>
        request.headers.get('authorization') === 'Bearer embed-kept'
          ? HttpResponse.json({
              result: true,
              data: { id: 31, displayName: 'Trần Bảo Ngọc', grade: null, partner: 'demo-school' },
            })
          : HttpResponse.json({ result: false, code: 'UNAUTHORIZED', message: 'no' }, { status: 401 }),
      ),
    );
    await renderWithProviders(<PartnerEmbed view={VIEW} />);
    await waitFor(() => expect(screen.getByTestId('embed-learner')).toHaveTextContent('Trần Bảo Ngọc'));
  });

  it('tells the learner the session expired when the API no longer accepts the kept token', async () => {
    window.history.replaceState(null, '', '/demo-school/practice');
    enterEmbed('demo-school');
    startEmbedSession({ accessToken: 'embed-old', expiresIn: 600, displayName: 'Ngọc' });
    leaveEmbed();
    server.use(
      http.get('http://localhost:3000/api/getinfoaccount', () =>
        HttpResponse.json({ result: false, code: 'UNAUTHORIZED', message: 'no' }, { status: 401 }),
      ),
    );
    await renderWithProviders(<PartnerEmbed view={VIEW} />);
    expect(await screen.findByTestId('embed-problem')).toHaveTextContent('đã hết hạn');
    expect(embedSession()).toBeNull();
  });

  it('asks for the partner’s sign-in when the frame was opened without one', async () => {
    window.history.replaceState(null, '', '/demo-school/practice');
    await renderWithProviders(<PartnerEmbed view={VIEW} />);
    expect(await screen.findByTestId('embed-problem')).toHaveTextContent('Hãy mở trang này từ Demo School');
  });

  it('opens a link that leaves the partner page in a new tab, never in the partner’s frame', async () => {
    window.history.replaceState(null, '', '/demo-school/practice');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderWithProviders(<PartnerEmbed view={VIEW} />);
    await screen.findByTestId('embed-problem');
    const list = screen.getByRole('heading', { name: 'Bài kiểm tra' }).parentElement!;
    const away = document.createElement('a');
    away.href = '/explore?skill=RE';
    away.textContent = 'Luyện Đọc';
    list.append(away);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    away.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith('http://localhost:3000/explore?skill=RE', '_blank', 'noopener,noreferrer');

    const stay = document.createElement('a');
    stay.href = '/demo-school/practice';
    list.append(stay);
    const inside = new MouseEvent('click', { bubbles: true, cancelable: true });
    stay.dispatchEvent(inside);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
