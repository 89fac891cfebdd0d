import { describe, expect, it } from 'vitest';
import { antdFixes } from './antd-fixes';
import { bundledForTest } from './bundled-for-test';

describe('antdFixes in a build', () => {
  const bundle = (page: string, withPlugin: boolean) =>
    bundledForTest({ 'page.ts': page }, (entry) => ({
      plugins: withPlugin ? [antdFixes()] : [],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { rolldownOptions: { input: entry } },
    }));

  it("gives antd's form context rc-form's provider alone: no validator on a page without a form", async () => {
    // An antd input and no form, as home's header has: antd's input reads the form context.
    const page = `import { Input } from 'antd'; Object.assign(globalThis, { Input });`;
    const [direct, fixed] = await Promise.all([bundle(page, false), bundle(page, true)]);
    // async-validator's default messages, reached through rc-form's index (in the app's build, which
    // splits chunks, the field and store that the form pages share came along too).
    expect(direct).toContain('%s is required');
    expect(fixed).not.toContain('%s is required');
  }, 120_000);

  it("keeps one form context: antd's provider and rc-form's forms read the same module", async () => {
    const fixed = await bundle(`import { Form, Input } from 'antd'; Object.assign(globalThis, { Form, Input });`, true);
    expect(fixed).toContain('%s is required');
    expect(fixed.match(/triggerFormChange: \(\) => \{\}/g)).toHaveLength(1);
  }, 120_000);
});
