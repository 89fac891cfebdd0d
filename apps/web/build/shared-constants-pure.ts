import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';
// Shared's sources: their top level only declares (shared-constants-pure.test.ts holds it to that).
import { SHARED_SOURCE } from './endpoint-schemas-out';

/** Whether evaluating the initializer calls anything (a call, `new`, a tagged template), outside the functions it defines. */
function calls(init: ts.Expression): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (found || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) found = true;
    else ts.forEachChild(node, visit);
  };
  visit(init);
  return found;
}

/**
 * Every top-level constant of the source whose initializer calls something, wrapped in a call
 * marked pure: `const x = /* @__PURE__ *\/ (() => (z.object(…)))()`. It runs as before, in the
 * same order, where it is read; where it is not, the bundler drops it whole. Returns null when the
 * source has none.
 */
export function withConstantsPure(code: string, fileName: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out = new MagicString(code);
  let changed = false;
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const { initializer } of statement.declarationList.declarations) {
      if (!initializer || !calls(initializer)) continue;
      out.appendLeft(initializer.getStart(source), '/* @__PURE__ */ (() => (');
      out.appendRight(initializer.getEnd(), '))()');
      changed = true;
    }
  }
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: fileName }) } : null;
}

/**
 * A shared file declares its schemas beside the constants and helpers pages read (a status
 * dictionary, a choice's texts), and builds schemas from other files' helpers. The bundler keeps
 * every call of a constant nobody reads, as it cannot prove zod's calls free of effects: a list
 * page that read one dictionary built every schema of its file, the files those drew on, and zod.
 * Shared's top level only declares, so each constant is marked pure: an unread one is left out.
 */
export function sharedConstantsPure(): Plugin {
  return {
    name: 'lc:shared-constants-pure',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SHARED_SOURCE.test(id)) return null;
      return withConstantsPure(code, id);
    },
  };
}
