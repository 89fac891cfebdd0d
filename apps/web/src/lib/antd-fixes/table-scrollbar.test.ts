import * as util from '@rc-component/util';
import { describe, expect, it } from 'vitest';
import { antdFixes } from '../../../build/antd-fixes';
import * as shim from './table-scrollbar';

/** A table's scroll body in a wrapper, as rc-table lays it out, with or without a fixed header. */
function scrollBody(fixedHeader: boolean) {
  const table = document.createElement('div');
  table.className = fixedHeader ? 'ant-table ant-table-fixed-header' : 'ant-table';
  const body = document.createElement('div');
  body.className = 'ant-table-body';
  table.append(body);
  document.body.append(table);
  return body;
}

describe("rc-table's scrollbar measure", () => {
  it('costs nothing where no fixed header uses it: 0, the state it starts with, and no probe put in the page', () => {
    const body = scrollBody(false);
    /** The nodes a call adds to the document (rc-util's measure adds a style tag and a probe, then takes them out). */
    const added = (measure: () => unknown) => {
      const observer = new MutationObserver(() => undefined);
      observer.observe(document, { childList: true, subtree: true });
      measure();
      const records = observer.takeRecords();
      observer.disconnect();
      return records.reduce((n, r) => n + r.addedNodes.length, 0);
    };
    expect(shim.getTargetScrollBarSize(body)).toEqual({ width: 0, height: 0 });
    expect(added(() => shim.getTargetScrollBarSize(body))).toBe(0);
    expect(added(() => util.getTargetScrollBarSize(body))).toBeGreaterThan(0);
  });

  it('measures as before inside a table with a fixed header', () => {
    const body = scrollBody(true);
    expect(shim.getTargetScrollBarSize(body)).toEqual(util.getTargetScrollBarSize(body));
  });

  it('keeps every other helper rc-table imports', () => {
    for (const name of Object.keys(util).filter((n) => n !== 'getTargetScrollBarSize'))
      expect((shim as Record<string, unknown>)[name], name).toBe((util as Record<string, unknown>)[name]);
  });

  it("is given to rc-table's modules only", () => {
    const resolve = antdFixes().resolveId as (source: string, importer?: string) => string | null;
    expect(resolve('@rc-component/util', '/x/node_modules/@rc-component/table/es/Table.js')).toMatch(/antd-fixes[\\/]table-scrollbar\.ts$/);
    expect(resolve('@rc-component/util', '/x/node_modules/antd/es/modal/Modal.js')).toBeNull();
    expect(resolve('@rc-component/util/es/raf', '/x/node_modules/@rc-component/table/es/Table.js')).toBeNull();
  });
});
