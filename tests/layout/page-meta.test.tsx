import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { createTestI18n, renderWithProviders } from '../test-utils';

// Outside a Next app next/head collects nothing; render its children so React 19 hoists the
// <title> and <meta> tags into document.head, where a browser would see them.
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => <>{children}</> }));

function meta(selector: string) {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('PageMeta', () => {
  it('sets the title with the site name and the description, og and twitter tags', async () => {
    await renderWithProviders(<PageMeta title="Khám phá" description="Tìm đề luyện theo khối lớp." />);
    expect(document.title).toBe('Khám phá | EngLab');
    expect(meta('meta[name="description"]')).toBe('Tìm đề luyện theo khối lớp.');
    expect(meta('meta[property="og:title"]')).toBe('Khám phá | EngLab');
    expect(meta('meta[property="og:description"]')).toBe('Tìm đề luyện theo khối lớp.');
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="twitter:title"]')).toBe('Khám phá | EngLab');
    expect(meta('meta[name="twitter:description"]')).toBe('Tìm đề luyện theo khối lớp.');
  });

  it('falls back to the site title and description, without repeating the site name', async () => {
    const { unmount } = await renderWithProviders(<PageMeta />);
    expect(document.title).toBe('EngLab – Luyện thi tiếng Anh trực tuyến cho học sinh và giáo viên');
    expect(meta('meta[name="description"]')).toMatch(/^Luyện tập tiếng Anh theo bài học/);
    unmount();

    await renderWithProviders(<PageMeta title="EngLab – Luyện thi tiếng Anh trực tuyến cho học sinh và giáo viên" />);
    expect(document.title).toBe('EngLab – Luyện thi tiếng Anh trực tuyến cho học sinh và giáo viên');
  });

  it('writes English metadata on the English site', async () => {
    await renderWithProviders(<PageMeta />, { i18n: await createTestI18n('en') });
    expect(document.title).toBe('EngLab – Online English test practice for students and teachers');
  });
});
