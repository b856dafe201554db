import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { renderWithProviders } from '../test-utils';

describe('SiteFooter', () => {
  it('links the five information pages', async () => {
    await renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Thông tin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Giới thiệu', '/page/about-us'],
      ['Hướng dẫn sử dụng', '/page/user-guide'],
      ['Hướng dẫn mua hàng', '/page/shopping-guide'],
      ['Chính sách thanh toán', '/page/payment-policy'],
      ['Chính sách phản hồi, khiếu nại', '/page/feedback-policy'],
      ['Chính sách bảo mật', '/page/security-policy'],
    ]);
  });

  it("links the header's sections, Classes included, then the partners' tests guests may take", async () => {
    await renderWithProviders(<SiteFooter />);
    const nav = screen.getByRole('navigation', { name: 'Luyện tập' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Khám phá', '/explore'],
      ['Luyện đề', '/practice-test'],
      ['Lớp học', '/classes'],
      ['Đề của tôi', '/unit-test/mine'],
      ['Đề của đối tác', '/thirdparty/practice-test'],
    ]);
  });

  it('gives the support e-mail, the brand blurb and a copyright with the current year', async () => {
    await renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('link', { name: /support@englab\.vn/ })).toHaveAttribute(
      'href',
      'mailto:support@englab.vn',
    );
    expect(screen.getByText(/^EngLab là nền tảng luyện tập/)).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} EngLab. Bảo lưu mọi quyền.`)).toBeInTheDocument();
  });
});
