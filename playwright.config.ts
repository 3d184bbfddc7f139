import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/findChromium';
import { appPort as port, baselinePort, baselineUrl } from './test/e2e/ports';
const chromium = findChromium();

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI, where two browsers share two cores: a test that passes only on its retry
  // is reported as flaky (scripts/test.mjs counts it) and named in the run's output.
  retries: process.env.CI ? 1 : 0,
  // A test's own time, not a measure of speed (the bench measures that): on CI, two browsers share
  // two cores with the app's workers, and an axe pass over the whole page alone takes seconds.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records every action's DOM and screen: ~17% of the suite's time when kept for
    // every test (80 s against 64 s for the grid and toolbar specs here). On CI, a failing test
    // is traced on its retry; here, add `--trace retain-on-failure` to trace a failing test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
      },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The bench's baseline page, from its sources (it is not part of the app's build).
      command: `npx vite --config bench/baseline/vite.config.ts --port ${baselinePort} --strictPort --host 127.0.0.1`,
      url: baselineUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
