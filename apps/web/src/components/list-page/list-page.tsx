import { Grid, Space, type TableColumnsType, type TableProps } from 'antd';
import { type Key, type ReactNode, useMemo } from 'react';
import { CardList, type CardSpec, cardPaging } from './card-list';
import { FilterBar } from './filter-bar';
import type { FilterField } from './filter-values';
import type { Filters } from './list-params';
import { ListTable } from './list-table';
import { type FilterDefaults, resetDefaults } from './reset-defaults';
import { type ListQueryOptions, useInfiniteList, useListQuery } from './use-list-query';
import { useRouteInfo } from './use-route-info';

export type ListPageProps<T> = Pick<ListQueryOptions, 'listUrl' | 'method' | 'domain'> & {
  label: string;
  filters: readonly FilterField[];
  columns: TableColumnsType<T>;
  card: (row: T) => CardSpec;
  rowKey: (row: T) => Key;
  /** The page's own defaults, on top of the route's reset defaults (spec 001 §4). */
  defaults?: FilterDefaults;
  /** Filters the page sets for good (not in the URL, not cleared by reset). */
  fixed?: Filters;
  /** Buttons beside search and reset; they see the filters in force (an export takes them). */
  toolbar?: (state: { filters: Filters }) => ReactNode;
  scrollX?: number;
  /** Rows that open to show more (the audit log's before and after). */
  expandable?: TableProps<T>['expandable'];
  /** What an empty list says, when the list's own words say it better than 暂无数据. */
  emptyText?: string;
  /** While this holds for a row on screen, the list reads itself again (an export's progress). */
  refreshWhile?: (row: T) => boolean;
};

/**
 * One list page (STYLE §6): the filter bar, then a table on desktop or cards on phones
 * (< 768 px). The URL holds the filters and the page, so reload, bookmarks and back work.
 */
export function ListPage<T extends object>(p: ListPageProps<T>) {
  const route = useRouteInfo();
  const phone = Grid.useBreakpoint().md === false;
  const defaults = useMemo(
    () => ({ ...resetDefaults(route.pathname, route.title), ...p.defaults }),
    [route.pathname, route.title, p.defaults],
  );
  const source = {
    listUrl: p.listUrl,
    method: p.method ?? 'GET',
    domain: p.domain ?? 'default',
    defaults,
    ...(p.fixed ? { fixed: p.fixed } : {}),
    ...(p.refreshWhile ? { refreshWhile: p.refreshWhile } : {}),
  };
  const list = useListQuery<T>({ ...source, enabled: !phone });
  const more = useInfiniteList<T>(source, list.filters, list.pageSize, phone);

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <FilterBar
        fields={p.filters}
        filters={list.filters}
        onSearch={list.search}
        onReset={list.reset}
        extra={p.toolbar?.({ filters: list.filters })}
      />
      {phone ? (
        <CardList<T>
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
