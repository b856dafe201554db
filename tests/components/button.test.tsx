import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { IconGift } from '@/components/ui/icons';
import { renderWithProviders } from '../test-utils';

describe('Button', () => {
  it('defaults to the spec: large size, medium radius, filled variant, type="button"', async () => {
    await renderWithProviders(<Button>Nhận quà</Button>);
    const button = screen.getByRole('button', { name: 'Nhận quà' });
    expect(button).toHaveAttribute('data-size', 'large');
    expect(button).toHaveAttribute('data-radius', 'medium');
    expect(button).toHaveAttribute('data-variant', 'filled');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('applies the requested variant, size and radius', async () => {
    await renderWithProviders(
      <Button variant="outline" size="small" radius="full" type="submit">
        Gửi
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Gửi' });
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button).toHaveAttribute('data-size', 'small');
    expect(button).toHaveAttribute('data-radius', 'full');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('calls onClick and forwards its ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement | HTMLAnchorElement>();
    await renderWithProviders(
      <Button ref={ref} onClick={onClick} leftIcon={<IconGift />}>
        Mở
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Mở' }));
  });

  it('while loading shows a busy, disabled button that ignores clicks', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <Button loading onClick={onClick}>
        Đăng nhập
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Đăng nhập' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with href renders a link styled as a button', async () => {
    await renderWithProviders(
      <Button href="/explore" variant="ghost">
        Khám phá
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Khám phá' });
    expect(link).toHaveAttribute('href', '/explore');
    expect(link).toHaveAttribute('data-variant', 'ghost');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('a disabled link button cannot be followed', async () => {
    const onClick = vi.fn();
    await renderWithProviders(
      <Button href="/cart" disabled onClick={onClick}>
        Giỏ hàng
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Giỏ hàng' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });
});
