import type { BillRow } from '@lc/shared';
import { Checkbox, Space, Table } from 'antd';
import { useNarrowScreen } from '@/lib/use-media-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { cardPaging } from '@/components/list-page/card-paging';
import { FilterBar } from '@/components/list-page/filter-bar';
import type { FilterField } from '@/components/list-page/filter-values';
import { type Filters, PAGE_SIZES, totalCount } from '@/components/list-page/list-params';
import { emptyTableProps } from '@/components/list-page/list-table';
import { useListText } from '@/components/list-page/list.text';
import { PhoneCardList } from '@/components/list-page/phone-card-list';
import { resetDefaults } from '@/components/list-page/reset-defaults';
import { useInfiniteList, useListQuery } from '@/components/list-page/use-list-query';
import type { ListSource } from '@/lib/api-client';
import { useBillText } from '../bill.text';
import { type DetailHref, useBillColumns } from './bill-columns';
import { BulkActions } from './bulk-actions';
import { SelectPageCheckbox } from './select-page-checkbox';

export type InboxListProps<F extends string> = {
  label: string;
  /** A bill list: its rows are bills. */
  source: ListSource<BillRow, F>;
  filters: readonly FilterField<NoInfer<F>>[];
  detailHref: DetailHref;
  /** Whether the inbox may approve in bulk: final review decides each loan's terms, one bill at a time. */
  bulkApprove?: boolean;
};

/**
 * An approval inbox: the list block's filters, URL state, table and phone cards, plus row
 * selection for bulk approve and reject (ListPage has no selection, so this composes its parts).
 */
export function InboxList<F extends string>({ label, source: endpoint, filters, detailHref, bulkApprove = true }: InboxListProps<F>) {
  const t = useBillText();
  const lt = useListText();
  const phone = useNarrowScreen();
  const defaults = useMemo(() => resetDefaults(endpoint), [endpoint]);
  const source = { ...endpoint, defaults };
  const list = useListQuery<BillRow>({ ...source, enabled: !phone });
  const more = useInfiniteList<BillRow>(source, list.filters, list.pageSize, phone);
  const { columns, card } = useBillColumns(detailHref);
  // The rows and their total render from a deferred copy (as DeferredTable's do), the selection
  // from the current state: a page of rows arrives through react-query's store, rendered
  // synchronously as one long task; deferred, React renders them right after, interruptibly, while
  // a click on a checkbox still shows at once (the whole table deferred would show it only once its
  // render landed). Rows and total are deferred together: never '共 2 条' over '暂无数据'.
  const shown = useDeferredValue(
    useMemo(() => ({ rows: list.list, total: list.total, exact: list.totalExact }), [list.list, list.total, list.totalExact]),
  );
  const rows = shown.rows;
  const [selected, setSelected] = useState<Map<number, BillRow>>(new Map());
  const clear = useCallback(() => setSelected(new Map()), []);
  const { search, reset } = list;
  const onSearch = useCallback((f: Filters) => (clear(), search(f)), [clear, search]);
  const onReset = useCallback(() => (clear(), reset()), [clear, reset]);
  // Stable while only the rows change, so the memoised filter bar is not rendered again then.
  const bulk = useMemo(
    () => <BulkActions selected={[...selected.values()]} onDone={clear} approve={bulkApprove} />,
    [selected, clear, bulkApprove],
  );

  const toggle = (row: BillRow, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(row.id, row);
      else next.delete(row.id);
      return next;
    });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <FilterBar fields={filters} filters={list.filters} onSearch={onSearch} onReset={onReset} extra={bulk} />
      {phone ? (
        <PhoneCardList<BillRow>
          label={label}
          rowKey={(r) => r.id}
          card={(r) => ({
            ...card(r),
            extra: (
              <Checkbox
                checked={selected.has(r.id)}
                onChange={(e) => toggle(r, e.target.checked)}
                aria-label={t('selectBill', { billNo: r.billNo })}
              />
            ),
          })}
          {...cardPaging(more)}
        />
      ) : (
        <Table<BillRow>
          aria-label={label}
          rowKey="id"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching}
          {...emptyTableProps(rows, lt('empty'), { x: 1700 })}
          rowSelection={{
            columnTitle: (
              <SelectPageCheckbox
                label={t('selectPage')}
                all={list.list.length > 0 && list.list.every((r) => selected.has(r.id))}
                some={selected.size > 0}
                onChange={(on) => setSelected(new Map(on ? list.list.map((r) => [r.id, r]) : []))}
              />
            ),
            selectedRowKeys: [...selected.keys()],
            getCheckboxProps: (r) => ({ 'aria-label': t('selectBill', { billNo: r.billNo }) }),
            onChange: (_keys, rows) => setSelected(new Map(rows.filter(Boolean).map((r) => [r.id, r]))),
          }}
          pagination={{
            current: list.pageNum,
            pageSize: list.pageSize,
            total: shown.total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: () => <span data-testid="list-total">{lt('total', { n: totalCount(shown.total, shown.exact) })}</span>,
            onChange: (p, s) => (clear(), list.setPage(p, s)),
          }}
        />
      )}
    </Space>
  );
}
