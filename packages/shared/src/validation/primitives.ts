import { z } from 'zod';
import { validationMessage } from './messages';
import { hasBrokenCharacter } from './text-checks';

/*
 * The smallest building blocks of request schemas. A value the database cannot hold must be
 * refused here, with a clear message, and never reach a query: there it would be a 500.
 */

/** Record ids are PostgreSQL `integer` (serial) columns: 1 … 2^31 − 1. */
export const ID_MAX = 2_147_483_647;
/** The largest value of any `integer` column (versions, counters, codes). */
export const INT_MAX = ID_MAX;

const ID_MESSAGE = validationMessage('idFormat', 'zh-CN');
export const NUL_MESSAGE = validationMessage('nulCharacter', 'zh-CN');
export const BROKEN_CHARACTER_MESSAGE = validationMessage('brokenCharacter', 'zh-CN');

/**
 * A record id in a path, query or body: a whole number from 1 to 2147483647, coerced from its
 * digits (paths and query strings are text). `message` words it for its field when the spec
 * has a text of its own (e.g. '渠道不存在').
 */
export const idOf = (message: string = ID_MESSAGE) => z.coerce.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);
export const id = idOf();
/** `{ id }` path parameters. */
export const idParams = z.object({ id });

/** True when the text holds a NUL, which PostgreSQL text columns refuse (SQLSTATE 22021). */
export const hasNul = (value: string) => value.includes('\u0000');

/** The message for text no database column can hold (a NUL, half a surrogate pair); undefined when it can. */
export const unstorableTextMessage = (value: string) =>
  hasNul(value) ? NUL_MESSAGE : hasBrokenCharacter(value) ? BROKEN_CHARACTER_MESSAGE : undefined;

/**
 * Text without NUL characters or broken ones, trimmed, at most `max` characters: for fields
 * written as plain `z.string()`. The validation rules (rule-kit) refuse both on their own.
 */
export const plainText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => !hasNul(v), NUL_MESSAGE)
    .refine((v) => !hasBrokenCharacter(v), BROKEN_CHARACTER_MESSAGE);

/** The largest value of a `smallint` column (floors, small codes). */
export const SMALLINT_MAX = 32_767;

/** A whole number that fits the column it is written to or compared with (integer by default). */
export const intOf = (message?: string, { min = -INT_MAX, max = INT_MAX }: { min?: number; max?: number } = {}) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** The deepest page a list may be asked for; paging beyond it is refused, not sent to the database as an OFFSET it cannot hold. */
export const PAGE_NUM_MAX = 100_000;
const PAGE_NUM_MESSAGE = validationMessage('pageNumRange', 'zh-CN');
const DATE_MESSAGE = validationMessage('dateFormat', 'zh-CN');
/** `pageNum` of the paging contract (000 §9): from 1, default 1. */
export const pageNum = (message: string = PAGE_NUM_MESSAGE) => intOf(message, { min: 1, max: PAGE_NUM_MAX }).default(1);

/**
 * A calendar day `YYYY-MM-DD`. Year 0000 is refused: zod accepts it (ISO 8601's year zero) but
 * PostgreSQL's dates have none.
 */
export const isoDate = (message: string = DATE_MESSAGE) => z.iso.date(message).refine((v) => !v.startsWith('0000'), message);
