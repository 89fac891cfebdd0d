import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { bundledForTest } from './bundled-for-test';
import { endpointSchemasOut } from './endpoint-schemas-out';
import { sharedConstantsPure, withConstantsPure } from './shared-constants-pure';

const SHARED_SRC = path.resolve(import.meta.dirname, '../../../packages/shared/src');

describe('withConstantsPure', () => {
  it('wraps each top-level constant whose initializer calls something in a call marked pure, and nothing else', () => {
    const code = `import { z } from 'zod';
export const STATUS = { open: 1, closed: 2 } as const;
export const statusOf = (n: number) => z.number().parse(n);
export const query = z.object({ status: z.number().int() });
const id = idOf();
export const KEYS = Object.keys(STATUS), other = STATUS.open;
let later = z.string();
export function f() { return z.boolean(); }`;
    expect(withConstantsPure(code, 'x.schema.ts')!.code).toBe(`import { z } from 'zod';
export const STATUS = { open: 1, closed: 2 } as const;
export const statusOf = (n: number) => z.number().parse(n);
export const query = /* @__PURE__ */ (() => (z.object({ status: z.number().int() })))();
const id = /* @__PURE__ */ (() => (idOf()))();
export const KEYS = /* @__PURE__ */ (() => (Object.keys(STATUS)))(), other = STATUS.open;
let later = z.string();
export function f() { return z.boolean(); }`);
  });

  it('returns nothing for a source whose constants call nothing', () => {
    expect(withConstantsPure(`export const A = { a: 1 };\nexport const g = () => z.string();`, 'a.ts')).toBeNull();
  });
});

describe("shared's top level", () => {
  // The plugin drops an unread constant with its calls: sound only while shared's top level
  // declares and never acts (no statement that runs for its effect, no variable set later).
  it('declares only: no top-level statement runs for its effect', () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) return sources(file);
        return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
      });
    const acting: string[] = [];
    for (const file of sources(SHARED_SRC)) {
      const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const statement of source.statements) {
        const declares =
          ts.isImportDeclaration(statement) ||
          ts.isExportDeclaration(statement) ||
          ts.isExportAssignment(statement) ||
          ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement) ||
          ts.isEnumDeclaration(statement) ||
          ts.isModuleDeclaration(statement) ||
          ts.isVariableStatement(statement);
        if (!declares) acting.push(`${path.relative(SHARED_SRC, file)}: ${statement.getText(source).slice(0, 60)}`);
      }
    }
    expect(acting).toEqual([]);
  });
});

const SHARED = path.join(SHARED_SRC, 'index.ts');

describe('sharedConstantsPure in a build', () => {
  const build = (page: string, plugins: ReturnType<typeof sharedConstantsPure>[]) =>
    bundledForTest({ 'page.ts': page }, (entry) => ({
      plugins,
      resolve: { alias: { '@lc/shared': SHARED } },
      build: { lib: { entry, formats: ['es'], fileName: 'page' } },
    }));

  it('leaves zod out of a page that reads dictionaries declared beside schemas, and keeps the schema a form reads', async () => {
    // BLACKLIST_STATUS is declared beside the blacklist's schemas, CONTRACT_STATUS beside the contract's.
    const list = `import { BLACKLIST_API, BLACKLIST_STATUS, CONTRACT_STATUS, endpointUrl } from '@lc/shared';
document.title = [BLACKLIST_STATUS.active, Object.keys(CONTRACT_STATUS), endpointUrl(BLACKLIST_API.endpoints.list)].join();`;
    const form = `import { blacklistInput } from '@lc/shared';
document.title = String(blacklistInput.safeParse({}).success);`;
    const [without, withPure, formBuilt] = await Promise.all([
      build(list, [endpointSchemasOut()]),
      build(list, [endpointSchemasOut(), sharedConstantsPure()]),
      build(form, [endpointSchemasOut(), sharedConstantsPure()]),
    ]);
    expect(without).toContain('$ZodType');
    expect(withPure).not.toContain('$ZodType');
    expect(withPure).toContain('/v1/');
    // A page that validates with a schema still has it, and zod.
    expect(formBuilt).toContain('$ZodType');
    expect(formBuilt).toContain('safeParse');
  }, 90_000);
});
