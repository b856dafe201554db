import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from '@/components/form/text-input';
import { IconUser } from '@/components/ui/icons';
import { renderWithProviders } from '../test-utils';

describe('TextInput', () => {
  it('is labelled and describes itself with its hint', async () => {
    await renderWithProviders(<TextInput label="Số điện thoại" hint="Gồm 10 chữ số" leftIcon={<IconUser />} />);
    const input = screen.getByRole('textbox', { name: 'Số điện thoại' });
    expect(input).toHaveAccessibleDescription('Gồm 10 chữ số');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error: aria-invalid, message linked as description, red state', async () => {
    await renderWithProviders(<TextInput label="Email" error="Email không hợp lệ" hint="Ví dụ: ban@truong.vn" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email không hợp lệ Ví dụ: ban@truong.vn');
    expect(input.parentElement).toHaveAttribute('data-invalid', 'true');
  });

  it('marks required fields for assistive technology', async () => {
    await renderWithProviders(<TextInput label="Họ và tên" required />);
    expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toBeRequired();
  });

  it('works with react-hook-form register', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ fullName: string }>({
        defaultValues: { fullName: 'Nguyễn' },
      });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <TextInput label="Họ và tên" {...register('fullName')} />
          <button type="submit">Lưu</button>
        </form>
      );
    }
    await renderWithProviders(<Form />);
    const input = screen.getByRole('textbox', { name: 'Họ và tên' });
    expect(input).toHaveValue('Nguyễn');
    await user.type(input, ' Văn An');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Nguyễn Văn An' });
  });
});
