import { defineConfig } from 'vitest/config';

// Property tests run hundreds of cases each: on a busy 2-core machine one can pass 5 s.
// The package is pure functions and no file mocks a module, so the files of a worker share one
// module graph (loading it once per file was over half the suite's time).
export default defineConfig({ test: { testTimeout: 30_000, isolate: false } });
