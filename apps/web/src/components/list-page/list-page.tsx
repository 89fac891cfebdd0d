import { Space, type TableColumnsType, type TableProps } from 'antd';
import { useNarrowScreen } from '@/lib/use-media-query';
import { type Key, type ReactNode, useMemo } from 'react';
import { type CardSpec, cardPaging } from './card-paging';
import { FilterBar } from './filter-bar';
import type { FilterField } from './filter-values';
import { type Filters, definedValues } from './list-params';
import { ListTable } from './list-table';
import { PhoneCardList } from './phone-card-list';
import type { FilterValues, ListSource } from '@/lib/api-client';
import { resetDefaults } from './reset-defaults';
import { useInfiniteList, useListQuery } from './use-list-query';

/**
 * A list page's props. `T` (the row) and `F` (the filter names) come from `source` alone
 * (listSource of the contract's endpoint): columns, cards and filters are checked against them.
 */
export type ListPageProps<T, F extends string = string> = {
  source: ListSource<T, F>;
  label: string;
  filters: readonly FilterField<NoInfer<F>>[];
  columns: TableColumnsType<NoInfer<T>>;
  card: (row: NoInfer<T>) => CardSpec;
  rowKey: (row: NoInfer<T>) => Key;
  /** The page's own defaults, on top of its route's (the source's, spec 001 §4). */
  defaults?: FilterValues<NoInfer<F>>;
  /** Filters the page sets for good (not in the URL, not cleared by reset). */
  fixed?: FilterValues<NoInfer<F>>;
  /** Buttons beside search and reset; they see the filters in force (an export takes them). */
  toolbar?: (state: { filters: Filters }) => ReactNode;
  scrollX?: number;
  /** Rows that open to show more (the audit log's before and after). */
  expandable?: TableProps<NoInfer<T>>['expandable'];
  /** What an empty list says, when the list's own words say it better than 暂无数据. */
  emptyText?: string;
  /** While this holds for a row on screen, the list reads itself again (an export's progress). */
  refreshWhile?: (row: NoInfer<T>) => boolean;
};

/**
 * One list page (STYLE §6): the filter bar, then a table on desktop or cards on phones
 * (< 768 px). The URL holds the filters and the page, so reload, bookmarks and back work.
 */
export function ListPage<T extends object, F extends string>(p: ListPageProps<T, F>) {
  const phone = useNarrowScreen();
  const defaults = useMemo(() => ({ ...resetDefaults(p.source), ...definedValues(p.defaults) }), [p.source, p.defaults]);
  const source = {
    listUrl: p.source.listUrl,
    method: p.source.method,
    domain: p.source.domain,
    defaults,
    ...(p.fixed ? { fixed: definedValues(p.fixed) } : {}),
    ...(p.refreshWhile ? { refreshWhile: p.refreshWhile } : {}),
  };
  const list = useListQuery<T>({ ...source, enabled: !phone });
  const more = useInfiniteList<T>(source, list.filters, list.pageSize, phone);
  const { toolbar } = p;
  const extra = useMemo(() => toolbar?.({ filters: list.filters }), [toolbar, list.filters]);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <FilterBar fields={p.filters} filters={list.filters} onSearch={list.search} onReset={list.reset} extra={extra} />
      {phone ? (
        <PhoneCardList<T>
          label={p.label}
          rowKey={p.rowKey}
          card={p.card}
          {...cardPaging(more)}
          {...(p.emptyText ? { emptyText: p.emptyText } : {})}
        />
      ) : (
        <ListTable<T>
          label={p.label}
          columns={p.columns}
          rowKey={p.rowKey}
          rows={list.list}
          total={list.total}
          totalExact={list.totalExact}
          pageNum={list.pageNum}
          pageSize={list.pageSize}
          loading={p.refreshWhile ? list.isChanging : list.isFetching}
          onPage={list.setPage}
          {...(p.scrollX ? { scrollX: p.scrollX } : {})}
          {...(p.expandable ? { expandable: p.expandable } : {})}
          {...(p.emptyText ? { emptyText: p.emptyText } : {})}
        />
      )}
    </Space>
  );
}
