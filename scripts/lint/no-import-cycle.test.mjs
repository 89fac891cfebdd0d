import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin, { resetImportGraph } from './no-import-cycle.mjs';

let dir;
const write = (files) => {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
};
/** The rule's messages for one file of the fixture, as ESLint reports them. */
const lint = (name, options = {}) => {
  const linter = new Linter({ configType: 'flat', cwd: dir });
  const config = [
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parser: tseslint.parser },
      plugins: { local: plugin },
      rules: { 'local/no-import-cycle': ['error', options] },
    },
  ];
  const file = path.join(dir, name);
  return linter.verify(fs.readFileSync(file, 'utf8'), config, { filename: file }).map((m) => m.message);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-import-cycle-'));
  resetImportGraph();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('no-import-cycle', () => {
  it('reports a cycle made of type-only imports, on both files, with the way round', () => {
    write({
      'a.ts': "import type { B } from './b';\nexport type A = { b: B };\n",
      'b.ts': "import type { A } from './a';\nexport type B = { a: A };\n",
    });
    assert.deepEqual(lint('a.ts'), ['Import cycle (type imports count): a.ts → b.ts → a.ts']);
    assert.deepEqual(lint('b.ts'), ['Import cycle (type imports count): b.ts → a.ts → b.ts']);
  });

  it('reports a longer cycle through a re-export and an import(), and only the import that closes it', () => {
    write({
      'one.ts': "import { two } from './two';\nimport { leaf } from './leaf';\nexport const one = () => two() + leaf;\n",
      'two.ts': "export * from './three';\nexport const two = () => 2;\n",
      'three.ts': "export const three = () => import('./one');\n",
      'leaf.ts': 'export const leaf = 1;\n',
    });
    assert.deepEqual(lint('one.ts'), ['Import cycle (type imports count): one.ts → two.ts → three.ts → one.ts']);
    assert.deepEqual(lint('leaf.ts'), []);
  });

  it('resolves folders to their index and the aliases it is given', () => {
    write({
      'src/app/page.tsx': "import { Button } from '@/lib';\nexport const Page = () => Button;\n",
      'src/lib/index.ts': "export { Button } from './button';\n",
      'src/lib/button.ts': "import type { Page } from '@/app/page';\nexport const Button = 'button';\nexport type Of = typeof Page;\n",
    });
    const aliases = { '@/': path.join(dir, 'src') + '/' };
    assert.equal(lint('src/app/page.tsx', { aliases }).length, 1);
    resetImportGraph();
    assert.deepEqual(lint('src/app/page.tsx'), [], 'without the alias the imports lead outside the project');
  });

  it('passes a graph without cycles, packages and missing files included', () => {
    write({
      'a.ts': "import { z } from 'zod';\nimport { b } from './b';\nimport { gone } from './gone';\nexport const a = [z, b, gone];\n",
      'b.ts': "import { c } from './c';\nexport const b = c;\n",
      'c.ts': 'export const c = 1;\n',
    });
    for (const f of ['a.ts', 'b.ts', 'c.ts']) assert.deepEqual(lint(f), []);
  });

  it("takes the linted file's own text, not the one on disk", () => {
    write({ 'a.ts': "import { b } from './b';\nexport const a = b;\n", 'b.ts': 'export const b = 1;\n' });
    assert.deepEqual(lint('a.ts'), []);
    const linter = new Linter({ configType: 'flat', cwd: dir });
    const config = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: plugin },
        rules: { 'local/no-import-cycle': 'error' },
      },
    ];
    const edited = "import { a } from './a';\nexport const b = () => a;\n";
    const messages = linter.verify(edited, config, { filename: path.join(dir, 'b.ts') }).map((m) => m.message);
    assert.deepEqual(messages, ['Import cycle (type imports count): b.ts → a.ts → b.ts']);
  });
});
