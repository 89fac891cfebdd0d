import { z } from 'zod';
import { STATUS_LIST_KEYS, STATUS_LISTS } from './status-lists';

/** GET /v1/dictionaries/status: every list as `[{ code, label, labelEn }]` (the tones are a rendering hint, not part of the contract). */
export const statusDictionaryEntry = z.object({
  code: z.union([z.number().int(), z.string()]),
  label: z.string(),
  labelEn: z.string(),
});
export const statusDictionaryReply = z.record(z.string(), z.array(statusDictionaryEntry));
export type StatusDictionaryReply = z.infer<typeof statusDictionaryReply>;

/** The wire form of STATUS_LISTS, keys in the dictionary's order. */
export const statusDictionaryData = (): StatusDictionaryReply =>
  Object.fromEntries(STATUS_LIST_KEYS.map((key) => [key, STATUS_LISTS[key].map(({ code, label, labelEn }) => ({ code, label, labelEn }))]));
