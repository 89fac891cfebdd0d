import { z } from 'zod';
import { validationMessage } from './messages';

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

/**
 * Text without NUL characters, trimmed, at most `max` characters: for fields written as plain
 * `z.string()`. The validation rules (rule-kit) refuse NUL on their own.
 */
export const plainText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .refine((v) => !hasNul(v), NUL_MESSAGE);
