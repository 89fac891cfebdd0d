import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';
import type { Plugin } from 'vite';

/** The sheet for rules no one component owns: theme variables, resets, icons, motions, keyframes. */
export const COMMON = 'common';

/**
 * The class prefixes a module of antd gives its elements: `getPrefixCls('btn')`, or a constant
 * handed to it (`floatButtonPrefixCls = 'float-btn'`).
 */
export function prefixesOfModule(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/getPrefixCls\(\s*'([a-z][a-z0-9-]*)'/g)) found.add(m[1]!);
  for (const m of code.matchAll(/\b[a-zA-Z]*PrefixCls\s*=\s*'([a-z][a-z0-9-]*)'/g)) found.add(m[1]!);
  return [...found];
}

/** The known prefix owning a selector: the longest one its first antd class starts with, or COMMON. */
export function ownerOfSelector(selector: string, prefixes: ReadonlySet<string>): string {
  const cls = /\.ant-([a-z0-9-]+)/.exec(selector)?.[1];
  if (!cls) return COMMON;
  let owner: string | undefined;
  for (const prefix of prefixes) {
    if ((cls === prefix || cls.startsWith(`${prefix}-`)) && prefix.length > (owner?.length ?? 0)) owner = prefix;
  }
  return owner ?? COMMON;
}

/**
 * antd's one static stylesheet cut into one sheet per class prefix, each rule kept in its order:
 * a rule goes to the prefix of its selectors (a selector list naming two is cut in two), an
 * at-rule (media, supports) to every prefix of the rules inside it, keyframes and the rest to
 * COMMON.
 */
export function splitStylesheet(css: string, prefixes: ReadonlySet<string>): Map<string, string> {
  const sheets = new Map<string, Root>();
  const sheet = (owner: string) => sheets.get(owner) ?? sheets.set(owner, postcss.root()).get(owner)!;

  /** Each owner's part of a node: the node itself when it has one owner. */
  const parts = (node: ChildNode): Map<string, ChildNode> => {
    if (node.type === 'rule') {
      const byOwner = new Map<string, string[]>();
      for (const selector of node.selectors) {
        const owner = ownerOfSelector(selector, prefixes);
        byOwner.set(owner, [...(byOwner.get(owner) ?? []), selector]);
      }
      if (byOwner.size === 1) return new Map([[byOwner.keys().next().value!, node]]);
      return new Map([...byOwner].map(([owner, selectors]) => [owner, node.clone({ selectors })]));
    }
    if (node.type === 'atrule' && node.nodes && !/keyframes$/.test(node.name)) {
      const byOwner = new Map<string, ChildNode[]>();
      for (const child of node.nodes) {
        for (const [owner, part] of parts(child)) byOwner.set(owner, [...(byOwner.get(owner) ?? []), part]);
      }
      return new Map(
        [...byOwner].map(([owner, children]) => {
          const copy = (node as AtRule).clone({ nodes: [] }) as Container & AtRule;
          copy.append(children);
          return [owner, copy];
        }),
      );
    }
    return new Map([[COMMON, node]]);
  };

  // Parts move into their sheets (a copy of the list is walked, as moving takes them out of it).
  for (const node of [...postcss.parse(css).nodes]) {
    for (const [owner, part] of parts(node)) sheet(owner).append(part);
  }
  return new Map([...sheets].map(([owner, root]) => [owner, root.toString()]));
}

const require = createRequire(import.meta.url);

/** Every class prefix antd's modules give their elements. */
export function antdPrefixes(): Set<string> {
  const esDir = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
  const prefixes = new Set<string>();
  for (const file of fs.readdirSync(esDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.js')) prefixesOfModule(fs.readFileSync(path.join(esDir, file), 'utf8')).forEach((p) => prefixes.add(p));
  }
  return prefixes;
}

/** Our one import of antd's styles (src/app/layout/antd-providers.tsx). */
const ANTD_CSS = 'antd/dist/antd.css';
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/;

/**
 * In a build, antd's stylesheet arrives in parts with the modules that draw them: our import of
 * antd.css brings the common sheet, and each antd module naming a class prefix imports that
 * prefix's sheet, so a page's chunks bring the styles of the components they hold and no others
 * (Vite loads a chunk's styles before it runs). The parts now arrive in any order, so they sit
 * in one cascade layer: our own stylesheets, outside it, still win over antd's as when antd.css
 * came first. `npm run dev` keeps the one file, in the same layer.
 */
export function antdStyleSplit(outDir: string): Plugin {
  let files = new Map<string, string>();
  let split = true;
  const write = (name: string, css: string) => {
    const file = path.join(outDir, `antd-${name}.css`);
    fs.writeFileSync(file, `@layer antd{${css}}`);
    return file;
  };
  return {
    name: 'lc:antd-style-split',
    enforce: 'pre',
    configResolved(config) {
      split = config.command === 'build';
    },
    buildStart() {
      const css = fs.readFileSync(require.resolve(ANTD_CSS), 'utf8');
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.mkdirSync(outDir, { recursive: true });
      // The dev server takes the whole file, in the same layer.
      if (!split) files = new Map([[COMMON, write('whole', css)]]);
      else files = new Map([...splitStylesheet(css, antdPrefixes())].map(([owner, part]) => [owner, write(owner, part)]));
    },
    resolveId(source) {
      return source === ANTD_CSS ? files.get(COMMON) : null;
    },
    transform(code, id) {
      if (!split || !ANTD_MODULE.test(id)) return null;
      const imports = prefixesOfModule(code)
        .map((prefix) => files.get(prefix))
        .filter((file) => file !== undefined)
        .map((file) => `import ${JSON.stringify(file)};`);
      // On the module's first line, so its source map stays right below it.
      return imports.length ? { code: imports.join('') + code, map: null } : null;
    },
  };
}
