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

export * from '@rc-component/util';

/** A scroll body inside a table with a fixed header (rc-table marks it `<prefix>-fixed-header`). */
const inFixedHeaderTable = (target: unknown) => target instanceof Element && target.closest('[class*="-fixed-header"]') !== null;

export function getTargetScrollBarSize(target: unknown): { width: number; height: number } {
  return inFixedHeaderTable(target) ? measure(target as HTMLElement) : { width: 0, height: 0 };
}
