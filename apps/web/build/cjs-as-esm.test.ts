import { describe, expect, it } from 'vitest';
import { bundledForTest } from './bundled-for-test';
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

describe('cjsAsEsm in a build', () => {
  // Two modules using React as antd's do (namespace and default imports), each loaded on demand.
  const files = {
    'a.ts': `import * as React from 'react'; export const a = () => React.useState(1);`,
    'b.ts': `import React from 'react'; import { jsx } from 'react/jsx-runtime'; export const b = () => jsx(React.Fragment, {});`,
    'page.ts': `Object.assign(globalThis, { load: () => Promise.all([import('./a'), import('./b')]) });`,
  };
  const bundle = (withPlugin: boolean) =>
    bundledForTest(files, (entry) => ({
      plugins: withPlugin ? [cjsAsEsm()] : [],
      define: { 'process.env.NODE_ENV': '"production"' },
      // As the app's build splits its chunks (vite.config.ts): small common chunks copied into their readers.
      build: {
        rolldownOptions: {
          input: entry,
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12_000 } } },
        },
      },
    }));

  it('makes the interop copy of React once, not once per importing module', async () => {
    const [direct, facade] = await Promise.all([bundle(false), bundle(true)]);
    const copies = (code: string) => code.match(/__toESM\(require_react\(\)/g)?.length ?? 0;
    expect(copies(direct)).toBe(2);
    expect(copies(facade)).toBe(1);
    expect(facade).toContain('useState');
  }, 60_000);
});
