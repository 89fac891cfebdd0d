import { OWN_STATUS_LISTS } from './own-status-lists';
import { SPEC_STATUS_LISTS } from './spec-status-lists';

/**
 * Every status list, the one place a status code meets its labels and tone. The web app renders
 * from this constant directly; other clients read it from GET /api/v1/dictionaries/status.
 */
export const STATUS_LISTS = { ...SPEC_STATUS_LISTS, ...OWN_STATUS_LISTS } as const;

export type StatusLists = typeof STATUS_LISTS;
export type StatusListKey = keyof StatusLists;
/** The codes of one list, as a union: `StatusCode<'grant'>` is 5 | 4 | 2 | 1 | 3 | 23 | 33 | 6. */
export type StatusCode<K extends StatusListKey> = StatusLists[K][number]['code'];

export const STATUS_LIST_KEYS = Object.keys(STATUS_LISTS) as StatusListKey[];
/** The lists of spec 000 §4, in the spec's order. */
export const SPEC_STATUS_LIST_KEYS = Object.keys(SPEC_STATUS_LISTS) as (keyof typeof SPEC_STATUS_LISTS)[];
