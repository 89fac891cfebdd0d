import { z } from 'zod';
import { pageNum } from '../validation/primitives';

/** The spec's reply envelope: every reply is `{ code, msg, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

/**
 * `total` is exact unless `totalExact` is false: lists count at most LIST_TOTAL_CAP rows (10,000)
 * and then say "10,000+" (api/list-total.ts).
 */
export const listTotal = { total: z.number().int(), totalExact: z.boolean().optional() };
export const listReply = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), ...listTotal });
export type ListReply<T> = { list: T[]; total: number };

/** The paging contract (STYLE §6): pageNum from 1, pageSize 10 by default and 100 at most. */
export const pageQuery = z.object({
  pageNum: pageNum(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;
