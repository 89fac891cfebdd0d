/**
 * What antd's table (rc-table) imports from @rc-component/util, with one difference (the build
 * gives rc-table this module in its place: build/antd-fixes.ts). On mount rc-table measures
 * its body's scrollbar in a layout effect: it injects a style tag, appends a probe element and
 * reads its size, which forces style and layout of the whole freshly committed page, then stores
 * the width in state, which renders the table again, rows and all, before the first paint. The
 * width is only ever used by a table with a fixed header (`scroll.y`), so the others get 0, the
 * state's own start, at no cost.
 */
import { getTargetScrollBarSize as measure } from '@rc-component/util';
import { inFixedHeaderTable } from './fixed-header';

export * from '@rc-component/util';

export function getTargetScrollBarSize(target: unknown): { width: number; height: number } {
  return inFixedHeaderTable(target) ? measure(target as HTMLElement) : { width: 0, height: 0 };
}
