import type { UserDto } from '@contract/api';
import { accountEndpoints } from '@contract/account';
import { giftEndpoints } from '@contract/gift';
import { gradesEndpoints } from '@contract/grades';
import { GRADES } from '@contract/constants';
import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiftButton } from '@/features/gift';
import { GiftModal } from '@/features/gift/lazy/gift-modal';
import { resetGiftClaimed } from '@/features/gift/utils/claimed';
import { clearSession } from '@/lib/session';
import { createRouterMock } from '../../layout/router-mock';
import { handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { signedIn } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

configure({ asyncUtilTimeout: 4000 });
// The dropdown (react-select) loads on first use: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const grades = GRADES.map((grade) => ({ ...grade }));
const student: UserDto = {
  id: 1,
  roleCode: 'STUDENT',
  fullName: 'Nguyễn Văn An',
  phone: '0912345678',
  email: null,
  avatar: null,
  status: 'ACTIVE',
  receivedGift: false,
  grade: grades[5] ?? null,
};

function mockApi({ profile = student, gradeIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] } = {}) {
  const claims: unknown[] = [];
  server.use(
    handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: profile, totalRecords: 1 })),
    handle(gradesEndpoints.list, () => HttpResponse.json({ result: true, data: grades })),
    handle(giftEndpoints.options, () => HttpResponse.json({ result: true, data: { received: false, gradeIds } })),
  );
  return claims;
}

function answerClaim(status: 200 | 409 | 500, claims: unknown[], wait?: Promise<void>) {
  server.use(
    handle(giftEndpoints.claim, async ({ request }) => {
      claims.push(await request.json());
      await wait;
      if (status === 200) {
        return HttpResponse.json({ result: true, data: { gradeId: 6, unitTestIds: [5001, 5161] } });
      }
      return HttpResponse.json({ result: false, code: 'GIFT_ALREADY_RECEIVED', message: 'no' }, { status });
    }),
  );
}

let nav: ReturnType<typeof createRouterMock>;
beforeEach(() => {
  nav = createRouterMock({ pathname: '/explore', asPath: '/explore' });
  router.current = nav;
  notify.success.mockClear();
  notify.error.mockClear();
  signedIn({ accessToken: 'a' });
});
afterEach(() => {
  cleanup();
  clearSession();
  resetGiftClaimed();
});

async function renderModal(onClose = vi.fn<() => void>(), lng: 'vi' | 'en' = 'en') {
  const i18n = await createTestI18n(lng);
  await renderWithProviders(<GiftModal onClose={onClose} />, { i18n });
  return onClose;
}

describe('GiftModal (spec §4, §8)', () => {
  it('starts with the student’s grade and claims it: My tests with a timestamp, a toast, closed', async () => {
    const claims = mockApi();
    answerClaim(200, claims);
    const onClose = await renderModal();
    expect(await screen.findByText('Grade 6')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Get the tests' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(claims).toEqual([{ gradeId: 6 }]);
    expect(nav.push).toHaveBeenCalledWith({ pathname: '/unit-test/mine', query: { t: expect.any(Number) } });
    expect(notify.success).toHaveBeenCalledWith('Your tests are ready in My tests.');
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('offers only grades with a list: no default when the own grade has none, and the button waits for a choice', async () => {
    const claims = mockApi({ gradeIds: [1, 2, 3] });
    answerClaim(200, claims);
    await renderModal();
    const submit = screen.getByRole('button', { name: 'Get the tests' });
    await userEvent.click(await screen.findByRole('combobox', { name: /Grade/ }));
    expect(await screen.findByRole('option', { name: 'Grade 6' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('option', { name: 'University student' })).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('option', { name: 'Grade 2' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await waitFor(() => expect(claims).toEqual([{ gradeId: 2 }]));
  });

  it('is disabled while the claim is sent, and a refusal gives the §8 toast and keeps the modal open', async () => {
    const claims = mockApi();
    let release!: () => void;
    answerClaim(
      409,
      claims,
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    const onClose = await renderModal(vi.fn<() => void>(), 'vi');
    const submit = screen.getByRole('button', { name: 'Nhận đề thi' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await userEvent.click(submit);
    release();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Nhận đề thi không thành công'));
    expect(claims).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(nav.push).not.toHaveBeenCalled();
    await waitFor(() => expect(submit).toBeEnabled());
  });
});

describe('GiftButton (spec §4)', () => {
  async function renderButton() {
    const i18n = await createTestI18n('en');
    return renderWithProviders(<GiftButton />, { i18n });
  }

  it('shows for a student who has not received the gift, opens the modal, and hides once claimed', async () => {
    const claims = mockApi();
    answerClaim(200, claims);
    await renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Get your gift' }));
    const submit = await screen.findByRole('button', { name: 'Get the tests' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Get your gift' })).not.toBeInTheDocument();
  });

  it('stays hidden for a student who received it, a teacher, a guest and on login', async () => {
    mockApi({ profile: { ...student, receivedGift: true } });
    const { unmount } = await renderButton();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Get your gift' })).not.toBeInTheDocument();
    unmount();

    mockApi({ profile: { ...student, roleCode: 'TEACHER' } });
    const teacher = await renderButton();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Get your gift' })).not.toBeInTheDocument();
    teacher.unmount();

    clearSession();
    mockApi();
    const guest = await renderButton();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Get your gift' })).not.toBeInTheDocument();
    guest.unmount();

    signedIn({ accessToken: 'a' });
    router.current = createRouterMock({ pathname: '/login', asPath: '/login' });
    await renderButton();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Get your gift' })).not.toBeInTheDocument();
  });
});
