import fs from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import type { Plugin } from 'vite';

/**
 * antd's static stylesheet (decision 0034) cut by component, so a page downloads the styles of the
 * components it can render, not all of antd's (decision 0085).
 *
 * Every rule of `antd/dist/antd.css` goes to the component prefix its selector starts from
 * (`.ant-btn-primary` → `btn`, `.ant-table-wrapper .ant-pagination` → `table`); a selector list is
 * cut per selector; rules no component prefix claims (keyframes, icons, motions) stay in the sheet
 * the shell imports. Each antd module that asks for a prefix (`getPrefixCls('btn')`) imports that
 * prefix's styles, so its CSS travels with whichever chunk holds the component, as antd's runtime
 * mode would have injected it on first render. Only the build does this: the dev server
 * pre-bundles antd and keeps the whole sheet.
 */

const SHEET = 'antd/dist/antd.css';
const PART_ID = '/__antd-style/';
const SHARED = '_shared';
const PREFIX_CALL = /getPrefixCls\(\s*["']([a-z][a-z-]*)["']/g;
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]/;

/** The prefixes antd's own modules ask for, longest first (so `input-number` wins over `input`). */
export function prefixesAskedFor(sources: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const source of sources) for (const match of source.matchAll(PREFIX_CALL)) found.add(match[1]!);
  return [...found].sort((a, b) => b.length - a.length);
}

/** The prefix a selector belongs to: the one its first `.ant-…` class starts with, or the shared part. */
export function prefixOfSelector(selector: string, prefixes: readonly string[]): string {
  const first = /\.ant-([a-z0-9-]+)/.exec(selector)?.[1];
  if (!first) return SHARED;
  return prefixes.find((p) => first === p || first.startsWith(`${p}-`)) ?? SHARED;
}

type Parts = Map<string, Container[]>;

/** Appends a node's share of each part under the matching parent of that part. */
function distribute(node: ChildNode, prefixes: readonly string[], parentOf: (part: string) => Container) {
  if (node.type === 'rule') {
    const byPart = new Map<string, string[]>();
    for (const selector of (node as Rule).selectors) {
      const part = prefixOfSelector(selector, prefixes);
      byPart.set(part, [...(byPart.get(part) ?? []), selector]);
    }
    for (const [part, selectors] of byPart) parentOf(part).append((node as Rule).clone({ selectors }));
    return;
  }
  if (node.type === 'atrule' && (node as AtRule).nodes?.some((child) => child.type === 'rule')) {
    // @media, @supports and the like: each part gets the at-rule around its own rules only.
    const atRule = node as AtRule;
    const copies = new Map<string, AtRule>();
    const copyFor = (part: string) => {
      let copy = copies.get(part);
      if (!copy) {
        copy = atRule.clone({ nodes: [] });
        copies.set(part, copy);
        parentOf(part).append(copy);
      }
      return copy;
    };
    for (const child of atRule.nodes ?? []) distribute(child, prefixes, copyFor);
    return;
  }
  if (node.type !== 'comment') parentOf(SHARED).append(node.clone());
}

/** antd's sheet cut into parts: prefix → CSS, with `_shared` for what no prefix claims. */
export function splitSheet(css: string, prefixes: readonly string[]): Map<string, string> {
  const roots: Parts = new Map();
  const rootOf = (part: string) => {
    let root = roots.get(part)?.[0];
    if (!root) {
      root = postcss.root();
      roots.set(part, [root]);
    }
    return root;
  };
  rootOf(SHARED);
  for (const node of postcss.parse(css).nodes) distribute(node, prefixes, rootOf);
  return new Map([...roots].map(([part, [root]]) => [part, root!.toString()]));
}

function antdSources(antdDir: string): string[] {
  const esDir = `${antdDir}/es`;
  return fs
    .readdirSync(esDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(`${esDir}/${file}`, 'utf8'));
}

export function antdStyles(): Plugin {
  let parts = new Map<string, string>();
  let prefixes: string[] = [];
  return {
    name: 'lc:antd-styles',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const require = createRequire(import.meta.url);
      const antdDir = require.resolve('antd/package.json').replace(/[\\/]package\.json$/, '');
      prefixes = prefixesAskedFor(antdSources(antdDir));
      parts = splitSheet(fs.readFileSync(`${antdDir}/dist/antd.css`, 'utf8'), prefixes);
    },
    resolveId(source) {
      if (source === SHEET) return `${PART_ID}${SHARED}.css`;
      if (source.startsWith(PART_ID)) return source;
      return null;
    },
    load(id) {
      if (!id.startsWith(PART_ID)) return null;
      return parts.get(id.slice(PART_ID.length, -'.css'.length)) ?? '';
    },
    transform(code, id) {
      if (!ANTD_MODULE.test(id)) return null;
      const asked = new Set([...code.matchAll(PREFIX_CALL)].map((match) => match[1]!).filter((prefix) => parts.has(prefix)));
      if (asked.size === 0) return null;
      // Appended: ES imports run first wherever they stand, and the source map's lines stay true.
      const imports = [...asked].map((prefix) => `import ${JSON.stringify(`${PART_ID}${prefix}.css`)};`).join('');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}
