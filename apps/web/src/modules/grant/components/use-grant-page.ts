import { GRANT_PAGE_SIZE } from '@lc/shared';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/**
 * One of the detail's paged tables (draws, postings): page 1 is the detail's own, later pages are
 * read on demand, so a grant drawn thousands of times opens as fast as one drawn once.
 */
type Page<T> = { list: T[]; total: number };
export function useGrantPage<T, K extends readonly unknown[]>(
  first: T[],
  total: number,
  later: (pageNum: number) => UseQueryOptions<Page<T>, Error, Page<T>, K>,
) {
  const [page, setPage] = useState(1);
  const q = useQuery({ ...later(page), enabled: page > 1 });
  const list = page === 1 ? first : (q.data?.list ?? []);
  const pagination: TablePaginationConfig | false =
    total > GRANT_PAGE_SIZE ? { current: page, pageSize: GRANT_PAGE_SIZE, total, onChange: setPage, showSizeChanger: false } : false;
  return { list, loading: page > 1 && q.isLoading, pagination };
}
