import type { UpdateProfileRequest } from '@contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditProfileScreen } from '@/features/account/components/edit-profile-screen';
import { resetAuthRefreshState } from '@/lib/api-client';
import { server } from '../../msw/server';
import { createRouterMock } from '../../layout/router-mock';
import { failure, grades, mockGrades, mockProfile, renderSignedIn, student } from './fixtures';
import { accountEndpoints } from '@contract/account';
import { handle } from '../../msw/handlers';

vi.mock('next/router', () => ({
  useRouter: () => createRouterMock({ pathname: '/account/edit', asPath: '/account/edit' }),
}));

let updates: UpdateProfileRequest[];

beforeEach(() => {
  updates = [];
  mockGrades();
});

afterEach(() => {
  resetAuthRefreshState();
});

function mockUpdate(answer: (body: UpdateProfileRequest) => Response) {
  server.use(
    handle(accountEndpoints.updateProfile, async ({ request }) => {
      const body = (await request.json()) as UpdateProfileRequest;
      updates.push(body);
      return answer(body);
    }),
  );
}

async function renderEdit() {
  const profile = mockProfile();
  const user = userEvent.setup();
  await renderSignedIn(<EditProfileScreen />);
  const form = await screen.findByRole('region', { name: 'Thông tin cá nhân' });
  return { user, profile, form: within(form) };
}

describe('/account/edit — personal details', () => {
  it('starts from the profile, saves, confirms and updates the shared profile cache', async () => {
    mockUpdate((body) =>
      HttpResponse.json({
        result: true,
        data: {
          ...student,
          fullName: body.fullName,
          email: body.email ?? null,
          grade: grades.find((g) => g.id === body.gradeId) ?? null,
        },
      }),
    );
    const { user, profile, form } = await renderEdit();
    const name = form.getByLabelText(/^Họ và tên/);
    expect(name).toHaveValue('Nguyễn Văn An');
    expect(form.getByLabelText(/^Email/)).toHaveValue('an@example.com');
    expect(await form.findByText('Lớp 6')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Nguyễn Văn Bình');
    await user.click(await form.findByRole('combobox', { name: 'Khối lớp' }));
    await user.click(await screen.findByRole('option', { name: 'Lớp 7' }));
    await user.click(form.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await screen.findByText('Đã lưu thông tin cá nhân.')).toBeInTheDocument();
    expect(updates).toEqual([{ fullName: 'Nguyễn Văn Bình', email: 'an@example.com', gradeId: 7 }]);
    // The header reads the same cache entry: it shows the new name without another request.
    expect(screen.getByTestId('cached-profile')).toHaveTextContent('Nguyễn Văn Bình');
    expect(profile.calls).toBe(1);
    expect(form.getByRole('button', { name: 'Hoàn tác' })).toBeDisabled();
  });

  it('sends an emptied e-mail as null', async () => {
    mockUpdate(() => HttpResponse.json({ result: true, data: { ...student, email: null } }));
    const { user, form } = await renderEdit();
    await user.clear(form.getByLabelText(/^Email/));
    await user.click(form.getByRole('button', { name: 'Lưu thay đổi' }));
    await screen.findByText('Đã lưu thông tin cá nhân.');
    expect(updates).toEqual([{ fullName: 'Nguyễn Văn An', email: null, gradeId: 6 }]);
  });

  it('puts ALREADY_REGISTERED on the e-mail field and keeps what was typed', async () => {
    mockUpdate(() => failure('ALREADY_REGISTERED', 409));
    const { user, form } = await renderEdit();
    const name = form.getByLabelText(/^Họ và tên/);
    const email = form.getByLabelText(/^Email/);
    await user.clear(name);
    await user.type(name, 'Trần Thị Bình');
    await user.clear(email);
    await user.type(email, 'binh@example.com');
    await user.click(form.getByRole('button', { name: 'Lưu thay đổi' }));

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Số điện thoại hoặc email này đã được đăng ký.'));
    expect(email).toHaveFocus();
    expect(name).toHaveValue('Trần Thị Bình');
    expect(email).toHaveValue('binh@example.com');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(updates).toHaveLength(1);
    expect(screen.queryByText('Đã lưu thông tin cá nhân.')).not.toBeInTheDocument();
  });

  it('shows other server errors above the form', async () => {
    mockUpdate(() => failure('INTERNAL_ERROR', 500));
    const { user, form } = await renderEdit();
    await user.click(form.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Đã có lỗi xảy ra ở máy chủ. Vui lòng thử lại sau.');
  });

  it('checks the name and e-mail rules before sending anything', async () => {
    mockUpdate(() => HttpResponse.json({ result: true, data: student }));
    const { user, form } = await renderEdit();
    const name = form.getByLabelText(/^Họ và tên/);
    const email = form.getByLabelText(/^Email/);

    await user.clear(name);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await form.findByText('Vui lòng nhập họ và tên.')).toBeInTheDocument();
    expect(form.getByText('Email không đúng định dạng.')).toBeInTheDocument();

    await user.type(name, ' An');
    await user.click(form.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await form.findByText('Họ và tên không được bắt đầu hoặc kết thúc bằng khoảng trắng.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'A'.repeat(31));
    await user.click(form.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await form.findByText('Họ và tên không được dài quá 30 ký tự.')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
  });
});
