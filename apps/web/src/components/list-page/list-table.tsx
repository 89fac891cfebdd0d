import { type TableColumnsType, type TableProps, Typography } from 'antd';
import { type Key, useDeferredValue, useEffect, useRef } from 'react';
import { DeferredTable } from './deferred-table';
import { PAGE_SIZES, totalCount } from './list-params';
import { useListText } from './list.text';

/**
 * What a table shows and how it scrolls with no rows: secondary text (antd's disabled grey fails
 * contrast), and no sideways scroll area, which would be an unfocusable scroll region with a
 * hidden measuring row.
 */
export function emptyTableProps(rows: readonly unknown[], text: string, scroll: { x: number; y?: number }) {
  return {
    scroll: rows.length ? scroll : undefined,
    locale: { emptyText: <Typography.Text type="secondary">{text}</Typography.Text> },
  };
}

/**
 * An empty table has no scroll box (above), so its header must fit the page: the columns give up
 * their widths and fixed sides and share the table's width (the empty 接单列表 header stood 160 px
 * past its table at 1440 px, issue 32). With rows they keep them and scroll inside their box.
 */
export const emptyColumns = <T,>(columns: TableColumnsType<T>): TableColumnsType<T> =>
  columns.map(({ width: _width, fixed: _fixed, ...column }) => column);

/** Above this page size the rows are virtualised (only those on screen are in the DOM). */
export const VIRTUAL_ABOVE = 50;

export type ListTableProps<T> = {
  label: string;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => Key;
  rows: T[];
  total: number;
  totalExact: boolean;
  pageNum: number;
  pageSize: number;
  loading: boolean;
  onPage: (pageNum: number, pageSize: number) => void;
  /** Table width (px): the columns scroll sideways inside it on narrow screens. */
  scrollX?: number;
  expandable?: TableProps<T>['expandable'];
  emptyText?: string;
};

/**
 * The desktop list: antd's table, paged by the URL, '共 N 条' or '共 10,000+ 条' at the cap.
 * The table renders from deferred props (DeferredTable says why), so its scroll areas are named
 * once the deferred rows are in.
 */
export function ListTable<T extends object>(p: ListTableProps<T>) {
  const t = useListText();
  const virtual = p.pageSize > VIRTUAL_ABOVE;
  const scrollX = p.scrollX ?? 1200;
  const box = useKeyboardScrollable(p.label, useDeferredValue(p.rows.length));
  return (
    <div ref={box}>
      <DeferredTable<T>
        aria-label={p.label}
        rowKey={p.rowKey}
        columns={p.rows.length ? p.columns : emptyColumns(p.columns)}
        dataSource={p.rows}
        loading={p.loading}
        virtual={virtual}
        {...(p.expandable ? { expandable: p.expandable } : {})}
        {...emptyTableProps(p.rows, p.emptyText ?? t('empty'), virtual ? { x: scrollX, y: 600 } : { x: scrollX })}
        pagination={{
          current: p.pageNum,
          pageSize: p.pageSize,
          total: p.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: () => <span data-testid="list-total">{t('total', { n: totalCount(p.total, p.totalExact) })}</span>,
          onChange: p.onPage,
        }}
      />
    </div>
  );
}

/**
 * A table wider than the screen scrolls sideways; a row with no link or button would leave that
 * region out of keyboard reach (axe: scrollable-region-focusable). antd offers no prop for it,
 * so the scroll areas are made focusable and named after each render that shows rows.
 */
export function useKeyboardScrollable(label: string, rowCount: number) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const region of box.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    }
  }, [label, rowCount]);
  return box;
}
