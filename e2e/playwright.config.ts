import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

// The suite runs against the production build served by the real storefront server and embedded backend,
// started by globalSetup on a free port with a fresh data directory (STOREFRONT_E2E_URL).
export default defineConfig({
  testDir: './tests',
  outputDir: '../var/e2e-results',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure'
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }
    },
    {
      name: 'mobile',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent
      }
    }
  ]
});
