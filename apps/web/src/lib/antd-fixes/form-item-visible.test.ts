import * as util from '@rc-component/util';
import { describe, expect, it } from 'vitest';
import { antdFixes } from '../../../build/antd-fixes';
import * as shim from './form-item-visible';

/** A form item's element as antd renders it, on screen, counting how often its layout is read. */
function formItem(className: string) {
  const item = document.createElement('div');
  item.className = className;
  document.body.append(item);
  let reads = 0;
  Object.defineProperty(item, 'offsetParent', {
    get: () => {
      reads += 1;
      return document.body;
    },
  });
  return { item, reads: () => reads };
}

describe("antd's form item: on screen?", () => {
  it('asks the browser nothing for an item showing no message', () => {
    const { item, reads } = formItem('ant-form-item ant-form-item-row');
    expect(shim.isVisible(item)).toBe(false);
    expect(reads()).toBe(0);
    expect(util.isVisible(item)).toBe(true);
    expect(reads()).toBe(1);
  });

  it('asks as before for an item showing help or an error', () => {
    const { item, reads } = formItem('ant-form-item ant-form-item-with-help ant-form-item-has-error');
    expect(shim.isVisible(item)).toBe(true);
    expect(reads()).toBe(1);
    expect(shim.isVisible(null)).toBe(false);
  });

  it('keeps every other helper the form item imports', () => {
    for (const name of Object.keys(util).filter((n) => n !== 'isVisible'))
      expect((shim as Record<string, unknown>)[name], name).toBe((util as Record<string, unknown>)[name]);
  });

  it("is given to antd's form item only", () => {
    const resolve = antdFixes().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('@rc-component/util', '/x/node_modules/antd/es/form/FormItem/ItemHolder.js')).toMatch(
      /antd-fixes[\\/]form-item-visible\.ts$/,
    );
    expect(resolve('@rc-component/util', '/x/node_modules/antd/es/form/FormItem/index.js')).toBeNull();
    expect(resolve('@rc-component/util', '/x/node_modules/antd/es/_util/wave/index.js')).toBeNull();
  });
});
