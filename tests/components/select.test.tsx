import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectOptions } from '@/components/form/select';
import { Modal } from '@/components/ui/modal';
import { createTestI18n, renderWithProviders } from '../test-utils';

const GRADES: SelectOptions<number> = [
  {
    label: 'Tiểu học',
    options: [
      { value: 1, label: 'Lớp 1' },
      { value: 2, label: 'Lớp 2' },
    ],
  },
  {
    label: 'Trung học cơ sở',
    options: [
      { value: 6, label: 'Lớp 6' },
      { value: 7, label: 'Lớp 7', isDisabled: true },
    ],
  },
];

function GradeSelect({
  onChange = () => {},
  initial = null,
  error,
}: {
  onChange?: (value: number | null) => void;
  initial?: number | null;
  error?: string;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <Select<number>
      label="Khối lớp"
      placeholder="Chọn khối lớp"
      options={GRADES}
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('Select', () => {
  it('renders the placeholder and a combobox associated with its label once loaded', async () => {
    await renderWithProviders(<GradeSelect />);
    const combobox = await screen.findByRole('combobox', { name: 'Khối lớp' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-invalid');
    expect(combobox.closest('[class*="controlInvalid"]')).toBeNull();
    expect(screen.getByText('Chọn khối lớp')).toBeInTheDocument();
  });

  it('shows the selected option label for a value', async () => {
    await renderWithProviders(<GradeSelect initial={6} />);
    await screen.findByRole('combobox', { name: 'Khối lớp' });
    expect(screen.getByText('Lớp 6')).toBeInTheDocument();
    expect(screen.queryByText('Chọn khối lớp')).not.toBeInTheDocument();
  });

  it('opens with ArrowDown, shows grouped options and selects with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<GradeSelect onChange={onChange} />);
    const combobox = await screen.findByRole('combobox', { name: 'Khối lớp' });

    await user.click(combobox);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(within(listbox).getByText('Tiểu học')).toBeInTheDocument();
    expect(within(listbox).getByText('Trung học cơ sở')).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(4);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('Lớp 2')).toBeInTheDocument();
  });

  it('opens on click and selects an option with the mouse', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<GradeSelect onChange={onChange} />);
    await user.click(await screen.findByText('Chọn khối lớp'));
    await user.click(screen.getByRole('option', { name: 'Lớp 6' }));
    expect(onChange).toHaveBeenCalledWith(6);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('ignores disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<GradeSelect onChange={onChange} />);
    await user.click(await screen.findByText('Chọn khối lớp'));
    const disabled = screen.getByRole('option', { name: 'Lớp 7' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Tab selects the focused option and closes the menu', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderWithProviders(<GradeSelect onChange={onChange} />);
    await user.click(await screen.findByRole('combobox', { name: 'Khối lớp' }));
    // Clicking opens the menu on the first option; ArrowDown moves to the second.
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on blur', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <GradeSelect />
        <button type="button">Khác</button>
      </>,
    );
    await user.click(await screen.findByText('Chọn khối lớp'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Khác' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('filters while typing (ignoring diacritics) and says "Không có lựa chọn" when nothing matches', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<GradeSelect />);
    const combobox = await screen.findByRole('combobox', { name: 'Khối lớp' });
    await user.type(combobox, 'lop 6');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Lớp 6']);
    await user.clear(combobox);
    await user.type(combobox, 'zzz');
    expect(screen.getByText('Không có lựa chọn')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('uses the English default messages on the en site', async () => {
    const user = userEvent.setup();
    const i18n = await createTestI18n('en');
    await renderWithProviders(<Select label="Grade" options={[]} isLoading />, { i18n });
    const combobox = await screen.findByRole('combobox', { name: 'Grade' });
    expect(screen.getByText('Select...')).toBeInTheDocument();
    await user.click(combobox);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('says "No options" in English when the search matches nothing', async () => {
    const user = userEvent.setup();
    const i18n = await createTestI18n('en');
    await renderWithProviders(<Select label="Grade" options={[{ value: 'G1', label: 'Grade 1' }]} />, { i18n });
    await user.type(await screen.findByRole('combobox', { name: 'Grade' }), 'xyz');
    expect(screen.getByText('No options')).toBeInTheDocument();
  });

  it('accepts custom noOptions and loading messages', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <Select label="Khối lớp" options={[]} noOptionsMessage={({ inputValue }) => `Không có "${inputValue}"`} />,
    );
    await user.type(await screen.findByRole('combobox', { name: 'Khối lớp' }), 'ab');
    expect(screen.getByText('Không có "ab"')).toBeInTheDocument();
  });

  it('shows an error: aria-invalid, red state and the message as description', async () => {
    await renderWithProviders(<GradeSelect error="Vui lòng chọn khối lớp" />);
    const combobox = await screen.findByRole('combobox', { name: 'Khối lớp' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription(/Vui lòng chọn khối lớp/);
    // The red border comes from the invalid state class on the control box.
    expect(combobox.closest('[class*="controlInvalid"]')).not.toBeNull();
    expect(screen.getByText('Vui lòng chọn khối lớp')).toBeVisible();
  });

  it('is disabled: still announced, but not focusable and not clickable', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <Select label="Khối lớp" options={GRADES} isDisabled />
        <button type="button">Tiếp</button>
      </>,
    );
    const combobox = await screen.findByRole('combobox', { name: 'Khối lớp' });
    expect(combobox).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tiếp' })).toHaveFocus();
    // react-select blocks the mouse with pointer-events: none; user-event honours it.
    await expect(user.click(screen.getByText('Chọn...'))).rejects.toThrow(/pointer-events/);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Select inside a Modal', () => {
  it('Escape closes the open menu first, then the modal', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderWithProviders(
      <Modal open onClose={onClose} title="Nhận quà">
        <GradeSelect />
      </Modal>,
    );
    const combobox = await screen.findByRole('combobox', { name: 'Khối lớp' });
    await user.click(combobox);
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('choosing an option from the menu does not count as an overlay click', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onChange = vi.fn();
    await renderWithProviders(
      <Modal open onClose={onClose} title="Nhận quà">
        <GradeSelect onChange={onChange} />
      </Modal>,
    );
    await user.click(await screen.findByRole('combobox', { name: 'Khối lớp' }));
    await user.click(screen.getByRole('option', { name: 'Lớp 1' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
