import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

interface Options {
  /**
   * The seeded promotional popups would cover whatever a journey is about, so they are answered
   * with an empty list unless a test turns them on (`test.use({ promoBanners: true })`).
   */
  promoBanners: boolean;
}

export const test = base.extend<Options>({
  promoBanners: [false, { option: true }],
  context: async ({ context, promoBanners }, provide) => {
    if (!promoBanners) {
      await context.route(/\/itf\/banners(\?|$)/, (route) => route.fulfill({ json: { result: true, data: [] } }));
    }
    await provide(context);
  },
});
