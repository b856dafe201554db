import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { PasswordInput } from '@/components/form/password-input';
import { createTestI18n, renderWithProviders } from '../test-utils';

function hintItem(key: 'length' | 'text' | 'capitalize') {
  const item = document.querySelector(`[data-check="${key}"]`);
  if (!item) throw new Error(`hint item ${key} not rendered`);
  return item as HTMLElement;
}

function hintState() {
  return {
    length: hintItem('length').getAttribute('data-met'),
    text: hintItem('text').getAttribute('data-met'),
    capitalize: hintItem('capitalize').getAttribute('data-met'),
  };
}

describe('PasswordInput', () => {
  it('is a labelled password field with a show/hide toggle', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PasswordInput label="Mật khẩu" />);
    const input = screen.getByLabelText('Mật khẩu');
    const toggle = screen.getByRole('button', { name: 'Hiện mật khẩu' });

    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', input.id);

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('labels the toggle in English on the en site', async () => {
    const i18n = await createTestI18n('en');
    await renderWithProviders(<PasswordInput label="Password" />, { i18n });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('shows no hint unless asked', async () => {
    await renderWithProviders(<PasswordInput label="Mật khẩu" />);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('updates the three hint checks live as the user types', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PasswordInput label="Mật khẩu" showHint />);
    const input = screen.getByLabelText('Mật khẩu');
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(list).toHaveTextContent('Ít nhất 8 ký tự');
    expect(list).toHaveTextContent('Bao gồm cả chữ cái và chữ số');
    expect(list).toHaveTextContent('Ít nhất 1 chữ cái viết hoa');
    expect(input).toHaveAccessibleDescription(/Ít nhất 8 ký tự/);

    await user.type(input, 'abc');
    expect(hintState()).toEqual({ length: 'false', text: 'false', capitalize: 'false' });
    expect(hintItem('length')).toHaveTextContent('Chưa đạt');

    await user.clear(input);
    await user.type(input, 'abcdefg1');
    expect(hintState()).toEqual({ length: 'true', text: 'true', capitalize: 'false' });
    expect(hintItem('length')).toHaveTextContent('Đã đạt');

    await user.clear(input);
    await user.type(input, 'Abcdefg1');
    expect(hintState()).toEqual({ length: 'true', text: 'true', capitalize: 'true' });
  });

  it('speaks English on the English site (the spec’s Vietnamese wording stays for vi)', async () => {
    const i18n = await createTestI18n('en');
    await renderWithProviders(<PasswordInput label="Password" showHint />, { i18n });
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('At least 8 characters');
    expect(list).toHaveTextContent('Not met yet:');
    expect(list).not.toHaveTextContent(/Ít nhất|Chưa đạt/);
    expect(list.closest('[lang="vi"]')).toBeNull();
    expect(screen.getByText('Your password needs:')).toBeInTheDocument();
  });

  it('keeps the spec’s Vietnamese hint wording on the Vietnamese site', async () => {
    await renderWithProviders(<PasswordInput label="Password" showHint />);
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('Ít nhất 8 ký tự');
    expect(list).toHaveTextContent('Bao gồm cả chữ cái và chữ số');
    expect(list).toHaveTextContent('Ít nhất 1 chữ cái viết hoa');
  });

  it('numberOnly strips everything but digits, typed or pasted', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PasswordInput label="Mã PIN" numberOnly />);
    const input = screen.getByLabelText<HTMLInputElement>('Mã PIN');
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await user.type(input, '1a2b 3');
    expect(input.value).toBe('123');

    await user.click(input);
    await user.paste('4-5x6');
    expect(input.value).toBe('123456');
  });

  it('ignoreSpace strips whitespace and keeps the caret where the user typed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<PasswordInput label="Mật khẩu" ignoreSpace />);
    const input = screen.getByLabelText<HTMLInputElement>('Mật khẩu');

    await user.type(input, 'ab cd');
    expect(input.value).toBe('abcd');

    // Type a space and a letter in the middle: the space vanishes, the letter lands at the caret.
    input.setSelectionRange(2, 2);
    await user.type(input, ' X', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('abXcd');
    expect(input.selectionStart).toBe(3);
  });

  it('works as a controlled input and reports the sanitised value', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <PasswordInput
            label="Mật khẩu"
            value={value}
            ignoreSpace
            showHint
            onChange={(event) => {
              seen.push(event.target.value);
              setValue(event.target.value);
            }}
          />
          <output>{value}</output>
        </>
      );
    }
    await renderWithProviders(<Controlled />);
    await user.type(screen.getByLabelText('Mật khẩu'), 'Ab c1');
    expect(screen.getByRole('status')).toHaveTextContent('Abc1');
    expect(seen.every((v) => !v.includes(' '))).toBe(true);
    expect(hintState()).toEqual({ length: 'false', text: 'true', capitalize: 'true' });
  });

  it('works with react-hook-form register: submit receives the sanitised value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm<{ pin: string; password: string }>({
        defaultValues: { pin: '', password: '' },
      });
      return (
        <form onSubmit={handleSubmit((values) => onSubmit(values))}>
          <PasswordInput label="Mã PIN" numberOnly {...register('pin')} />
          <PasswordInput label="Mật khẩu" ignoreSpace showHint {...register('password')} />
          <button type="submit">Gửi</button>
        </form>
      );
    }
    await renderWithProviders(<Form />);
    await user.type(screen.getByLabelText('Mã PIN'), '12ab34');
    await user.type(screen.getByLabelText('Mật khẩu'), 'Mat khau 1');
    expect(hintState()).toEqual({ length: 'true', text: 'true', capitalize: 'true' });
    await user.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(onSubmit).toHaveBeenCalledWith({ pin: '1234', password: 'Matkhau1' });
  });

  it('shows an error: red state, aria-invalid and the message as description', async () => {
    await renderWithProviders(<PasswordInput label="Mật khẩu" error="Mật khẩu không đúng" />);
    const input = screen.getByLabelText('Mật khẩu');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mật khẩu không đúng');
  });
});
