import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin, { MODULE_FILE_ROLES, hasModuleFileRole } from './module-file-role.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MODULES = path.join(ROOT, 'apps/server/src/modules');

/** The rule's messages for a file of that name, as ESLint reports them. */
const lint = (name) => {
  const linter = new Linter({ configType: 'flat', cwd: ROOT });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { roles: plugin },
      rules: { 'roles/module-file-role': 'error' },
    },
  ];
  return linter.verify('export const x = 1;\n', config, { filename: path.join(MODULES, name) }).map((m) => m.message);
};

describe('module-file-role', () => {
  it('reports a file whose name says no role, naming the roles', () => {
    const messages = lint('bill/bill-reads.ts');
    assert.equal(messages.length, 1);
    assert.match(messages[0], /^bill-reads\.ts says no role: name it <name>\.<role>\.ts, the role one of module, routes, service/);
  });

  it('reports an unknown role and a unit test of a file without one', () => {
    assert.equal(lint('mortgage/mortgage-flow.kit.ts').length, 1);
    assert.equal(lint('valuation/builtin/price-model.test.ts').length, 1);
    assert.equal(lint('bill/bill.helpers.ts').length, 1);
  });

  it('accepts every role, its unit test, and a file in a module subfolder', () => {
    for (const role of MODULE_FILE_ROLES) {
      assert.deepEqual(lint(`bill/bill-part.${role}.ts`), [], role);
      assert.deepEqual(lint(`bill/bill-part.${role}.test.ts`), [], `${role} test`);
    }
    assert.deepEqual(lint('valuation/builtin/price-model.rules.ts'), []);
  });

  it('is on for the files of a module in the repository config, and only there', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const ruleOf = async (file) => (await eslint.calculateConfigForFile(path.join(ROOT, file))).rules?.['roles/module-file-role'];
    assert.deepEqual(await ruleOf('apps/server/src/modules/bill/bill-new.ts'), [2]);
    assert.deepEqual(await ruleOf('apps/server/src/modules/valuation/providers/new.ts'), [2]);
    assert.equal(await ruleOf('apps/server/src/modules/module-kit.ts'), undefined);
    assert.equal(await ruleOf('apps/server/src/db/paged-list.ts'), undefined);
  });

  it("holds for every file of the server's modules today, whatever its extension", () => {
    const files = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => fs.readdirSync(path.join(MODULES, d.name), { recursive: true }).map((f) => path.join(d.name, String(f))))
      .filter((f) => fs.statSync(path.join(MODULES, f)).isFile());
    assert.ok(files.length > 300, `${files.length} files found`);
    assert.deepEqual(
      files.filter((f) => !hasModuleFileRole(f)),
      [],
    );
  });
});
