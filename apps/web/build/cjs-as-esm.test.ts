import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { cjsAsEsm, esmFacade } from './cjs-as-esm';

describe('esmFacade', () => {
  it("exports every name of React's package, read once from its CommonJS exports", () => {
    const code = esmFacade('react');
    expect(code).toMatch(/^import cjs from ".*[\\/]react[\\/]index\.js";$/m);
    for (const name of ['useState', 'useEffect', 'createElement', 'Fragment', 'Children', 'version'])
      expect(code).toMatch(new RegExp(`[{,] ${name}[,} ]`));
    expect(code).not.toMatch(/\bdefault,/);
  });
});

const CACHE = path.resolve(import.meta.dirname, '../node_modules/.cache');

describe('cjsAsEsm in a build', () => {
  // Two modules using React as antd's do (namespace and default imports), each loaded on demand.
  const files = {
    'a.ts': `import * as React from 'react'; export const a = () => React.useState(1);`,
    'b.ts': `import React from 'react'; import { jsx } from 'react/jsx-runtime'; export const b = () => jsx(React.Fragment, {});`,
    'page.ts': `Object.assign(globalThis, { load: () => Promise.all([import('./a'), import('./b')]) });`,
  };
  async function bundle(withPlugin: boolean): Promise<string> {
    // Inside the app, so that 'react' resolves from its node_modules as the app's imports do.
    fs.mkdirSync(CACHE, { recursive: true });
    const dir = fs.mkdtempSync(path.join(CACHE, 'cjs-as-esm-'));
    for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), code);
    try {
      const result = await build({
        configFile: false,
        logLevel: 'silent',
        root: dir,
        plugins: withPlugin ? [cjsAsEsm()] : [],
        define: { 'process.env.NODE_ENV': '"production"' },
        build: {
          write: false,
          minify: false,
          // As the app's build splits its chunks (vite.config.ts): small common chunks copied into their readers.
          rolldownOptions: {
            input: path.join(dir, 'page.ts'),
            preserveEntrySignatures: false,
            output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12_000 } } },
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
      return outputs.map((o) => (o.type === 'chunk' ? o.code : '')).join('\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('makes the interop copy of React once, not once per importing module', async () => {
    const [direct, facade] = await Promise.all([bundle(false), bundle(true)]);
    const copies = (code: string) => code.match(/__toESM\(require_react\(\)/g)?.length ?? 0;
    expect(copies(direct)).toBe(2);
    expect(copies(facade)).toBe(1);
    expect(facade).toContain('useState');
  }, 60_000);
});
