import { activationEndpoints } from '@contract/activation';
import type { ActivationGrantDto } from '@contract/activation';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivationModal } from '@/features/activation/lazy/activation-modal';
import { createRouterMock } from '../../layout/router-mock';
import { fail, handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

configure({ asyncUtilTimeout: 4000 });

const TEST_GRANT: ActivationGrantDto = {
  kind: 'TEST',
  unitTest: {
    id: 3013,
    slug: 'cam-cpe-1',
    name: 'C2 Proficiency – Đề luyện 1',
    nameEn: 'C2 Proficiency – Practice Test 1',
  },
  quantity: null,
  adaptiveTest: null,
};

const ADAPTIVE_GRANT: ActivationGrantDto = {
  kind: 'ADAPTIVE_TEST',
  unitTest: null,
  quantity: null,
  adaptiveTest: { key: 'level', name: { vi: 'Kiểm tra trình độ thích ứng', en: 'Adaptive level test' } },
};

/** The code is checked (/validate), then used by /active or /active-adaptive-test: the bodies each got. */
function answerWith(data: ActivationGrantDto) {
  const bodies: unknown[] = [];
  const checked: unknown[] = [];
  const adaptive: unknown[] = [];
  server.use(
    handle(activationEndpoints.validate, async ({ request }) => {
      checked.push(await request.json());
      return HttpResponse.json({ result: true, data });
    }),
    handle(activationEndpoints.activate, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ result: true, data });
    }),
    handle(activationEndpoints.activateAdaptiveTest, async ({ request }) => {
      adaptive.push(await request.json());
      return HttpResponse.json({ result: true, data });
    }),
  );
  return { bodies, checked, adaptive };
}

let onClose: ReturnType<typeof vi.fn<() => void>>;
let nav: ReturnType<typeof createRouterMock>;

beforeEach(() => {
  onClose = vi.fn<() => void>();
  nav = createRouterMock({ pathname: '/explore', asPath: '/explore' });
  router.current = nav;
  notify.success.mockClear();
  notify.error.mockClear();
});

async function renderModal(locale: 'en' | 'vi' = 'en', onActivated?: (grant: ActivationGrantDto) => void) {
  const i18n = await createTestI18n(locale);
  await renderWithProviders(<ActivationModal onClose={onClose} onActivated={onActivated} />, { i18n });
  return screen.getByRole('textbox', { name: /Activation code|Mã kích hoạt/ });
}

async function submit(code: string) {
  const field = await renderModal();
  if (code) await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
  return field;
}

