import path from 'node:path';
import type { Plugin } from 'vite';

const FIXES_DIR = path.resolve(import.meta.dirname, '../src/lib/antd-fixes');

/**
 * Five of antd's internals swapped at build time for ours, each doing the same job with less work
 * in the first page load: without rendering its component a second time, laying out the page
 * synchronously or loading code it never runs (the files say how). A fix names the import it
 * replaces and the modules whose import it replaces.
 */
export const ANTD_FIXES = [
  // rc-table's measuring cell, reading its width before the first paint only under a fixed header.
  {
    source: /^\.\/MeasureCell(\.js)?$/,
    importer: /[\\/]@rc-component[\\/]table[\\/]es[\\/]Body[\\/]MeasureRow\.js$/,
    file: path.join(FIXES_DIR, 'measure-cell.tsx'),
  },
  // rc-table's helpers from @rc-component/util, its scrollbar measured only where it is used.
  { source: /^@rc-component\/util$/, importer: /[\\/]@rc-component[\\/]table[\\/]/, file: path.join(FIXES_DIR, 'table-scrollbar.ts') },
  // antd's form item asks the browser whether it is on screen only while it shows a message.
  {
    source: /^@rc-component\/util$/,
    importer: /[\\/]antd[\\/]es[\\/]form[\\/]FormItem[\\/]ItemHolder\.js$/,
    file: path.join(FIXES_DIR, 'form-item-visible.ts'),
  },
  // antd's form context, taking rc-form's provider alone rather than the whole package.
  {
    source: /^@rc-component\/form$/,
    importer: /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/,
    file: path.join(FIXES_DIR, 'form-provider.ts'),
  },
  // antd's useBreakpoint (Row, and so every Form.Item; Descriptions, Table…), knowing the screen from the first render.
  { source: /(^|\/)hooks\/useBreakpoint(\.js)?$/, importer: /[\\/]antd[\\/]es[\\/]/, file: path.join(FIXES_DIR, 'breakpoint.ts') },
];

/** Resolves each fixed import to our module, for the modules named only. */
export function antdFixes(): Plugin {
  return {
    name: 'lc:antd-fixes',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return ANTD_FIXES.find((fix) => fix.source.test(source) && fix.importer.test(importer))?.file ?? null;
    },
  };
}
