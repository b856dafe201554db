import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient, resetAuthRefreshState } from '@/lib/api-client';
import { requestEnvelope } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';
import { clearSession, endSession, getAccessToken } from '@/lib/session';
import { useSessionCache } from '@/shell/api/use-session-cache';
import { API_URL, server } from '../msw/server';
import { renderWithProviders } from '../test-utils';
import { signedIn } from '../session';

// Two endpoints whose answer depends on who asks, under keys that name no user: the signed-in
// user's classes (asked only with a session) and a test's detail (asked by anyone; it says
// whether the caller owns the test).
const CLASSES = '/itf/example-classes';
const DETAIL = '/itf/example-detail';
const OWNERS: Record<string, string> = { 'Bearer access-a': 'An', 'Bearer access-b': 'Bình' };

interface Seen {
  token: string | null;
  classes: string | null;
  detail: string | null;
}
let seen: Seen[];
let classesAskedWithoutToken: number;

/** These example paths are no endpoint of the contract: read them through the transport itself. */
async function read(url: string): Promise<string> {
  return String((await requestEnvelope(apiClient, { method: 'GET', url })).data);
}

function Screen() {
  const signedIn = useHasSession();
  const classes = useSWR<string>(signedIn ? CLASSES : null, read);
  const detail = useSWR<string>(DETAIL, read);
  seen.push({ token: getAccessToken() ?? null, classes: classes.data ?? null, detail: detail.data ?? null });
  return (
    <>
      <p data-testid="classes">{classes.data ?? '-'}</p>
      <p data-testid="detail">{detail.data ?? '-'}</p>
      <button type="button" onClick={() => void detail.mutate()}>
        reload
      </button>
    </>
  );
}

function Shell() {
  useSessionCache();
  return <Screen />;
}

const classesOf = (name: string) => `Lớp của ${name}`;
const detailFor = (name: string) => `Đề đã mua: ${name}`;

beforeEach(() => {
  seen = [];
  classesAskedWithoutToken = 0;
  server.use(
    http.get(`${API_URL}${CLASSES}`, ({ request }) => {
      const owner = OWNERS[request.headers.get('authorization') ?? ''];
      if (!owner) {
        classesAskedWithoutToken += 1;
        return HttpResponse.json({ result: false, code: 'UNAUTHORIZED', message: 'No token' }, { status: 401 });
      }
      return HttpResponse.json({ result: true, data: classesOf(owner) });
    }),
    http.get(`${API_URL}${DETAIL}`, ({ request }) => {
      const owner = OWNERS[request.headers.get('authorization') ?? ''];
      return HttpResponse.json({ result: true, data: owner ? detailFor(owner) : 'Đề chưa mua' });
    }),
  );
});

afterEach(() => resetAuthRefreshState());

async function signedInAsAn() {
  signedIn({ accessToken: 'access-a' }, true);
  await renderWithProviders(<Shell />);
  await waitFor(() => expect(screen.getByTestId('classes')).toHaveTextContent(classesOf('An')));
  await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent(detailFor('An')));
}

/** Every render made with Bình's token showed only Bình's data (or nothing yet). */
function expectBinhNeverSawAn() {
  const binh = seen.filter((s) => s.token === 'access-b');
  expect(binh.length).toBeGreaterThan(0);
  for (const s of binh) {
    expect(s.classes).not.toBe(classesOf('An'));
    expect(s.detail).not.toBe(detailFor('An'));
  }
}

describe('the SWR cache at sign-in and sign-out', () => {
  it('after a logout, a second user signing in on the same tab never sees the first one’s data', async () => {
    await signedInAsAn();

    act(() => endSession('logout'));
    expect(screen.getByTestId('classes')).toHaveTextContent('-');
    // What the page still shows loads again as a guest.
    await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent('Đề chưa mua'));
    const afterLogout = seen.filter((s) => s.token === null);
    expect(afterLogout.every((s) => s.classes === null && s.detail !== detailFor('An'))).toBe(true);

    seen = [];
    act(() => signedIn({ accessToken: 'access-b' }, true));
    await waitFor(() => expect(screen.getByTestId('classes')).toHaveTextContent(classesOf('Bình')));
    await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent(detailFor('Bình')));
    expectBinhNeverSawAn();
    // The ended session's hooks never asked again without a token.
    expect(classesAskedWithoutToken).toBe(0);
  });

  it('also when the first session vanished without a logout (expired cookies)', async () => {
    await signedInAsAn();

    act(() => clearSession());
    seen = [];
    act(() => signedIn({ accessToken: 'access-b' }, true));
    await waitFor(() => expect(screen.getByTestId('classes')).toHaveTextContent(classesOf('Bình')));
    await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent(detailFor('Bình')));
    expectBinhNeverSawAn();
  });

  it('reloads what the page shows even when its request was under way at the sign-out', async () => {
    await signedInAsAn();
    // The detail is being asked again for An (say, on focus) when An signs out.
    let answer: () => void = () => undefined;
    const asked = new Promise<void>((started) => {
      server.use(
        http.get(`${API_URL}${DETAIL}`, async ({ request }) => {
          const owner = OWNERS[request.headers.get('authorization') ?? ''];
          if (owner) {
            started();
            await new Promise<void>((release) => {
              answer = release;
            });
          }
          return HttpResponse.json({ result: true, data: owner ? detailFor(owner) : 'Đề chưa mua' });
        }),
      );
    });
    fireEvent.click(screen.getByRole('button', { name: 'reload' }));
    await act(() => asked);
    act(() => endSession('logout'));
    answer();
    await waitFor(() => expect(screen.getByTestId('detail')).toHaveTextContent('Đề chưa mua'));
    // An's late answer was never shown to the guest.
    expect(seen.filter((s) => s.token === null).every((s) => s.detail !== detailFor('An'))).toBe(true);
  });
});
