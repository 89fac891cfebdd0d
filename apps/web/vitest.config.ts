import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const testFiles = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * Test files that replace modules with vi.mock: a mock only takes when its file loads the modules
 * afresh, so these run isolated. The rest share one module graph per worker (antd and React load
 * once, not once per file: four fifths of the suite's time).
 */
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const mockingFiles = fs
  .readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && fs.readFileSync(`${srcDir}/${file}`, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split('\\').join('/')}`);

export default defineConfig({
  resolve: { alias: { '@': srcDir } },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'shared-modules', include: testFiles, isolate: false, exclude: [...configDefaults.exclude, ...mockingFiles] },
      },
      { extends: true, test: { name: 'module-mocks', include: mockingFiles } },
    ],
  },
});
