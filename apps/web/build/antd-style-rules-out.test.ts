import { describe, expect, it } from 'vitest';
import { antdStyleRulesOut, withoutStyleRules } from './antd-style-rules-out';
import { bundledForTest } from './bundled-for-test';

describe('withoutStyleRules', () => {
  it("replaces each style-hook factory's rule function and keeps its token function and options", () => {
    const code = `import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';
export const prepareComponentToken = (token) => ({ size: token.size });
const genCompact = (token) => [{ [token.componentCls]: { display: 'flex' } }];
export default genStyleHooks('Button', (token) => [genShared(token), genSize(token)], prepareComponentToken, { unitless: { fontWeight: true } });
export const Compact = genSubStyleComponent(['Button', 'compact'], genCompact, prepareComponentToken);
export const Other = genComponentStyleHook('Wave', function (token) { return [genWave(token)]; });
const notAHook = other('x', (token) => [token]);`;
    expect(withoutStyleRules(code, 'style/index.js')!.code)
      .toBe(`import { genStyleHooks, genSubStyleComponent } from '../../theme/internal';
export const prepareComponentToken = (token) => ({ size: token.size });
const genCompact = (token) => [{ [token.componentCls]: { display: 'flex' } }];
export default genStyleHooks('Button', () => [], prepareComponentToken, { unitless: { fontWeight: true } });
export const Compact = genSubStyleComponent(['Button', 'compact'], () => [], prepareComponentToken);
export const Other = genComponentStyleHook('Wave', () => []);
const notAHook = other('x', (token) => [token]);`);
  });

  it('returns nothing for a module that makes no style hook', () => {
    expect(withoutStyleRules(`export const genStyleHooks = (a, b) => a;`, 'x.js')).toBeNull();
  });
});

describe('antdStyleRulesOut in a build', () => {
  // A page rendering antd's Button, as the shell does.
  const page = `import { Button } from 'antd';
import { createElement } from 'react';
document.title = String(createElement(Button, null, 'ok'));`;
  const bundle = (withPlugin: boolean) =>
    bundledForTest({ 'page.ts': page }, (entry) => ({
      plugins: withPlugin ? [antdStyleRulesOut()] : [],
      build: { lib: { entry, formats: ['es'], fileName: 'page' }, rolldownOptions: { external: [/^react/] } },
    }));

  it("leaves the button's style rules out and keeps its component token and style hook", async () => {
    const [whole, without] = await Promise.all([bundle(false), bundle(true)]);
    // A rule of the button's stylesheet (antd/es/button/style/index.js), written only by its rule function.
    expect(whole).toContain('&-appear-prepare');
    expect(without).not.toContain('&-appear-prepare');
    // The component token antd still registers as CSS variables, and the hook itself.
    expect(without).toContain('contentFontSizeSM');
    expect(without).toMatch(/genStyleHooks\(["']Button["'], \(\) => \[\]/);
    expect(without.length).toBeLessThan(whole.length);
  }, 120_000);
});
