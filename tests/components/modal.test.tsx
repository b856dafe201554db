import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Modal, type ModalProps } from '@/components/ui/modal';
import { renderWithProviders } from '../test-utils';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose' | 'title'>> & {
  onClose?: () => void;
};

/** An opener button and a modal with two fields, as a page would use it. */
function Harness({ onClose, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở hộp thoại
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Nhập mã kích hoạt"
        description="Mã gồm 10 ký tự"
        footer={<Button>Xác nhận</Button>}
        {...props}
      >
        <label>
          Mã kích hoạt
          <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal(props: HarnessProps = {}) {
  const user = userEvent.setup();
  await renderWithProviders(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Mở hộp thoại' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nhập mã kích hoạt' });
  return { user, dialog };
}

describe('Modal', () => {
  it('renders nothing while closed', async () => {
    await renderWithProviders(
      <Modal open={false} onClose={() => {}} title="Ẩn">
        Nội dung
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal dialog in document.body, labelled by its title and description', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Mã gồm 10 ký tự');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Nhập mã kích hoạt' })).toBeInTheDocument();
  });

  it('moves focus into the dialog and locks page scrolling while open', async () => {
    const { user } = await openModal();
    expect(screen.getByRole('textbox', { name: 'Mã kích hoạt' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the dialog itself when its body has nothing focusable', async () => {
    await renderWithProviders(
      <Modal open onClose={() => {}} title="Thông báo">
        <p>Hệ thống đang bảo trì.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Thông báo' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => {}} title="Chọn" initialFocusRef={ref}>
          <input aria-label="Đầu tiên" />
          <button ref={ref} type="button">
            Nút chính
          </button>
        </Modal>
      );
    }
    await renderWithProviders(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Nút chính' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mở hộp thoại' })).toHaveFocus();
  });

  it('ignores Escape when closeOnEscape is false', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose, closeOnEscape: false });
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on overlay click by default', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close when clicking inside the dialog', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });
    await user.click(dialog);
    await user.click(screen.getByText('Mã gồm 10 ký tự'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open on overlay click when closeOnOverlayClick is false', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose, closeOnOverlayClick: false });
    await user.click(screen.getByTestId('modal-overlay'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes from its translated close button and can be reopened', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Mở hộp thoại' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('hides the close button when showCloseButton is false', async () => {
    await openModal({ showCloseButton: false });
    expect(screen.queryByRole('button', { name: 'Đóng' })).not.toBeInTheDocument();
  });

  it('traps focus: Tab from the last element goes to the first and Shift+Tab back', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Đóng' });
    const input = screen.getByRole('textbox', { name: 'Mã kích hoạt' });
    const confirm = screen.getByRole('button', { name: 'Xác nhận' });

    expect(input).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mở hộp thoại', hidden: true })).not.toHaveFocus();
  });

  it('only the innermost of nested modals reacts to Escape', async () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    function Nested() {
      const [inner, setInner] = useState(true);
      return (
        <Modal open onClose={outerClose} title="Ngoài">
          <p>Nội dung ngoài</p>
          <Modal
            open={inner}
            onClose={() => {
              innerClose();
              setInner(false);
            }}
            title="Trong"
          >
            <p>Nội dung trong</p>
          </Modal>
        </Modal>
      );
    }
    const user = userEvent.setup();
    await renderWithProviders(<Nested />);
    await user.keyboard('{Escape}');
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Trong' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(outerClose).toHaveBeenCalledTimes(1);
  });
});
