import fs from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { prefixOfSelector, prefixesAskedFor, splitSheet } from './antd-styles';

const antdDir = createRequire(import.meta.url)
  .resolve('antd/package.json')
  .replace(/[\\/]package\.json$/, '');
const sheet = fs.readFileSync(`${antdDir}/dist/antd.css`, 'utf8');
const sources = fs
  .readdirSync(`${antdDir}/es`, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .map((file) => fs.readFileSync(`${antdDir}/es/${file}`, 'utf8'));
const prefixes = prefixesAskedFor(sources);

type Found = { context: string; selector: string; declarations: string };

/** Every selector of a sheet (keyframes aside) with the at-rules around it and its declarations, in order. */
function selectorsOf(css: string): Found[] {
  const found: Found[] = [];
  postcss.parse(css).walkRules((rule: Rule) => {
    const context: string[] = [];
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent)
      context.unshift(`@${parent.name} ${parent.params}`);
    if (context.some((c) => c.includes('keyframes'))) return;
    const declarations = rule.nodes.map(String).join(';');
    for (const selector of rule.selectors) found.push({ context: context.join(' '), selector, declarations });
  });
  return found;
}
const keyOf = (f: Found) => `${f.context}|${f.selector}|${f.declarations}`;

describe('antd styles cut by component', () => {
  it('finds the prefixes antd asks for, the longest first', () => {
    expect(prefixes).toEqual(expect.arrayContaining(['btn', 'table', 'input', 'input-number', 'picker', 'select', 'menu']));
    expect(prefixes.indexOf('input-number')).toBeLessThan(prefixes.indexOf('input'));
  });

  it('gives a selector to the prefix its first antd class starts with', () => {
    expect(prefixOfSelector('.ant-btn-color-primary:hover', prefixes)).toBe('btn');
    expect(prefixOfSelector('.ant-input-number-affix-wrapper .ant-input', prefixes)).toBe('input-number');
    expect(prefixOfSelector('.ant-table-wrapper .ant-pagination', prefixes)).toBe('table');
    expect(prefixOfSelector('.anticon svg', prefixes)).toBe('_shared');
    expect(prefixOfSelector('.ant-zoom-big-enter', prefixes)).toBe('_shared');
  });

  it('loses no rule and copies none: the parts together hold every selector of the sheet once', () => {
    const parts = splitSheet(sheet, prefixes);
    const inParts = [...parts.values()].flatMap(selectorsOf).map(keyOf).sort();
    expect(inParts).toEqual(selectorsOf(sheet).map(keyOf).sort());
    // Keyframes (motions) stay whole, in the shared part the shell loads.
    const keyframes = (css: string) => (css.match(/@keyframes [\w-]+/g) ?? []).sort();
    expect(keyframes(parts.get('_shared')!)).toEqual(keyframes(sheet));
  });

  it('puts a component’s rules in its own part, in the sheet’s order', () => {
    const parts = splitSheet(sheet, prefixes);
    const table = selectorsOf(parts.get('table')!);
    expect(table.length).toBeGreaterThan(100);
    expect(table.every((f) => f.selector.includes('.ant-table'))).toBe(true);
    const buttonsInSheet = selectorsOf(sheet).filter((f) => prefixOfSelector(f.selector, prefixes) === 'btn');
    expect(selectorsOf(parts.get('btn')!).map(keyOf)).toEqual(buttonsInSheet.map(keyOf));
  });
});
