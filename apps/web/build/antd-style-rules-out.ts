import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** antd's factories of a component's style hook; each takes the function writing its rules second. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
/** antd's ES modules, where every component's style hook is made. */
const ANTD_SOURCE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/;

/**
 * Each call of one of antd's style-hook factories with its rule-writing function (the second
 * argument) replaced by one writing none. The component token function and the options stay:
 * antd still registers the components' CSS variables at run time. Returns null when the source
 * makes no style hook.
 */
export function withoutStyleRules(code: string, fileName: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const out = new MagicString(code);
  let changed = false;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && STYLE_HOOK_FACTORIES.has(node.expression.text)) {
      const rules = node.arguments[1];
      if (rules && (ts.isArrowFunction(rules) || ts.isFunctionExpression(rules) || ts.isIdentifier(rules))) {
        out.overwrite(rules.getStart(source), rules.getEnd(), '() => []');
        changed = true;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: fileName }) } : null;
}

/**
 * The console runs antd without its style runtime (`theme.zeroRuntime`, antd-providers.tsx): its
 * styles come from antd's static stylesheet, and a style hook returns before it would call the
 * function writing its component's rules. A build leaves those functions out, some 200 KB of
 * never-run code before compression in the first page alone (decision 0091). Development keeps
 * them. Turning zeroRuntime off needs this plugin removed, or no antd component has a style.
 */
export function antdStyleRulesOut(): Plugin {
  return {
    name: 'lc:antd-style-rules-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ANTD_SOURCE.test(id) || !/\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/.test(code)) return null;
      return withoutStyleRules(code, id);
    },
  };
}
