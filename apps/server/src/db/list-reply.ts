import type { CappedTotal } from '@lc/shared';
import type { Executor } from './client';

type Paged = { pageNum: number; pageSize: number; withTotal: '0' | '1' };
/** A repository's paged list: its page query and its capped count over the same WHERE. */
type PagedRepository<R, W> = {
  page: (db: Executor, where: W, pageNum: number, pageSize: number) => Promise<R[]>;
  total: (db: Executor, where: W) => Promise<CappedTotal>;
};

/**
 * A list reply: the page, then its capped total only when the list block asks for it (withTotal
 * 0 when only the page changed). The page comes first: on one connection it is never kept waiting.
 */
export async function listReply<R, W, T>(
  db: Executor,
  repo: PagedRepository<R, W>,
  where: W,
  query: Paged,
  present: (rows: R[]) => T[] | Promise<T[]>,
) {
  const list = await present(await repo.page(db, where, query.pageNum, query.pageSize));
  const counted = query.withTotal === '1' ? await repo.total(db, where) : null;
  return { list, total: counted?.total ?? null, totalExact: counted?.totalExact ?? null };
}
