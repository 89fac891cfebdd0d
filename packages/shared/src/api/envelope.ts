import { z } from 'zod';

/** The spec's reply envelope: every reply is `{ code, msg, data }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });
export type Envelope<T> = { code: number; msg: string; data: T };

export const listReply = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });
export type ListReply<T> = { list: T[]; total: number };

/** The paging contract (STYLE §6): pageNum from 1, pageSize 10 by default and 100 at most. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;
