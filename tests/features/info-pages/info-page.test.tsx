import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InfoPage } from '@/features/info-pages/components/info-page';
import { InfoPageLayout } from '@/features/info-pages/components/info-page-layout';
import { createTestI18n, renderWithProviders } from '../../test-utils';

vi.mock('next/head', () => ({ default: () => null }));

describe('InfoPageLayout', () => {
  it('navigates between the five pages and marks the current one', async () => {
    await renderWithProviders(
      <InfoPageLayout
        current="payment-policy"
        title="Chính sách thanh toán"
        intro="Giới thiệu"
        lastUpdated="20 tháng 11, 2026"
      >
        <p>Nội dung</p>
      </InfoPageLayout>,
    );
    const nav = screen.getByRole('navigation', { name: 'Các trang thông tin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/page/about-us',
      '/page/user-guide',
      '/page/shopping-guide',
      '/page/payment-policy',
      '/page/feedback-policy',
      '/page/security-policy',
    ]);
    expect(within(nav).getByRole('link', { name: 'Chính sách thanh toán' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByText('Cập nhật lần cuối: 20 tháng 11, 2026')).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Nội dung');
  });
});

describe('InfoPage', () => {
  it('renders the security policy as headed sections with their lists', async () => {
    await renderWithProviders(<InfoPage slug="security-policy" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Chính sách bảo mật thông tin' })).toBeInTheDocument();
    const headings = within(screen.getByRole('article'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      'Dữ liệu chúng tôi thu thập',
      'Mục đích sử dụng',
      'Lưu trữ và bảo vệ dữ liệu',
      'Cookie và lưu trữ trên trình duyệt',
      'Quyền của bạn',
      'Liên hệ về dữ liệu cá nhân',
      'Bạn cần thêm thông tin?',
    ]);
    const cookies = screen.getByRole('region', { name: 'Cookie và lưu trữ trên trình duyệt' });
    expect(cookies).toHaveTextContent('hết hạn sau 1 ngày');
    const rights = screen.getByRole('region', { name: 'Quyền của bạn' });
    expect(within(rights).getAllByRole('listitem')).toHaveLength(5);
    // Brand and contact address are filled in, never left as placeholders.
    expect(screen.getByRole('article')).not.toHaveTextContent(/\{\{|\$t\(/);
    expect(screen.getByRole('region', { name: 'Liên hệ về dữ liệu cá nhân' })).toHaveTextContent('support@englab.vn');
  });

  it('links each section from the table of contents', async () => {
    await renderWithProviders(<InfoPage slug="shopping-guide" />);
    const toc = screen.getByRole('navigation', { name: 'Nội dung trang' });
    const first = within(toc).getByRole('link', { name: 'Bước 1: Chọn sản phẩm' });
    const target = document.querySelector(first.getAttribute('href') ?? '');
    expect(target).toHaveAccessibleName('Bước 1: Chọn sản phẩm');
    expect(within(toc).getAllByRole('link')).toHaveLength(8);
  });

  it('leads from the shopping guide to the pages where each step happens', async () => {
    await renderWithProviders(<InfoPage slug="shopping-guide" />);
    const article = screen.getByRole('article');
    const hrefs = within(article)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/checkout/combo',
        '/checkout/exam',
        '/cart',
        '/account/quantity-use',
        '/account/orders',
        '/page/payment-policy',
      ]),
    );
    // The guide describes the real flow: the voucher errors and the result states are named.
    expect(screen.getByRole('region', { name: 'Bước 4: Áp dụng mã ưu đãi' })).toHaveTextContent('hết lượt sử dụng');
    expect(screen.getByRole('region', { name: 'Bước 6: Kết quả thanh toán' })).toHaveTextContent('không đủ số dư');
  });

  it('marks the page itself as current and shows the brand in the about page', async () => {
    await renderWithProviders(<InfoPage slug="about-us" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Giới thiệu về EngLab' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giới thiệu' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /support@englab\.vn/ })).toHaveAttribute(
      'href',
      'mailto:support@englab.vn',
    );
  });

  it('renders the English text on the English site', async () => {
    await renderWithProviders(<InfoPage slug="payment-policy" />, { i18n: await createTestI18n('en') });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment policy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Refund timeline' })).toHaveTextContent('7 to 15 working days');
    expect(screen.getByText(/^Last updated: November 26, 2026$/)).toBeInTheDocument();
  });
});
