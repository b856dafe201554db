import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { createTestI18n, renderWithProviders } from '../test-utils';

describe('Spinner', () => {
  it('is a status with a translated label', async () => {
    await renderWithProviders(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải...');
  });

  it('uses the English label on the en site and accepts a custom one', async () => {
    const i18n = await createTestI18n('en');
    await renderWithProviders(
      <>
        <Spinner />
        <Spinner label="Saving" />
      </>,
      { i18n },
    );
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Loading...', 'Saving']);
  });

  it('is hidden from assistive technology when decorative', async () => {
    await renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Alert', () => {
  it('announces errors assertively with role="alert"', async () => {
    await renderWithProviders(
      <Alert variant="error" title="Đăng nhập thất bại">
        Mật khẩu không đúng
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Đăng nhập thất bại');
    expect(alert).toHaveTextContent('Mật khẩu không đúng');
  });

  it.each(['info', 'success', 'warning'] as const)('a %s message is a polite status', async (variant) => {
    await renderWithProviders(<Alert variant={variant}>Thông tin</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('data-variant', variant);
  });

  it('can be dismissed with a translated button', async () => {
    const onDismiss = vi.fn();
    await renderWithProviders(<Alert onDismiss={onDismiss}>Đã lưu</Alert>);
    await userEvent.click(screen.getByRole('button', { name: 'Đóng thông báo' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
