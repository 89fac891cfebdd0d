import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run, so tests start from the demo data.
const dataDir = (process.env.LC_E2E_DATA_DIR ??= path.join(os.tmpdir(), `lc-e2e-${process.pid}-${Date.now()}`));

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  // Two shards side by side (scripts/e2e-shards.sh) keep their results apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  globalTeardown: './support/teardown.ts',
  workers: 1,
  // In CI one retry, so that a timing slip on the shared 2-core runner does not sink a sound change;
  // the report still names each retried test as flaky, and each is a race to mend in the test.
  retries: process.env.CI ? 1 : 0,
  // A whole staff workflow with several axe scans: on a loaded 2-core runner archive-transfer took
  // 1.2 min and once ran past 2; a passing run is not slowed by a longer limit.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'zh-CN',
    // The console follows a system's reduced-motion setting (antd without its zooms and fades,
    // AntdProviders). Animated, a click made while a dialog still zoomed in could press on its
    // button and release beside it, and was lost on a loaded runner; every frame of motion was
    // also CPU the two shards shared. shell.spec.ts keeps antd's motion, as most staff see it.
    reducedMotion: 'reduce',
    viewport: { width: 1440, height: 900 },
    timezoneId: 'Asia/Shanghai',
    // Tracing every action (DOM snapshots and a screencast, kept only when a test fails) doubled the
    // CPU a passing run used on a 2-core runner; a failure still leaves its screenshot, and
    // E2E_TRACE=1 records traces again to chase one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The golden path moves the server's one business date on by months: it runs last, after every
  // other spec, on the last shard (Playwright shards its groups in project order).
  projects: [
    { name: 'console', testIgnore: 'golden-path.spec.ts' },
    { name: 'golden-path', testMatch: 'golden-path.spec.ts' },
  ],
  webServer: {
    command: 'test -f apps/web/dist/index.html || npm run build -w @lc/web; npm run start -w @lc/server',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      // The admin may move the business date on (decision 0035), as a demo server would allow.
      BUSINESS_DATE_ADVANCE: '1',
      // building-blocks.spec.ts exports a 100,000-row table.
      SAMPLE_RECORDS: '100000',
      COOKIE_SECURE: '0',
      // The suite signs in as one staff member after another from one address, faster than any
      // office does; the limit itself is tested on the server (auth.routes.test.ts).
      LOGIN_RATE_PER_MINUTE: '120',
      LOG_LEVEL: 'warn',
      SECRET_KEY: randomBytes(32).toString('hex'),
      MEDIA_KEY: randomBytes(32).toString('hex'),
    },
  },
});
