import type { BannerDto } from '@contract/catalogue';

export const NOW = Date.parse('2026-03-10T09:00:00Z');
export const HOUR = 3_600_000;

export function banner(overrides: Partial<BannerDto> = {}): BannerDto {
  return {
    id: 1,
    type: 'POPUP',
    site: 'ENGLAB',
    status: 'ACTIVE',
    startDate: '2026-03-01T00:00:00Z',
    endDate: '2026-04-01T00:00:00Z',
    repeatTime: 24,
    displayPlace: 'ALL',
    url: '/explore?exam=6',
    openNewTab: false,
    bannerItems: [
      {
        lang: 'vi',
        imageDesktop: 'http://localhost:4000/media/vi-desktop.svg',
        imageMobile: 'http://localhost:4000/media/vi-mobile.svg',
      },
      {
        lang: 'en',
        imageDesktop: 'http://localhost:4000/media/en-desktop.svg',
        imageMobile: 'http://localhost:4000/media/en-mobile.svg',
      },
    ],
    ...overrides,
  };
}
