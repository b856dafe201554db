import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JoinClassModal } from '@/features/classes/lazy/join-class-modal';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { handle } from '../../msw/handlers';
import { classesEndpoints } from '@contract/classes';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

configure({ asyncUtilTimeout: 4000 });

const CLASS = {
  id: 7,
  slug: 'english-6a',
  name: 'English 6A',
  teacher: { id: 2, fullName: 'Trần Thị Bích', avatar: null },
  memberCount: 12,
  capacity: 60,
  joinMode: 'DIRECT',
};

type Answer =
  { status: 200; code: 'JOIN_CLASS_SUCCESSFUL' | 'REQUEST_JOIN_CLASS_SUCCESSFUL' } | { status: number; code: string };

function answerWith(answer: Answer) {
  const bodies: unknown[] = [];
  server.use(
    handle(classesEndpoints.joinClass, async ({ request }) => {
      bodies.push(await request.json());
      if (answer.status === 200) {
        const pending = answer.code === 'REQUEST_JOIN_CLASS_SUCCESSFUL';
        return HttpResponse.json({
          result: true,
          code: answer.code,
          message: 'ok',
          data: {
            status: pending ? 'PENDING' : 'ACCEPTED',
            requestId: pending ? 3 : null,
            class: { ...CLASS, joinMode: pending ? 'APPROVAL' : 'DIRECT' },
          },
        });
      }
      return HttpResponse.json({ result: false, code: answer.code, message: 'refused' }, { status: answer.status });
    }),
  );
  return bodies;
}

let onClose: ReturnType<typeof vi.fn<() => void>>;
let nav: ReturnType<typeof createRouterMock>;

beforeEach(() => {
  onClose = vi.fn<() => void>();
  nav = createRouterMock();
  router.current = nav;
  notify.success.mockClear();
  notify.info.mockClear();
  notify.error.mockClear();
});

async function renderModal(initialCode = '') {
  const i18n = await createTestI18n('en');
  await renderWithProviders(<JoinClassModal initialCode={initialCode} onClose={onClose} />, { i18n });
  return screen.getByRole('textbox', { name: /Class code/ });
}

async function submit(code: string) {
  const field = await renderModal();
  await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Join' }));
  return field;
}

describe('JoinClassModal (spec §4, §5, §8)', () => {
  it('JOIN_CLASS_SUCCESSFUL: success toast, closes and goes to my classes', async () => {
    const bodies = answerWith({ status: 200, code: 'JOIN_CLASS_SUCCESSFUL' });
    await submit('ABC234');
    await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/classes/mine'));
    expect(bodies).toEqual([{ code: 'ABC234' }]);
    expect(notify.success).toHaveBeenCalledWith('You have joined the class.');
    expect(onClose).toHaveBeenCalled();
  });

  it('REQUEST_JOIN_CLASS_SUCCESSFUL: closes with a success toast and stays on the page', async () => {
    answerWith({ status: 200, code: 'REQUEST_JOIN_CLASS_SUCCESSFUL' });
    await submit('APR234');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith(
      'Your request has been sent. You will join the class once the teacher accepts it.',
    );
    expect(nav.push).not.toHaveBeenCalled();
  });

  it('JOINED_CLASS: closes, says so in the words of §8 and goes to my classes', async () => {
    answerWith({ status: 409, code: 'JOINED_CLASS' });
    await submit('ABC234');
    await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/classes/mine'));
    expect(onClose).toHaveBeenCalled();
    expect(notify.info).toHaveBeenCalledWith('You are a student in this class');
  });

  it('REQUESTED_JOIN_CLASS: an info toast in the words of §8, the modal stays open', async () => {
    answerWith({ status: 409, code: 'REQUESTED_JOIN_CLASS' });
    await submit('APR234');
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Your request to attend this class has already been sent'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('REACH_LIMIT_STUDENT_PER_CLASS: the full-class message on the field', async () => {
    answerWith({ status: 409, code: 'REACH_LIMIT_STUDENT_PER_CLASS' });
    const field = await submit('FUL234');
    expect(
      await screen.findByText(
        'The class has already reached 60 learners, please contact the teacher for further assistance',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it.each([
    { status: 404, code: 'CLASS_CODE_NOT_FOUND' },
    { status: 400, code: 'VALIDATION_ERROR' },
    { status: 409, code: 'SOMETHING_NEW' },
  ])('anything else ($code): the invalid-code message on the field', async (answer) => {
    answerWith(answer);
    await submit('NOPE99');
    expect(await screen.findByText('Class code does not exist!')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('too many tries: the rate-limit message as a toast, nothing said about the code', async () => {
    answerWith({ status: 429, code: 'TOO_MANY_REQUESTS' });
    const field = await submit('NOPE99');
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(notify.error.mock.calls[0]?.[0]).toMatch(/too many/i);
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Class code does not exist!')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the field before sending: required, and no space at either end', async () => {
    const bodies = answerWith({ status: 200, code: 'JOIN_CLASS_SUCCESSFUL' });
    const field = await renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Class code is required!')).toBeInTheDocument();
    await userEvent.type(field, ' ABC234');
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('The class join code cannot start or end with a space')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('a pasted home link with the join parameter adds only its value; other text is added as it is', async () => {
    const field = await renderModal();
    await userEvent.click(field);
    await userEvent.paste(`${window.location.origin}/?joinClassRequest=ABC234`);
    expect(field).toHaveValue('ABC234');
    await userEvent.paste('-X');
    expect(field).toHaveValue('ABC234-X');
    await userEvent.clear(field);
    await userEvent.paste(`${window.location.origin}/explore?joinClassRequest=ABC234`);
    expect(field).toHaveValue(`${window.location.origin}/explore?joinClassRequest=ABC234`);
    await userEvent.clear(field);
    await userEvent.paste('https://elsewhere.example.com/?joinClassRequest=ABC234');
    expect(field).toHaveValue('https://elsewhere.example.com/?joinClassRequest=ABC234');
  });

  it('opens with the code it is given', async () => {
    const field = await renderModal('LINK23');
    expect(field).toHaveValue('LINK23');
  });

  it('is not closed by the overlay or Escape and has no close icon; Cancel closes it', async () => {
    await renderModal();
    expect(screen.queryByRole('button', { name: /close|đóng/i })).not.toBeInTheDocument();
    const overlay = screen.getByTestId('modal-overlay');
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    await act(async () => {
      await userEvent.keyboard('{Escape}');
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Join a class' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
