import type { ChangePasswordRequest } from '@contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditProfileScreen } from '@/features/account/components/edit-profile-screen';
import { resetAuthRefreshState } from '@/lib/api-client';
import { server } from '../../msw/server';
import { createRouterMock } from '../../layout/router-mock';
import { failure, mockGrades, mockProfile, renderSignedIn } from './fixtures';
import { accountEndpoints } from '@contract/account';
import { handle } from '../../msw/handlers';

vi.mock('next/router', () => ({
  useRouter: () => createRouterMock({ pathname: '/account/edit', asPath: '/account/edit' }),
}));

let requests: ChangePasswordRequest[];
let answer: () => Response;

beforeEach(() => {
  requests = [];
  answer = () => HttpResponse.json({ result: true, data: null });
  mockGrades();
  server.use(
    handle(accountEndpoints.changePassword, async ({ request }) => {
      requests.push((await request.json()) as ChangePasswordRequest);
      return answer();
    }),
  );
});

afterEach(() => {
  resetAuthRefreshState();
});

async function renderPasswordForm() {
  mockProfile();
  const user = userEvent.setup();
  await renderSignedIn(<EditProfileScreen />);
  const section = within(await screen.findByRole('region', { name: 'Đổi mật khẩu' }));
  const fields = {
    old: section.getByLabelText(/^Mật khẩu hiện tại/),
    next: section.getByLabelText(/^Mật khẩu mới/),
    confirm: section.getByLabelText(/^Nhập lại mật khẩu mới/),
  };
  const fill = async (old: string, next: string, confirm = next) => {
    await user.type(fields.old, old);
    await user.type(fields.next, next);
    await user.type(fields.confirm, confirm);
    await user.click(section.getByRole('button', { name: 'Đổi mật khẩu' }));
  };
  return { user, section, fields, fill };
}

describe('/account/edit — change password', () => {
  it.each([
    ['OLD_PASS_INCORRECT', 'old', 'Mật khẩu hiện tại không chính xác.'],
    ['WRONG_OLD_PASSWORD', 'old', 'Mật khẩu cũ không đúng.'],
    ['SAME_OLD_PASSWORD', 'next', 'Mật khẩu mới không được trùng với mật khẩu cũ.'],
    ['DUPLICATE_PASSWORD', 'next', 'Mật khẩu mới không được trùng với các mật khẩu bạn đã dùng gần đây.'],
  ] as const)('%s is shown on the %s-password field, nothing typed is lost', async (code, field, message) => {
    answer = () => failure(code, 400);
    const { fields, fill } = await renderPasswordForm();
    await fill('Current@123', 'Another@456');

    const target = fields[field];
    await waitFor(() => expect(target).toHaveAttribute('aria-invalid', 'true'));
    expect(target).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(target).toHaveFocus();
    const others = (['old', 'next', 'confirm'] as const).filter((name) => name !== field);
    for (const name of others) expect(fields[name]).not.toHaveAttribute('aria-invalid');
    expect(fields.old).toHaveValue('Current@123');
    expect(fields.next).toHaveValue('Another@456');
    expect(fields.confirm).toHaveValue('Another@456');
    expect(requests).toEqual([{ oldPassword: 'Current@123', newPassword: 'Another@456' }]);
  });

  it('changes the password, says other devices were signed out and clears the form', async () => {
    const { fill } = await renderPasswordForm();
    await fill('Current@123', 'Another@456');

    expect(await screen.findByText('Đã đổi mật khẩu. Các thiết bị khác đã được đăng xuất.')).toBeInTheDocument();
    expect(requests).toEqual([{ oldPassword: 'Current@123', newPassword: 'Another@456' }]);
    const section = within(screen.getByRole('region', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(section.getByLabelText(/^Mật khẩu hiện tại/)).toHaveValue(''));
    expect(section.getByLabelText(/^Mật khẩu mới/)).toHaveValue('');
    expect(section.getByLabelText(/^Nhập lại mật khẩu mới/)).toHaveValue('');
  });

  it('applies the password rules before sending anything', async () => {
    const { section, fill } = await renderPasswordForm();
    await fill('Current@123', 'Current@123');
    expect(await section.findByText('Mật khẩu mới phải khác mật khẩu hiện tại.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('asks for an uppercase letter, a digit and a matching confirmation', async () => {
    const { section, fields, user } = await renderPasswordForm();
    await user.type(fields.old, 'Current@123');
    await user.type(fields.next, 'lowercase1');
    await user.type(fields.confirm, 'different');
    await user.click(section.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await section.findByText('Mật khẩu phải có ít nhất 1 chữ cái in hoa.')).toBeInTheDocument();
    expect(section.getByText('Mật khẩu nhập lại không khớp.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('shows an error without a field above the form', async () => {
    answer = () => failure('TOO_MANY_REQUESTS', 429);
    const { section, fill } = await renderPasswordForm();
    await fill('Current@123', 'Another@456');
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Bạn đã thao tác quá nhiều lần. Vui lòng thử lại sau ít phút.',
    );
  });
});
