import { defineConfig, devices } from '@playwright/test';

// Started by scripts/e2e.mjs, which builds the app, starts the API on a fresh database and the
// web app, then runs Playwright against them.
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3100';
// The international edition's build, on its own port (decision 0056); set only when it runs.
const ieBaseURL = process.env.E2E_IE_BASE_URL;
// Its smoke journeys run only against it, and the standard projects leave them alone.
const INTERNATIONAL_SPECS = 'international/*.spec.ts';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A synthetic microphone (a beep), granted without a prompt, so speaking questions can be recorded.
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two browsers, the web server and the API share two cores: a long journey that takes 30 s on a
  // quiet machine takes twice that on a busy runner. Journeys longer still set their own time.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    // Recording a trace costs every action a DOM snapshot; on CI only the retry of a failure pays it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: INTERNATIONAL_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      testIgnore: INTERNATIONAL_SPECS,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        launchOptions,
      },
    },
    // Desktop only: the edition changes what is offered, not the layout, and CI time is short.
    ...(ieBaseURL
      ? [
          {
            name: 'international',
            testMatch: INTERNATIONAL_SPECS,
            use: {
              ...devices['Desktop Chrome'],
              baseURL: ieBaseURL,
              viewport: { width: 1440, height: 900 },
              launchOptions,
            },
          },
        ]
      : []),
  ],
});