describe('ActivationModal (spec §4, §5, §8)', { timeout: 30_000 }, () => {
  it('refuses a blank code and one with a space at either end in the words of §5, sending nothing', async () => {
    const { bodies, checked } = answerWith(TEST_GRANT);
    const field = await submit('');
    expect(await screen.findByText('Activation code cannot be blank.')).toBeInTheDocument();
    await userEvent.type(field, ' ABCD-EFGH-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Activation code must not begin and end with a blank space')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(checked).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the code with the site; success toasts what was granted and closes', async () => {
    const { bodies, checked } = answerWith(TEST_GRANT);
    await submit('TEST-DEMS-2345');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ code: 'TEST-DEMS-2345', site: 'ENGLAB' }]);
    expect(checked).toEqual(bodies);
    expect(notify.success).toHaveBeenCalledWith('Activated: “C2 Proficiency – Practice Test 1” is now in My tests.');
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('on My tests, success reloads the route with a random query first', async () => {
    nav = createRouterMock({ pathname: '/unit-test/mine', asPath: '/unit-test/mine?r=old', query: { r: 'old' } });
    router.current = nav;
    answerWith({
      kind: 'QUANTITY',
      unitTest: null,
      quantity: { kind: 'QUANTITY_GOLD', amount: 3, expiresAt: '2027-01-01T00:00:00.000Z' },
      adaptiveTest: null,
    });
    await submit('PACK-DEMS-2345');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(nav.replace).toHaveBeenCalledWith(
      { pathname: '/unit-test/mine', query: { r: expect.stringMatching(/^[a-z0-9]+$/) as string } },
      undefined,
      { scroll: false },
    );
    const [[{ query }]] = nav.replace.mock.calls as unknown as [[{ query: { r: string } }]];
    expect(query.r).not.toBe('old');
    expect(notify.success).toHaveBeenCalledWith('Activated: 3 test openings have been added to your account.');
  });

  it('an unknown code is §8’s field error and keeps what was typed', async () => {
    server.use(fail(activationEndpoints.validate, 404, 'ACTIVATION_CODE_INVALID'));
    const field = await submit('ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByText('Activation code does not exist or is invalid')).toBeInTheDocument();
    expect(field).toHaveValue('ZZZZ-ZZZZ-ZZZZ');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('in Vietnamese, the same message in Vietnamese', async () => {
    server.use(fail(activationEndpoints.validate, 404, 'ACTIVATION_CODE_INVALID'));
    const field = await renderModal('vi');
    await userEvent.type(field, 'ZZZZ-ZZZZ-ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Kích hoạt' }));
    expect(await screen.findByText('Mã kích hoạt không tồn tại hoặc không hợp lệ')).toBeInTheDocument();
  });

  it('an expired code says so, and too many wrong codes ask to wait, both keeping the input', async () => {
    server.use(fail(activationEndpoints.validate, 409, 'ACTIVATION_CODE_EXPIRED'));
    const field = await submit('EXPD-DEMS-2345');
    expect(await screen.findByText('This activation code has expired.')).toBeInTheDocument();
    server.use(fail(activationEndpoints.validate, 429, 'TOO_MANY_REQUESTS'));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(
      await screen.findByText('Too many wrong activation codes. Please check the code and try again later.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('EXPD-DEMS-2345');
  });

  it('brings its own words: no page needs to have loaded the activation namespace', async () => {
    const i18n = await createTestI18n('en');
    i18n.removeResourceBundle('en', 'activation');
    i18n.removeResourceBundle('vi', 'activation');
    await renderWithProviders(<ActivationModal onClose={onClose} />, { i18n });
    expect(screen.getByRole('textbox', { name: /Activation code/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('an adaptive test’s code is used through its own call, and opens the test', async () => {
    const { bodies, checked, adaptive } = answerWith(ADAPTIVE_GRANT);
    await submit('LEVL-DEMS-2345');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(checked).toEqual([{ code: 'LEVL-DEMS-2345', site: 'ENGLAB' }]);
    expect(adaptive).toEqual([{ code: 'LEVL-DEMS-2345', site: 'ENGLAB' }]);
    expect(bodies).toEqual([]);
    expect(notify.success).toHaveBeenCalledWith(expect.stringContaining('Adaptive level test'));
    expect(nav.push).toHaveBeenCalledWith('/placement-test?key=level');
  });

  it('a page that asked to hear of the grant gets it instead of being left', async () => {
    answerWith(ADAPTIVE_GRANT);
    const onActivated = vi.fn();
    const field = await renderModal('en', onActivated);
    await userEvent.type(field, 'LEVL-DEMS-2345');
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(onActivated).toHaveBeenCalledWith(ADAPTIVE_GRANT));
    expect(nav.push).not.toHaveBeenCalled();
  });

  it('a refusal of the adaptive call after a good check (the last use taken meanwhile) is a field error', async () => {
    answerWith(ADAPTIVE_GRANT);
    server.use(fail(activationEndpoints.activateAdaptiveTest, 409, 'ACTIVATION_CODE_USED_UP'));
    const field = await submit('LEVL-DEMS-2345');
    expect(await screen.findByText('This activation code has been used up.')).toBeInTheDocument();
    expect(field).toHaveValue('LEVL-DEMS-2345');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('Cancel closes without sending', async () => {
    const { bodies, checked } = answerWith(TEST_GRANT);
    await renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(bodies).toEqual([]);
    expect(checked).toEqual([]);
  });
});
