import fs from 'node:fs';
import path from 'node:path';
import { type InlineConfig, build } from 'vite';

const CACHE = path.resolve(import.meta.dirname, '../node_modules/.cache');

/**
 * Builds a few source files written for a test (the entry is `page.ts`) and returns the code of
 * every chunk, unminified. They are written inside the app, so that their imports resolve from its
 * node_modules as the app's own do; `config` adds plugins and build options.
 */
export async function bundledForTest(files: Record<string, string>, config: (entry: string) => InlineConfig): Promise<string> {
  fs.mkdirSync(CACHE, { recursive: true });
  const dir = fs.mkdtempSync(path.join(CACHE, 'build-test-'));
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
  try {
    const own = config(path.join(dir, 'page.ts'));
    const result = await build({
      ...own,
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: { ...own.build, write: false, minify: false },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
    return outputs.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
