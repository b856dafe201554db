import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GradeDto } from '@contract/api';
import { GRADES } from '@contract/constants';
import { GradeStrip } from '@/features/home/components/grade-strip';
import { HomePage } from '@/features/home/components/home-page';
import { MembershipTeaser } from '@/features/home/components/membership-teaser';
import { createTestI18n, renderWithProviders } from '../../test-utils';

const grades: GradeDto[] = GRADES.map((g) => ({ ...g }));

// Intl puts a no-break space between the amount and "₫"; compare what a reader sees.
const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('HomePage', () => {
  it('leads with the headline and the two calls to action', async () => {
    await renderWithProviders(<HomePage grades={grades} gradesLoading={false} gradesError={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Luyện tiếng Anh mỗi ngày, tự tin bước vào mọi kỳ thi',
    );
    expect(screen.getByRole('link', { name: 'Bắt đầu luyện tập' })).toHaveAttribute('href', '/explore');
    expect(
      screen.getAllByRole('link', { name: 'Tạo tài khoản miễn phí' }).map((a) => a.getAttribute('href')),
    ).toContain('/register');
  });

  it('links the three practice modes by their ids', async () => {
    await renderWithProviders(<HomePage grades={grades} gradesLoading={false} gradesError={false} />);
    const modes = section('Ba cách luyện tập phù hợp với mọi mục tiêu');
    expect(within(modes).getByRole('link', { name: 'Luyện theo bài học' })).toHaveAttribute(
      'href',
      '/explore?mode=1',
    );
    expect(within(modes).getByRole('link', { name: 'Luyện theo chủ đề' })).toHaveAttribute(
      'href',
      '/explore?mode=2',
    );
    expect(within(modes).getByRole('link', { name: 'Luyện theo kỹ năng' })).toHaveAttribute(
      'href',
      '/explore?mode=3',
    );
  });

  it('links school tests and national exams by their exam ids', async () => {
    await renderWithProviders(<HomePage grades={grades} gradesLoading={false} gradesError={false} />);
    const exams = section('Đề kiểm tra trên lớp và đề thi quốc gia');
    const hrefOf = (name: RegExp) => within(exams).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/^Kiểm tra thường xuyên/)).toBe('/explore?exam=4');
    expect(hrefOf(/^Kiểm tra giữa kỳ/)).toBe('/explore?exam=6');
    expect(hrefOf(/^Kiểm tra cuối kỳ/)).toBe('/explore?exam=7');
    expect(hrefOf(/Thi tuyển sinh vào lớp 10/)).toBe('/explore?exam=8');
    expect(hrefOf(/Thi tốt nghiệp THPT/)).toBe('/explore?exam=10');
    expect(hrefOf(/Đánh giá năng lực/)).toBe('/explore?exam=9');
  });

  it('shows the certificate families, with a link per VSTEP level', async () => {
    await renderWithProviders(<HomePage grades={grades} gradesLoading={false} gradesError={false} />);
    const certificates = section('Luyện đề chứng chỉ tiếng Anh');
    expect(within(certificates).getByRole('link', { name: 'Cambridge Starters' })).toHaveAttribute(
      'href',
      '/explore?certificate=11',
    );
    expect(within(certificates).getByRole('link', { name: 'CPE (C2 Proficiency)' })).toHaveAttribute(
      'href',
      '/explore?certificate=56',
    );
    expect(within(certificates).getByRole('link', { name: 'IELTS' })).toHaveAttribute(
      'href',
      '/explore?certificate=IELTS',
    );
    const vstep = within(certificates).getByRole('list', { name: 'Chọn cấp độ VSTEP' });
    expect(
      within(vstep).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['A1', '/explore?certificate=45'],
      ['A2', '/explore?certificate=29'],
      ['B1', '/explore?certificate=30'],
      ['B2', '/explore?certificate=31'],
      ['C1', '/explore?certificate=32'],
    ]);
  });

  it('lists the seven skills with their names', async () => {
    await renderWithProviders(<HomePage grades={grades} gradesLoading={false} gradesError={false} />);
    const skills = section('Rèn luyện đủ 7 kỹ năng');
    const links = within(skills).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'NgheLI',
      'ĐọcRE',
      'Phát âmPR',
      'Ngữ phápGR',
      'Từ vựngVO',
      'NóiSP',
      'ViếtWR',
    ]);
    expect(links[0]).toHaveAttribute('href', '/explore?mode=3&skill=LI');
  });

  it('has a three-step how-it-works band', async () => {
    await renderWithProviders(<HomePage grades={grades} gradesLoading={false} gradesError={false} />);
    const steps = within(section('Bắt đầu chỉ với ba bước')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Chọn khối lớp và mục tiêu');
  });
});

describe('MembershipTeaser', () => {
  it('shows the three plans with VND prices and a register call to action', async () => {
    await renderWithProviders(<MembershipTeaser />);
    const plans = screen.getAllByRole('listitem').filter((li) => li.getAttribute('aria-labelledby'));
    expect(plans).toHaveLength(3);
    expect(plans.map((plan) => normalise(within(plan).getByTestId(/plan-price/).textContent))).toEqual([
      '200.000 ₫',
      '400.000 ₫',
      '699.000 ₫',
    ]);
    expect(within(plans[1] as HTMLElement).getByText('Phổ biến nhất')).toBeInTheDocument();
    for (const plan of plans) {
      expect(within(plan).getByRole('link', { name: 'Đăng ký ngay' })).toHaveAttribute('href', '/register');
      expect(within(plan).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps Vietnamese price formatting on the English site', async () => {
    await renderWithProviders(<MembershipTeaser />, { i18n: await createTestI18n('en') });
    expect(normalise(screen.getByTestId('plan-price-diamond').textContent)).toBe('699.000 ₫');
    expect(screen.getByRole('heading', { name: 'Diamond' })).toBeInTheDocument();
  });
});

describe('GradeStrip', () => {
  it('links every grade to explore, grouped by school level', async () => {
    await renderWithProviders(<GradeStrip grades={grades} isLoading={false} hasError={false} />);
    expect(screen.getByRole('link', { name: 'Lớp 6' })).toHaveAttribute('href', '/explore?grade=G6');
    expect(screen.getByRole('link', { name: 'Đại học' })).toHaveAttribute('href', '/explore?grade=G13');
    expect(screen.getAllByRole('link')).toHaveLength(13);
    const secondary = screen.getByRole('list', { name: 'Trung học cơ sở' });
    expect(within(secondary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Lớp 6',
      'Lớp 7',
      'Lớp 8',
      'Lớp 9',
    ]);
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
    const { container } = await renderWithProviders(
      <GradeStrip grades={[]} isLoading={false} hasError />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
