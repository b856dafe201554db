import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GradeStrip } from '@/features/home/components/grade-strip';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { grades } from './fixtures';

describe('GradeStrip', () => {
  it('links every grade to explore, grouped by school level', async () => {
    await renderWithProviders(<GradeStrip grades={grades} isLoading={false} hasError={false} />);
    expect(screen.getByRole('link', { name: 'Lớp 6' })).toHaveAttribute('href', '/explore?grade=G6');
    expect(screen.getByRole('link', { name: 'Sinh viên' })).toHaveAttribute('href', '/explore?grade=G13');
    expect(screen.getAllByRole('link')).toHaveLength(13);
    const secondary = screen.getByRole('list', { name: 'Trung học cơ sở' });
    expect(
      within(secondary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Lớp 6', 'Lớp 7', 'Lớp 8', 'Lớp 9']);
  });

  it('uses the English grade names on the English site', async () => {
    await renderWithProviders(<GradeStrip grades={grades} isLoading={false} hasError={false} />, {
      i18n: await createTestI18n('en'),
    });
    expect(screen.getByRole('link', { name: 'Grade 6' })).toHaveAttribute('href', '/explore?grade=G6');
  });

  it('shows a skeleton while loading', async () => {
    await renderWithProviders(<GradeStrip grades={[]} isLoading hasError={false} />);
    expect(screen.getByText('Đang tải danh sách khối lớp')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('leaves the strip out when the grades failed to load', async () => {
    const { container } = await renderWithProviders(<GradeStrip grades={[]} isLoading={false} hasError />);
    expect(container).toBeEmptyDOMElement();
  });
});
