import { messagingEndpoints } from '@contract/messaging';
import type { MessagingLinkDto } from '@contract/messaging';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagingSection } from '@/features/account/components/messaging-section';
import { resetAuthRefreshState } from '@/lib/api-client';
import { createRouterMock } from '../../layout/router-mock';
import { fail, handle, ok } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { signedIn } from '../../session';

type Router = ReturnType<typeof createRouterMock> & { isReady: boolean };
const router = vi.hoisted(() => ({ current: null as unknown as Router }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

function routerAt(query: Record<string, string> = {}): Router {
  return { ...createRouterMock({ pathname: '/account', asPath: '/account', query }), isReady: true };
}

const NOT_LINKED: MessagingLinkDto = {
  provider: 'ZALO',
  available: true,
  linked: false,
  displayName: null,
  linkedAt: null,
};
const LINKED: MessagingLinkDto = {
  ...NOT_LINKED,
  linked: true,
  displayName: 'Minh Anh Zalo',
  linkedAt: '2026-11-20T03:00:00.000Z',
};

async function renderSection(lng: 'vi' | 'en' = 'vi') {
  signedIn({ accessToken: 'access-1' });
  const i18n = await createTestI18n(lng);
  // Back from the provider, the section first takes the answer off the address (a promise).
  await act(async () => {
    await renderWithProviders(<MessagingSection />, { i18n });
  });
}

afterEach(() => {
  resetAuthRefreshState();
  vi.unstubAllGlobals();
});

describe('the account page’s messaging (Zalo) section', () => {
  it('shows an account that is not linked, and sends the user to the provider to link it', async () => {
    router.current = routerAt();
    server.use(ok(messagingEndpoints.link, NOT_LINKED));
    const started: string[] = [];
    server.use(
      handle(messagingEndpoints.linkUser, ({ request }) => {
        started.push(request.url);
        return HttpResponse.json({
          result: true,
          data: { url: 'http://localhost:4000/zalo-local/oauth/permission?state=s', expiresAt: '2026-11-28T05:00:00Z' },
        });
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost:3000' });
    const user = userEvent.setup();
    await renderSection();

    const section = await screen.findByRole('region', { name: 'Nhắn tin (Zalo)' });
    expect(await within(section).findByText('Chưa liên kết')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Liên kết Zalo' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:4000/zalo-local/oauth/permission?state=s'),
    );
    const query = new URL(started[0] ?? '').searchParams;
    expect(query.get('returnUrl')).toBe('http://localhost:3000/account');
    expect(query.get('lang')).toBe('vi');
  });

  it('shows the linked Zalo name and date, and unlinks after a confirmation', async () => {
    router.current = routerAt();
    let current = LINKED;
    server.use(
      handle(messagingEndpoints.link, () => HttpResponse.json({ result: true, data: current })),
      handle(messagingEndpoints.unlink, () => {
        current = NOT_LINKED;
        return HttpResponse.json({ result: true, data: current });
      }),
    );
    const user = userEvent.setup();
    await renderSection('en');

    const section = await screen.findByRole('region', { name: 'Messaging (Zalo)' });
    expect(await within(section).findByText('Linked')).toBeInTheDocument();
    expect(within(section).getByText('Minh Anh Zalo')).toBeInTheDocument();
    expect(within(section).getByText('20/11/2026')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Unlink' }));
    const confirm = within(section).getByRole('group', { name: /Unlink the Zalo account Minh Anh Zalo\?/ });
    // Keeping it changes nothing.
    await user.click(within(confirm).getByRole('button', { name: 'Keep linked' }));
    expect(within(section).getByText('Minh Anh Zalo')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Unlink' }));
    await user.click(within(section).getByRole('button', { name: 'Yes, unlink' }));
    expect(await within(section).findByText('Zalo is unlinked.')).toBeInTheDocument();
    expect(within(section).getByText('Not linked')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Link Zalo' })).toBeInTheDocument();
  });

  it('finishes linking with what the provider sent back, once, and clears it from the address', async () => {
    router.current = routerAt({ state: 'st', payload: 'pl', signature: 'sg' });
    let current = NOT_LINKED;
    const callbacks: unknown[] = [];
    server.use(
      handle(messagingEndpoints.link, () => HttpResponse.json({ result: true, data: current })),
      handle(messagingEndpoints.callback, async ({ request }) => {
        callbacks.push(await request.json());
        current = LINKED;
        return HttpResponse.json({ result: true, data: current });
      }),
    );
    await renderSection();

    const section = await screen.findByRole('region', { name: 'Nhắn tin (Zalo)' });
    expect(await within(section).findByText('Đã liên kết tài khoản với Zalo.')).toBeInTheDocument();
    expect(within(section).getByText('Đã liên kết')).toBeInTheDocument();
    expect(within(section).getByText('Minh Anh Zalo')).toBeInTheDocument();
    expect(callbacks).toEqual([{ state: 'st', payload: 'pl', signature: 'sg' }]);
    expect(router.current.replace).toHaveBeenCalledWith({ pathname: '/account' }, undefined, {
      shallow: true,
      scroll: false,
    });
  });

  it('says why a callback was refused (a used or expired request), in the reader’s words', async () => {
    router.current = routerAt({ state: 'st', payload: 'pl', signature: 'sg' });
    server.use(ok(messagingEndpoints.link, NOT_LINKED), fail(messagingEndpoints.callback, 409, 'MESSAGING_STATE_USED'));
    await renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Yêu cầu liên kết này đã được dùng. Vui lòng liên kết lại từ đầu.');
    expect(await screen.findByText('Chưa liên kết')).toBeInTheDocument();
  });

  it('says so when the user declined on Zalo, without calling the API', async () => {
    router.current = routerAt({ state: 'st', error: 'access_denied' });
    server.use(ok(messagingEndpoints.link, NOT_LINKED));
    await renderSection('en');
    expect(await screen.findByText('You declined on Zalo. Your account is not linked.')).toBeInTheDocument();
  });

  it('says why linking cannot start', async () => {
    router.current = routerAt();
    server.use(
      ok(messagingEndpoints.link, NOT_LINKED),
      fail(messagingEndpoints.linkUser, 409, 'MESSAGING_ALREADY_LINKED'),
    );
    const user = userEvent.setup();
    await renderSection('en');
    await user.click(await screen.findByRole('button', { name: 'Link Zalo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is already linked to Zalo. Unlink it first.',
    );
    expect(screen.getByRole('button', { name: 'Link Zalo' })).toBeEnabled();
  });

  it('says linking is unavailable when no provider is configured', async () => {
    router.current = routerAt();
    server.use(ok(messagingEndpoints.link, { ...NOT_LINKED, available: false }));
    await renderSection();
    expect(await screen.findByText('Liên kết Zalo hiện chưa khả dụng.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Liên kết Zalo' })).not.toBeInTheDocument();
  });

  it('offers a retry when the link cannot be loaded', async () => {
    router.current = routerAt();
    let failing = true;
    server.use(
      handle(messagingEndpoints.link, () =>
        failing
          ? HttpResponse.json({ result: false, code: 'VALIDATION_ERROR', message: 'x' }, { status: 400 })
          : HttpResponse.json({ result: true, data: NOT_LINKED }),
      ),
    );
    const user = userEvent.setup();
    await renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được trạng thái liên kết Zalo.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Chưa liên kết')).toBeInTheDocument();
  });
});
