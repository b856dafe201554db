import { LIMITS } from '@contract/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditProfileScreen } from '@/features/account/components/edit-profile-screen';
import { resetAuthRefreshState } from '@/lib/api-client';
import { API_URL, server } from '../../msw/server';
import { createRouterMock } from '../../layout/router-mock';
import { failure, mockGrades, mockProfile, renderSignedIn } from './fixtures';
import { accountEndpoints } from '@contract/account';
import { handle } from '../../msw/handlers';

vi.mock('next/router', () => ({
  useRouter: () => createRouterMock({ pathname: '/account/edit', asPath: '/account/edit' }),
}));

// jsdom's XHR hands MSW the file without its name, so a test can only see the field and bytes.
interface Upload {
  field: string;
  size: number;
}
let uploads: Upload[];

function mockUpload(answer: () => Response) {
  server.use(
    handle(accountEndpoints.updateAvatar, async ({ request }) => {
      const form = await request.formData();
      for (const [field, value] of form.entries()) {
        if (typeof value !== 'string') uploads.push({ field, size: value.size });
      }
      return answer();
    }),
  );
}

let createObjectURL: ReturnType<typeof vi.fn<(file: Blob) => string>>;
let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  uploads = [];
  mockGrades();
  // Counted even when the form wrongly sends something: the test then sees the upload.
  mockUpload(() => HttpResponse.json({ result: true, data: { avatar: '/uploads/avatars/x.png' } }));
  // jsdom has no object URLs; the preview needs one.
  createObjectURL = vi.fn(() => 'blob:avatar-preview');
  revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  resetAuthRefreshState();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function png(name: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

async function renderAvatar(options: { applyAccept?: boolean } = {}) {
  const profile = mockProfile();
  const user = userEvent.setup({ applyAccept: options.applyAccept ?? true });
  await renderSignedIn(<EditProfileScreen />);
  const section = within(await screen.findByRole('region', { name: 'Ảnh đại diện' }));
  return { user, profile, section, input: section.getByLabelText('Chọn ảnh') };
}

describe('/account/edit — profile picture', () => {
  it('refuses a picture over 2 MB before sending anything', async () => {
    const { user, section, input } = await renderAvatar();
    await user.upload(input, png('big.png', LIMITS.AVATAR_MAX_BYTES + 1));

    expect(await section.findByRole('alert')).toHaveTextContent('Ảnh đại diện không được lớn hơn 2MB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(section.queryByRole('button', { name: 'Tải ảnh lên' })).not.toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(uploads).toHaveLength(0);
  });

  it('accepts exactly 2 MB', async () => {
    const { user, section, input } = await renderAvatar();
    await user.upload(input, png('edge.png', LIMITS.AVATAR_MAX_BYTES));
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Tải ảnh lên' })).toBeInTheDocument();
  });

  it('refuses a file that is not jpg, jpeg or png', async () => {
    const { user, section, input } = await renderAvatar({ applyAccept: false });
    expect(input).toHaveAttribute('accept', expect.stringContaining('.png'));
    await user.upload(input, new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Ảnh đại diện phải là tệp JPG, JPEG hoặc PNG.');
    expect(uploads).toHaveLength(0);
  });

  it('previews, uploads the file as "file" and shows the stored picture everywhere', async () => {
    const { user, profile, section, input } = await renderAvatar();
    await user.upload(input, png('me.png', 2048));

    expect(section.getByRole('img', { name: 'Xem trước ảnh đại diện mới' })).toHaveAttribute(
      'src',
      'blob:avatar-preview',
    );
    expect(section.getByText('Ảnh đã chọn: me.png (2 KB)')).toBeInTheDocument();

    profile.current = { ...profile.current, avatar: '/uploads/avatars/x.png' };
    await user.click(section.getByRole('button', { name: 'Tải ảnh lên' }));

    expect(await screen.findByText('Đã cập nhật ảnh đại diện.')).toBeInTheDocument();
    expect(uploads).toEqual([{ field: 'file', size: 2048 }]);
    // The stored picture is served by the API, so its path resolves against the API as the browser reaches it.
    await waitFor(() =>
      expect(section.getByRole('img', { name: 'Ảnh đại diện hiện tại' })).toHaveAttribute(
        'src',
        `${API_URL}/uploads/avatars/x.png`,
      ),
    );
    expect(screen.getByTestId('cached-profile')).toHaveAttribute('data-avatar', '/uploads/avatars/x.png');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:avatar-preview');
  });

  it('shows the server refusal and keeps the chosen file for another try', async () => {
    const { user, section, input } = await renderAvatar();
    server.use(handle(accountEndpoints.updateAvatar, () => failure('UNSUPPORTED_MEDIA_TYPE', 415)));
    await user.upload(input, png('fake.png', 100));
    await user.click(section.getByRole('button', { name: 'Tải ảnh lên' }));

    expect(await section.findByRole('alert')).toHaveTextContent('Định dạng tệp hoặc dữ liệu không được hỗ trợ.');
    expect(section.getByRole('button', { name: 'Tải ảnh lên' })).toBeEnabled();
    expect(section.getByText(/fake\.png/)).toBeInTheDocument();
  });

  it('cancels a chosen picture', async () => {
    const { user, section, input } = await renderAvatar();
    await user.upload(input, png('me.png', 2048));
    await user.click(section.getByRole('button', { name: 'Hủy' }));
    expect(section.queryByRole('img', { name: 'Xem trước ảnh đại diện mới' })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Tải ảnh lên' })).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:avatar-preview');
    expect(uploads).toHaveLength(0);
  });
});
