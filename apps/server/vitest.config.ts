import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Each worker loads the app's module graph once, not once per file (2 of the ~6 CPU-seconds a
    // file spent before its first test). Safe while every file builds its own app and database and
    // src keeps no per-app state at module level; no file mocks modules.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
