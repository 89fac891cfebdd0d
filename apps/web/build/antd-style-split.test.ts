import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { COMMON, antdPrefixes, antdStyleSplit, ownerOfSelector, prefixesOfModule, splitStylesheet } from './antd-style-split';

const require = createRequire(import.meta.url);
const PREFIXES = new Set(['btn', 'input', 'input-number', 'select', 'menu']);

/** Every (at-rule context, selector, declaration) of a sheet, to compare a whole with its parts. */
function declarations(css: string): string[] {
  const out: string[] = [];
  postcss.parse(css).walkDecls((decl) => {
    const contexts: string[] = [];
    for (let node = decl.parent; node && node.type !== 'root'; node = node.parent as typeof node) {
      contexts.unshift(node.type === 'rule' ? '' : `@${(node as postcss.AtRule).name} ${(node as postcss.AtRule).params}`);
    }
    const rule = decl.parent?.type === 'rule' ? (decl.parent as postcss.Rule) : null;
    for (const selector of rule?.selectors ?? ['']) out.push(`${contexts.join(' ')}|${selector}|${decl.prop}:${decl.value}`);
  });
  return out.sort();
}

describe('prefixesOfModule', () => {
  it('finds the prefixes a module asks for by name or through a constant, and nothing else', () => {
    const code = `const a = getPrefixCls('btn', customize); const b = getPrefixCls( 'input-number');
      export const floatButtonPrefixCls = 'float-btn'; getPrefixCls(); getPrefixCls(other); const x = 'menu';`;
    expect(prefixesOfModule(code).sort()).toEqual(['btn', 'float-btn', 'input-number']);
  });
});

describe('ownerOfSelector', () => {
  it('gives a selector to the longest known prefix of its first antd class', () => {
    expect(ownerOfSelector('.ant-input-number-handler:hover', PREFIXES)).toBe('input-number');
    expect(ownerOfSelector('.ant-input-group-addon .ant-select', PREFIXES)).toBe('input');
    expect(ownerOfSelector('.ant-btn', PREFIXES)).toBe('btn');
    expect(ownerOfSelector('html .ant-menu-item', PREFIXES)).toBe('menu');
  });
  it('leaves to the common sheet what no known prefix owns: elements, icons, motions', () => {
    expect(ownerOfSelector('a:hover', PREFIXES)).toBe(COMMON);
    expect(ownerOfSelector('.anticon svg', PREFIXES)).toBe(COMMON);
    expect(ownerOfSelector('.ant-slide-up-enter', PREFIXES)).toBe(COMMON);
    expect(ownerOfSelector('.ant-btnx', PREFIXES)).toBe(COMMON);
  });
});

describe('splitStylesheet', () => {
  it('cuts rules, selector lists and media queries by owner, each part in its order', () => {
    const css = [
      ':root{--a:1}',
      '.ant-btn{color:red}',
      '.ant-input,.ant-btn-primary{margin:0}',
      '@media (max-width:575px){.ant-btn{padding:1px}.ant-menu{padding:2px}.ant-btn-lg{padding:3px}}',
      '@keyframes antZoomIn{0%{opacity:0}to{opacity:1}}',
      '.ant-input-number{width:90px}',
    ].join('');
    const sheets = splitStylesheet(css, PREFIXES);
    expect(Object.fromEntries(sheets)).toEqual({
      [COMMON]: ':root{--a:1}@keyframes antZoomIn{0%{opacity:0}to{opacity:1}}',
      btn: '.ant-btn{color:red}.ant-btn-primary{margin:0}@media (max-width:575px){.ant-btn{padding:1px}.ant-btn-lg{padding:3px}}',
      input: '.ant-input{margin:0}',
      menu: '@media (max-width:575px){.ant-menu{padding:2px}}',
      'input-number': '.ant-input-number{width:90px}',
    });
  });

  it("keeps every declaration of antd's own stylesheet, in exactly one part", () => {
    const css = fs.readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
    const prefixes = antdPrefixes();
    expect([...prefixes]).toEqual(expect.arrayContaining(['btn', 'input', 'input-number', 'picker', 'table', 'menu', 'col', 'float-btn']));
    const sheets = splitStylesheet(css, prefixes);
    expect(declarations([...sheets.values()].join(''))).toEqual(declarations(css));
    for (const [owner, sheet] of sheets) {
      postcss.parse(sheet).walkRules((rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
        for (const selector of rule.selectors) expect(ownerOfSelector(selector, prefixes)).toBe(owner);
      });
    }
    // Most of the sheet belongs to a component, not to the common part every page loads.
    expect(sheets.get('picker')).toContain('.ant-picker-dropdown');
    expect(sheets.get(COMMON)!.length).toBeLessThan(css.length / 10);
  });
});

describe('the plugin', () => {
  it('writes the parts, sends our import of antd.css to the common one, and gives each antd module the parts of its prefixes', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-css-'));
    const plugin = antdStyleSplit(outDir);
    (plugin.buildStart as () => void).call({});
    const resolve = (source: string) => (plugin.resolveId as (s: string) => string | null)(source);
    const transform = (code: string, id: string) =>
      (plugin.transform as (c: string, i: string) => { code: string } | null)(code, id)?.code ?? null;

    const common = resolve('antd/dist/antd.css');
    expect(common).toBe(path.join(outDir, `antd-${COMMON}.css`));
    expect(fs.readFileSync(common!, 'utf8')).toMatch(/^@layer antd\{.*\.anticon.*\}$/s);
    expect(resolve('antd')).toBeNull();

    const button = transform("const p = getPrefixCls('btn');", '/app/node_modules/antd/es/button/Button.js');
    expect(button).toBe(`import ${JSON.stringify(path.join(outDir, 'antd-btn.css'))};const p = getPrefixCls('btn');`);
    expect(fs.readFileSync(path.join(outDir, 'antd-btn.css'), 'utf8')).toMatch(/^@layer antd\{.*\.ant-btn-variant-solid.*\}$/s);
    // Not an antd module, or a prefix with no styles: left as it is.
    expect(transform("getPrefixCls('btn')", '/app/src/modules/bill/bill-page.tsx')).toBeNull();
    expect(transform("getPrefixCls('no-such-thing')", '/app/node_modules/antd/es/x/index.js')).toBeNull();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('gives the dev server the whole stylesheet, in the same layer, and leaves the modules alone', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'antd-css-'));
    const plugin = antdStyleSplit(outDir);
    (plugin.configResolved as (c: { command: string }) => void)({ command: 'serve' });
    (plugin.buildStart as () => void).call({});
    const whole = (plugin.resolveId as (s: string) => string | null)('antd/dist/antd.css');
    expect(whole).toBe(path.join(outDir, 'antd-whole.css'));
    const css = fs.readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
    expect(fs.readFileSync(whole!, 'utf8')).toBe(`@layer antd{${css}}`);
    const transform = plugin.transform as (c: string, i: string) => unknown;
    expect(transform("getPrefixCls('btn')", '/app/node_modules/antd/es/button/Button.js')).toBeNull();
    fs.rmSync(outDir, { recursive: true, force: true });
  });
});
