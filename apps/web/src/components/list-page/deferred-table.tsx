import { Table, type TableProps } from 'antd';
import { useDeferredValue, useMemo } from 'react';

/**
 * antd's table rendered from a deferred copy of its props (as ListTable is): a page of rows
 * arrives through react-query's store, whose updates React renders synchronously, so a table
 * with all its rows was one long task; deferred, React renders it right after, interruptibly.
 * Not for a table whose cells hold controlled inputs (row selection): a click would show its old
 * state until the deferred render lands (the approval inboxes keep antd's Table).
 */
export function DeferredTable<T extends object>(props: TableProps<T>) {
  const deferred = useDeferredValue(props);
  return useMemo(() => <Table<T> {...deferred} />, [deferred]);
}
