import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLayout } from '@/components/layout/page-layout';
import { renderWithProviders } from '../test-utils';
import { createRouterMock } from './router-mock';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

describe('PageLayout', () => {
  beforeEach(() => {
    router.current = createRouterMock();
  });

  it('starts with a skip link to the main landmark, between header and footer', async () => {
    const { container } = await renderWithProviders(
      <PageLayout user={undefined} isLoading={false} onLogout={vi.fn()}>
        <h1>Nội dung trang</h1>
      </PageLayout>,
    );
    const skip = screen.getByRole('link', { name: 'Bỏ qua, đến nội dung chính' });
    expect(container.querySelector('a')).toBe(skip);
    expect(skip).toHaveAttribute('href', '#main-content');

    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveTextContent('Nội dung trang');

    const banner = screen.getByRole('banner');
    const footer = screen.getByRole('contentinfo');
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('focused (a test being played): only the skip link and the main landmark, no site header or footer', async () => {
    await renderWithProviders(
      <PageLayout user={undefined} isLoading={false} onLogout={vi.fn()} focused>
        <h1>Bài làm</h1>
      </PageLayout>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('Bài làm');
    expect(screen.getByRole('link', { name: 'Bỏ qua, đến nội dung chính' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Đăng ký' })).not.toBeInTheDocument();
  });
});
