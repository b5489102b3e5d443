/**
 * The browser tests (tests/e2e/): Playwright's test runner drives Debian's
 * Chromium against the production build in build/, which globalSetup
 * serves on 127.0.0.1 twice (as the hosting config answers, and as GitHub
 * Pages does). Run them with `npm run test:e2e` (scripts/e2e.mjs builds
 * first when build/ holds no build). Jest runs the unit and build tests.
 */
import {defineConfig} from '@playwright/test';
import {CHROMIUM_LAUNCH} from './tests/e2e/site';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  globalTeardown: './tests/e2e/globalTeardown.ts',
  /** A test loads pages and waits for navigations: a minute each. */
  timeout: 60_000,
  /**
   * Every test may run in either worker, so that both stay busy to the end
   * of the run; the two files whose tests share a page or a context set up
   * in `beforeAll` (nojs, folders) keep their tests in order, in one
   * worker. Two workers for two cores; `npm run test:e2e -- --workers N`
   * changes it.
   */
  workers: 2,
  fullyParallel: true,
  /**
   * No retries: a test that fails once fails the run, and its cause is
   * fixed (`-- --retries N` while hunting a flaky test).
   */
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['html', {open: 'never', outputFolder: 'test-results/e2e-report'}],
  ],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    screenshot: 'only-on-failure',
  },
});
