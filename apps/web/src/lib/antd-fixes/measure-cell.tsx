/**
 * rc-table's measuring cell (the build gives rc-table's measuring row this module in place of
 * theirs: build/antd-fixes.ts), which is theirs but for one thing. Theirs reads its width in a
 * layout effect, before the table is first painted: that made the browser lay out the whole
 * freshly committed page inside the commit, and the width, stored in the table's state, rendered
 * the table again, rows and all, in the same task (36–58 ms of an approval inbox's rows at full
 * speed). Its resize observer measures every cell anyway once the page is laid out, a frame
 * later. Only a table with a fixed header (`scroll.y`: its header is a table of its own, sized
 * from these widths) needs them before that paint, so only there is the width read at once.
 * Elsewhere the widths only place fixed columns, which a table shows only once scrolled sideways.
 */
import ResizeObserver from '@rc-component/resize-observer';
import { type Key, type ReactNode, useLayoutEffect, useRef } from 'react';
import { inFixedHeaderTable } from './fixed-header';

type MeasureCellProps = { columnKey: Key; onColumnResize: (key: Key, width: number) => void; title?: ReactNode };

export default function MeasureCell({ columnKey, onColumnResize, title }: MeasureCellProps) {
  const cellRef = useRef<HTMLTableCellElement>(null);
  useLayoutEffect(() => {
    const cell = cellRef.current;
    if (cell && inFixedHeaderTable(cell)) onColumnResize(columnKey, cell.offsetWidth);
    // Measured once on mount, as theirs; the resize observer follows every later change.
  }, []);
  return (
    <ResizeObserver data={columnKey}>
      <td ref={cellRef} style={{ paddingTop: 0, paddingBottom: 0, borderTop: 0, borderBottom: 0, height: 0 }}>
        <div style={{ height: 0, overflow: 'hidden', fontWeight: 'bold' }}>{title || '\xa0'}</div>
      </td>
    </ResizeObserver>
  );
}
