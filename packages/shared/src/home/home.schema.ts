import { z } from 'zod';

export const badgeCounts = z.record(z.string(), z.number().int());
export type BadgeCounts = z.infer<typeof badgeCounts>;

export const SEARCH_HISTORY_LIMIT = 15;
export const searchHistoryEntry = z.object({ path: z.string(), keyword: z.string(), at: z.string() });
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntry>;
export const searchHistoryBody = z.object({ path: z.string().min(1).max(200), keyword: z.string().trim().max(40) });
