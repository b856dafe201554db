import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MicCheck } from '@/features/player/media/mic-check';
import { renderWithProviders } from '../../../test-utils';
import { installMedia, uninstallMedia } from './fake-media';

afterEach(uninstallMedia);

describe('MicCheck', () => {
  it('opens the microphone, reports ok and releases it on stop', async () => {
    const { getUserMedia, track } = installMedia();
    const onResult = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<MicCheck onResult={onResult} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kiểm tra micrô' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Micrô đang hoạt động. Hãy nói thử để xem mức âm lượng.')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Dừng kiểm tra' }));
    expect(track.stop).toHaveBeenCalled();
  });

  it('says clearly when the microphone is blocked, and can try again', async () => {
    installMedia({ name: 'NotAllowedError' });
    const onResult = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<MicCheck onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Kiểm tra micrô' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã chặn quyền dùng micrô');
    expect(onResult).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
  });

  it('says when there is no microphone or no recording support', async () => {
    installMedia({ name: 'NotFoundError' });
    const user = userEvent.setup();
    const onResult = vi.fn();
    const { unmount } = await renderWithProviders(<MicCheck onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Kiểm tra micrô' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tìm thấy micrô nào');
    unmount();
    uninstallMedia();
    await renderWithProviders(<MicCheck onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Kiểm tra micrô' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trình duyệt này không hỗ trợ ghi âm');
    expect(onResult).toHaveBeenLastCalledWith(false);
  });
});
