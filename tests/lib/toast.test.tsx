import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLoadedToastify, notify } from '@/lib/toast';
import { ToastHost } from '@/shell/toast-host';

// One file, one module instance: these tests run in order and share the loaded library.
describe('notify and ToastHost', () => {
  it('renders no toast container until a toast is raised', () => {
    const { container } = render(<ToastHost />);
    expect(getLoadedToastify()).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a toast raised before the container exists, once the library has loaded', async () => {
    render(<ToastHost />);
    act(() => notify.success('Đã lưu hồ sơ'));
    const toast = await screen.findByText('Đã lưu hồ sơ');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
    expect(getLoadedToastify()).not.toBeNull();
  });

  it('shows error and info toasts with their own kind', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error('Không lưu được');
      notify.info('Đã gửi lại mã');
    });
    expect((await screen.findByText('Không lưu được')).closest('.Toastify__toast')).toHaveClass(
      'Toastify__toast--error',
    );
    expect((await screen.findByText('Đã gửi lại mã')).closest('.Toastify__toast')).toHaveClass('Toastify__toast--info');
  });

  it('mounts a host rendered after the library loaded straight away', () => {
    const { container } = render(<ToastHost />);
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
