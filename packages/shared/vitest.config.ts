import { defineConfig } from 'vitest/config';

// Property tests run hundreds of cases each: on a busy 2-core machine one can pass 5 s.
export default defineConfig({ test: { testTimeout: 30_000 } });
